import { describe, expect, it } from "vitest";
import { playwrightFailures, vitestFailures } from "./test-report-failures";

// Trimmed from reports the two runners wrote for this project (Vitest 4 `--reporter=json`,
// Playwright's `json` reporter); the fields the names are read from are as written.
describe("the names of failed tests, for the tail of a CI log", () => {
  it("names each failed unit test with its file and the first line of its error, and no passed one", () => {
    const report = {
      numFailedTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/server/store/orders.test.ts`,
          status: "failed",
          message: "",
          assertionResults: [
            { fullName: "orders keeps a line", status: "passed", failureMessages: [] },
            {
              fullName: "orders survives a copy of its file",
              status: "failed",
              failureMessages: ["AssertionError: expected 0 to be 3\n    at orders.test.ts:40:5"],
            },
          ],
        },
        {
          name: `${process.cwd()}/app/lib/units.test.ts`,
          status: "passed",
          message: "",
          assertionResults: [{ fullName: "units reads strips", status: "passed", failureMessages: [] }],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      "server/store/orders.test.ts › orders survives a copy of its file — AssertionError: expected 0 to be 3",
    ]);
  });

  it("names a unit test file that failed without a failed test (it did not load, or a hook threw)", () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/server/mail/peer.test.ts`,
          status: "failed",
          message: "Hook timed out in 10000ms.\nIf this is a long-running hook, pass a timeout value",
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual(["server/mail/peer.test.ts — Hook timed out in 10000ms."]);
  });

  it("says a unit test timed out, with its time, where the report keeps only the placeholder's stack", () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/app/catalogue/price-list/downloads.server.test.ts`,
          status: "failed",
          message: "",
          assertionResults: [
            {
              fullName: "the Excel price list has the header row",
              status: "failed",
              duration: 5066.836737,
              failureMessages: [
                "Error: STACK_TRACE_ERROR\n    at task (file:///node_modules/@vitest/runner/dist/x.js:1784:27)",
              ],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      "app/catalogue/price-list/downloads.server.test.ts › the Excel price list has the header row — timed out after 5,067 ms",
    ]);
  });

  it("names failed and flaky browser tests with project, place and describe titles; not passed ones", () => {
    const report = {
      suites: [
        {
          title: "enquiry-list.spec.ts",
          specs: [
            {
              title: "opens",
              file: "enquiry-list.spec.ts",
              line: 10,
              tests: [{ projectName: "headless shell", status: "expected" }],
            },
          ],
          suites: [
            {
              title: "with JavaScript",
              specs: [
                {
                  title: "Send by e-mail",
                  file: "enquiry-list.spec.ts",
                  line: 42,
                  tests: [{ projectName: "headless shell", status: "unexpected" }],
                },
                {
                  title: "Send on WhatsApp",
                  file: "enquiry-list.spec.ts",
                  line: 60,
                  tests: [{ projectName: "whole browser", status: "flaky" }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      "[headless shell] enquiry-list.spec.ts:42 › with JavaScript › Send by e-mail (unexpected)",
      "[whole browser] enquiry-list.spec.ts:60 › with JavaScript › Send on WhatsApp (flaky)",
    ]);
  });

  it("refuses a report that is not a runner's, rather than saying nothing failed", () => {
    expect(() => vitestFailures({ results: [] })).toThrow();
    expect(() => playwrightFailures({ stats: {} })).toThrow();
  });
});

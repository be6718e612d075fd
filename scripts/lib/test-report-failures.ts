// The names of the tests that failed, read from the runners' JSON reports. `npm test` prints them just
// above its closing count, because a CI log is often read from its tail: a runner's own failure
// report may be thousands of lines further up.
import * as z from "zod";

// Vitest's JSON reporter writes Jest's shape; a file that failed to load has no assertions but a message.
const vitestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(
        z.object({
          fullName: z.string(),
          status: z.string(),
          duration: z.number().nullish(),
          failureMessages: z.array(z.string()).default([]),
        }),
      ),
    }),
  ),
});

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};

const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string(),
          line: z.number(),
          tests: z.array(z.object({ projectName: z.string(), status: z.string() })),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);

const playwrightReport = z.object({ suites: z.array(playwrightSuite) });

/** The first line of a failure message, short enough to read in a log's tail. */
function firstLine(message: string): string {
  const line = message.trimStart().split("\n", 1)[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Vitest writes a timed-out test's error with the stack of the placeholder it made when the test
 * started, whose first line is this (its own message is lost in the JSON report).
 */
const VITEST_TIMEOUT_STACK = "Error: STACK_TRACE_ERROR";

/** `file › test — first line of the error` for each failed unit test, and each file that did not load. */
export function vitestFailures(report: unknown): string[] {
  const { testResults } = vitestReport.parse(report);
  const cwd = `${process.cwd()}/`;
  return testResults.flatMap((file) => {
    const path = file.name.startsWith(cwd) ? file.name.slice(cwd.length) : file.name;
    const failedTests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => {
        const error = firstLine(test.failureMessages[0] ?? "");
        const why =
          error === VITEST_TIMEOUT_STACK
            ? `timed out after ${Math.round(test.duration ?? 0).toLocaleString("en")} ms`
            : error;
        return `${path} › ${test.fullName} — ${why}`;
      });
    if (failedTests.length === 0 && file.status === "failed") {
      return [`${path} — ${firstLine(file.message ?? "the file failed")}`];
    }
    return failedTests;
  });
}

/** `[project] file:line › test (status)` for each browser test that failed or passed only on a retry. */
export function playwrightFailures(report: unknown): string[] {
  const failures: string[] = [];
  // A file's own suite is titled with its path, which the spec's file:line already gives.
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === "unexpected" || test.status === "flaky") {
          const name = [...titles, spec.title].join(" › ");
          failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${name} (${test.status})`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of playwrightReport.parse(report).suites) visit(suite, []);
  return failures;
}

import { describe, expect, it } from "vitest";
import { runScript } from "./lib/run-script";

function check(...args: string[]) {
  return runScript("catalogue-check.ts", args);
}

describe("npm run catalogue:check", () => {
  it("prints the import report of a sheet: counts, columns used and rows skipped", () => {
    const { status, stdout } = check("data/sample-catalogue.gviz.txt");
    expect(status).toBe(0);
    expect(stdout).toMatch(/Medicines imported: \d{3}/);
    expect(stdout).toContain("name                   ← Product Name");
    expect(stdout).toMatch(/Rows skipped \(2\):\n {2}row \d+: empty row/);
  });

  it("says what the site does about missing price, stock and pack columns", () => {
    const { status, stdout } = check("tests/fixtures/gviz/shillelagh_xssi_prefix_country_cnt_sig1642441872.txt");
    expect(status).toBe(0);
    expect(stdout).toMatch(/No column for: .*price.*stock/);
    expect(stdout).toContain('  price: every medicine shows "Price on request"');
    expect(stdout).toContain('  stock: no availability is shown and the "Availability" sort is not offered');
  });

  it("prints the report as JSON on request", () => {
    const { status, stdout } = check(
      "tests/fixtures/gviz/shillelagh_xssi_prefix_country_cnt_sig1642441872.txt",
      "--json",
    );
    expect(status).toBe(0);
    const output = JSON.parse(stdout);
    expect(output.report).toMatchObject({ rowsRead: 5, unknownHeaders: ["country", "cnt"] });
    expect(output.report.fieldsMissing).toContain("name");
  });

  it("exits with 1 and the sheet's message when the source is an error response", () => {
    const { status, stderr } = check("tests/fixtures/gviz/shillelagh_error_invalid_query_no_column.json");
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid query: NO_COLUMN: C");
  });

  it("exits with 1 when the source cannot be read", () => {
    const { status, stderr } = check("does/not/exist.txt");
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Cannot read file .*does\/not\/exist\.txt: ENOENT/);
  });
});

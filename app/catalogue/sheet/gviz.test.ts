import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GvizFormatError, parseGviz, SheetError } from "./gviz";

const FIXTURES = fileURLToPath(new URL("../../../tests/fixtures/gviz/", import.meta.url));

function capture(name: string): string {
  return readFileSync(FIXTURES + name, "utf8");
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

function expectFormatError(text: string): void {
  const error = thrown(() => parseGviz(text));
  expect(error).toBeInstanceOf(GvizFormatError);
  expect((error as Error).message).toBe("Invalid GViz response format.");
}

function wrap(payload: string): string {
  return `/*O_o*/\ngoogle.visualization.Query.setResponse(${payload});`;
}

function tableJson(cols: unknown, rows: unknown): string {
  return JSON.stringify({ version: "0.6", status: "ok", table: { cols, rows } });
}

describe("parseGviz on real captures", () => {
  it("reads the numbers capture through the full JSONP wrapper (f preferred)", () => {
    expect(parseGviz(capture("pgsp_numbers_sig779687672.txt"))).toEqual({
      columns: ["a", "b", "c"],
      rows: [
        { a: "1", b: "2", c: "3" },
        { a: "4", b: "5", c: "6" },
        { a: "7", b: "8", c: "9" },
      ],
    });
  });

  it("reads dates, datetimes and {v:null} cells of the okfn capture", () => {
    const table = parseGviz(capture("okfn-measure_datetime_date_null_sig15329035.txt"));
    expect(table.columns).toEqual([
      "Timestamp",
      "Email address",
      "Type of output",
      "Title",
      "For what organisation?",
      "Date",
      "Who did this?",
      "link (if published)",
    ]);
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0]).toEqual({
      Timestamp: "20/06/2017 11:10:53",
      "Email address": "example@example.com",
      "Type of output": "Talk given",
      Title: "Frictionless Data talk",
      "For what organisation?": "The pub",
      Date: "20/06/2017",
      "Who did this?": "Alfred",
      "link (if published)": "",
    });
    expect(table.rows[1]?.["link (if published)"]).toBe("google.com");
    expect(table.rows[1]?.Date).toBe("01/06/2017");
    expect(table.rows[2]?.Timestamp).toBe("22/06/2017 08:11:24");
    expect(table.rows[2]?.["link (if published)"]).toBe("");
  });

  it("reads a table with no rows", () => {
    const table = parseGviz(capture("okfn-measure_empty_rows_sig341768161.txt"));
    expect(table.columns).toHaveLength(8);
    expect(table.rows).toEqual([]);
  });

  it("raises SheetError with Google's detailed message for the okfn parse error", () => {
    const error = thrown(() => parseGviz(capture("okfn-measure_error_parse.txt")));
    expect(error).toBeInstanceOf(SheetError);
    expect(error).not.toBeInstanceOf(GvizFormatError);
    const sheetError = error as SheetError;
    expect(sheetError.reason).toBe("invalid_query");
    expect(
      sheetError.message.startsWith(
        'Invalid query: PARSE_ERROR: Encountered "1487933109" at line 1, column 1.\nWas expecting one of:\n    <EOF>',
      ),
    ).toBe(true);
    expect(sheetError.message).toContain('"select" ...');
    expect(sheetError.message.endsWith('"options" ...')).toBe(true);
  });

  it("raises SheetError with Google's message for the shillelagh NO_COLUMN error (bare JSON)", () => {
    const error = thrown(() => parseGviz(capture("shillelagh_error_invalid_query_no_column.json")));
    expect(error).toBeInstanceOf(SheetError);
    expect((error as SheetError).message).toBe("Invalid query: NO_COLUMN: C");
    expect((error as SheetError).reason).toBe("invalid_query");
  });

  it("reads the pretty-printed sheetrock capture, keeping the formatted 0.320", () => {
    const table = parseGviz(capture("sheetrock_bootstrapped_pretty_sig-redacted.json"));
    expect(table.columns).toEqual(["Team", "Pos", "First", "Last", "Bats", "BA"]);
    expect(table.rows).toHaveLength(11);
    expect(table.rows[0]).toEqual({ Team: "MON", Pos: "LF", First: "Tim", Last: "Raines", Bats: "Both", BA: "0.334" });
    expect(table.rows[1]?.BA).toBe("0.320");
    expect(table.rows[10]).toEqual({
      Team: "SFG",
      Pos: "RF",
      First: "Chili",
      Last: "Davis",
      Bats: "Both",
      BA: "0.278",
    });
  });

  it("names columns by id when every label is empty (header left in the data)", () => {
    expect(parseGviz(capture("shillelagh_empty_labels_header_in_data_sig1227631590.json"))).toEqual({
      columns: ["A", "B", "C"],
      rows: [{ A: "Investor", B: "InvestorName", C: "Company" }],
    });
  });

  it("reads empty labels with no rows", () => {
    expect(parseGviz(capture("shillelagh_empty_labels_no_rows_sig1227631590.json"))).toEqual({
      columns: ["A", "B", "C"],
      rows: [],
    });
  });

  it("names an unlabelled middle column by its id and reads null cells as empty", () => {
    expect(parseGviz(capture("shillelagh_empty_middle_label_null_cell_sig1058539448.json"))).toEqual({
      columns: ["one", "B", "two", "three", "four"],
      rows: [
        { one: "test", B: "", two: "test", three: "1.5", four: "10.1" },
        { one: "test2", B: "", two: "test3", three: "0.1", four: "10.2" },
      ],
    });
  });

  it("reads datetime, number, boolean, date, timeofday and null cells", () => {
    const table = parseGviz(capture("shillelagh_types_datetime_bool_date_timeofday_nulls_sig1155522967.json"));
    expect(table.columns).toEqual(["datetime", "number", "boolean", "date", "timeofday", "string"]);
    expect(table.rows).toHaveLength(9);
    expect(table.rows[0]).toEqual({
      datetime: "9/1/2018 0:00:00",
      number: "1",
      boolean: "TRUE",
      date: "1/1/2018",
      timeofday: "5:00:00 PM",
      string: "test",
    });
    expect(table.rows[1]).toEqual({
      datetime: "9/2/2018 0:00:00",
      number: "1",
      boolean: "FALSE",
      date: "",
      timeofday: "",
      string: "test",
    });
    expect(table.rows[6]?.string).toBe("");
    expect(table.rows[7]?.number).toBe("");
    expect(table.rows[8]).toEqual({
      datetime: "9/9/2018 0:00:00",
      number: "34",
      boolean: "",
      date: "",
      timeofday: "",
      string: "test",
    });
    expect(table.rows.map((row) => row.number)).toEqual(["1", "1", "2", "3", "5", "8", "13", "", "34"]);
  });

  it("strips the )]}' XSSI prefix", () => {
    expect(parseGviz(capture("shillelagh_xssi_prefix_country_cnt_sig1642441872.txt"))).toEqual({
      columns: ["country", "cnt"],
      rows: [
        { country: "BR", cnt: "1" },
        { country: "BR", cnt: "3" },
        { country: "IN", cnt: "5" },
        { country: "ZA", cnt: "6" },
        { country: "CR", cnt: "10" },
      ],
    });
  });

  it("parses every capture in the fixtures folder to a table or a SheetError", () => {
    const files = readdirSync(FIXTURES).filter((name) => name !== "SOURCE.md");
    expect(files).toHaveLength(11);
    for (const file of files) {
      const text = capture(file);
      if (file.includes("error")) {
        expect(() => parseGviz(text), file).toThrow(SheetError);
      } else {
        const table = parseGviz(text);
        for (const row of table.rows) expect(Object.keys(row), file).toEqual(table.columns);
      }
    }
  });
});

describe("parseGviz wrapper", () => {
  const payload = tableJson([{ id: "A", label: "x", type: "string" }], [{ c: [{ v: "1" }] }]);
  const expected = { columns: ["x"], rows: [{ x: "1" }] };

  it.each([
    ["bare JSON", payload],
    ["full wrapper", wrap(payload)],
    ["wrapper without trailing ;", `/*O_o*/\ngoogle.visualization.Query.setResponse(${payload})`],
    ["wrapper without comment", `google.visualization.Query.setResponse(${payload});`],
    ["wrapper with trailing white space", `${wrap(payload)}\n\n  `],
    ["wrapper with white space before ;", `google.visualization.Query.setResponse(${payload}) ;\n`],
    ["leading BOM", `\uFEFF${wrap(payload)}`],
    ["leading white space", `\n  \t${payload}`],
    ["XSSI prefix before the wrapper", `)]}'\n${wrap(payload)}`],
    ["XSSI prefix and bare JSON", `)]}'\n${payload}`],
    [
      "old '// Data table response' comment",
      `// Data table response\ngoogle.visualization.Query.setResponse(${payload});`,
    ],
  ])("accepts %s", (_label, text) => {
    expect(parseGviz(text)).toEqual(expected);
  });

  it.each([
    ["empty text", ""],
    ["white space", "  \n "],
    [
      "an HTML login page",
      "<!DOCTYPE html><html><head><title>Sign in - Google Accounts</title></head><body>Sign in</body></html>",
    ],
    ["truncated JSON", wrap(payload).slice(0, 80)],
    ["setResponse( without closing", `/*O_o*/\ngoogle.visualization.Query.setResponse(${payload}`],
    ["setResponse( with nothing inside", "google.visualization.Query.setResponse();"],
    ["setResponse( alone", "google.visualization.Query.setResponse("],
    ["a JSON array", "[1,2,3]"],
    ["a JSON array in the wrapper", wrap("[]")],
    ["a JSON string", '"ok"'],
    ["a JSON number", "42"],
    ["JSON null", "null"],
    ["a missing table", wrap(JSON.stringify({ version: "0.6", status: "ok" }))],
    ["a null table", JSON.stringify({ status: "ok", table: null })],
    ["cols not an array", JSON.stringify({ status: "ok", table: { cols: {}, rows: [] } })],
    ["rows not an array", JSON.stringify({ status: "ok", table: { cols: [], rows: "x" } })],
    ["missing rows", JSON.stringify({ status: "ok", table: { cols: [] } })],
    ["a column that is not an object", tableJson(["A"], [])],
    ["a null column", tableJson([null], [])],
    ["a row that is not an object", tableJson([{ id: "A" }], ["x"])],
    ["a null row", tableJson([{ id: "A" }], [null])],
    ["a row without c", tableJson([{ id: "A" }], [{}])],
    ["a row whose c is not an array", tableJson([{ id: "A" }], [{ c: { v: 1 } }])],
    ["a cell that is a bare string", tableJson([{ id: "A" }], [{ c: ["x"] }])],
    ["a cell that is a bare number", tableJson([{ id: "A" }], [{ c: [1] }])],
    ["a cell that is an array", tableJson([{ id: "A" }], [{ c: [[1]] }])],
    ["an object as v", tableJson([{ id: "A" }], [{ c: [{ v: { x: 1 } }] }])],
    ["a nested array as v", tableJson([{ id: "A" }], [{ c: [{ v: [[1]] }] }])],
    ["a bad cell beyond the columns", tableJson([{ id: "A" }], [{ c: [{ v: "a" }, "junk"] }])],
    ["a JSONP call of another function", `foo(${payload});`],
    ["garbage after the JSON", `${payload} trailing`],
    ["a single-quoted pseudo-JSON", "{'status':'ok'}"],
  ])("rejects %s with exactly 'Invalid GViz response format.'", (_label, text) => {
    expectFormatError(text);
  });

  it("rejects a non-string argument with the format error", () => {
    expectFormatError(undefined as unknown as string);
    expectFormatError(42 as unknown as string);
  });
});

import { describe, expect, it } from "vitest";
import { GvizFormatError, parseGviz, plainNumber, SheetError } from "./gviz";

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

function wrap(payload: string): string {
  return `/*O_o*/\ngoogle.visualization.Query.setResponse(${payload});`;
}

function tableJson(cols: unknown, rows: unknown): string {
  return JSON.stringify({ version: "0.6", status: "ok", table: { cols, rows } });
}

describe("parseGviz error responses", () => {
  function errorResponse(errors: unknown): string {
    return wrap(JSON.stringify({ version: "0.6", reqId: "0", status: "error", errors }));
  }

  it("prefers detailed_message, then message, then reason", () => {
    const detailed = thrown(() =>
      parseGviz(
        errorResponse([{ reason: "access_denied", message: "Access denied", detailed_message: "Sheet is private" }]),
      ),
    ) as SheetError;
    expect(detailed).toBeInstanceOf(SheetError);
    expect(detailed.message).toBe("Sheet is private");
    expect(detailed.reason).toBe("access_denied");

    const message = thrown(() =>
      parseGviz(errorResponse([{ reason: "access_denied", message: "Access denied" }])),
    ) as SheetError;
    expect(message.message).toBe("Access denied");

    const reason = thrown(() => parseGviz(errorResponse([{ reason: "timeout" }]))) as SheetError;
    expect(reason.message).toBe("timeout");
    expect(reason.reason).toBe("timeout");
  });

  it("skips empty or non-string messages", () => {
    const error = thrown(() =>
      parseGviz(errorResponse([{ reason: "internal_error", message: 5, detailed_message: "  " }])),
    ) as SheetError;
    expect(error.message).toBe("internal_error");
  });

  it.each([
    ["no errors key", undefined],
    ["an empty errors list", []],
    ["errors not a list", "oops"],
    ["an error entry that is not an object", ["oops"]],
    ["an error entry with nothing usable", [{ reason: 1 }]],
  ])("falls back to a generic message with %s", (_label, errors) => {
    const error = thrown(() => parseGviz(errorResponse(errors))) as SheetError;
    expect(error).toBeInstanceOf(SheetError);
    expect(error.message).toBe("The spreadsheet returned an error.");
    expect(error.reason).toBeUndefined();
  });

  it("is an error even when a table is present (never an empty catalogue)", () => {
    const text = JSON.stringify({ status: "error", errors: [{ message: "boom" }], table: { cols: [], rows: [] } });
    expect(() => parseGviz(text)).toThrow(SheetError);
  });

  it("treats status warning with a table as data", () => {
    const text = JSON.stringify({
      status: "warning",
      warnings: [{ reason: "data_truncated" }],
      table: { cols: [{ id: "A", label: "x" }], rows: [{ c: [{ v: "1" }] }] },
    });
    expect(parseGviz(text)).toEqual({ columns: ["x"], rows: [{ x: "1" }] });
  });

  it("names its errors for logs", () => {
    expect(new SheetError("x").name).toBe("SheetError");
    expect(new GvizFormatError().name).toBe("GvizFormatError");
    expect(new GvizFormatError()).toBeInstanceOf(Error);
  });
});

describe("parseGviz columns", () => {
  it("uses the trimmed label, else the id, else Column N", () => {
    const table = parseGviz(
      tableJson(
        [{ id: "A", label: "  Name  " }, { id: "B", label: "   " }, { id: "", label: "" }, {}, { id: 7, label: 8 }],
        [],
      ),
    );
    expect(table.columns).toEqual(["Name", "B", "Column 3", "Column 4", "Column 5"]);
  });

  it("makes duplicate names unique", () => {
    const table = parseGviz(
      tableJson(
        [{ label: "Name" }, { label: "Name" }, { label: "Name (2)" }, { label: "Name" }, { id: "X" }, { label: "X" }],
        [{ c: [{ v: "a" }, { v: "b" }, { v: "c" }, { v: "d" }, { v: "e" }, { v: "f" }] }],
      ),
    );
    expect(table.columns).toEqual(["Name", "Name (2)", "Name (2) (2)", "Name (3)", "X", "X (2)"]);
    expect(table.rows[0]).toEqual({
      Name: "a",
      "Name (2)": "b",
      "Name (2) (2)": "c",
      "Name (3)": "d",
      X: "e",
      "X (2)": "f",
    });
  });

  it("keeps a column called __proto__ as an own key", () => {
    const table = parseGviz(tableJson([{ label: "__proto__" }, { label: "x" }], [{ c: [{ v: "p" }, { v: "q" }] }]));
    const row = table.rows[0] ?? {};
    expect(Object.keys(row)).toEqual(["__proto__", "x"]);
    expect(Object.getOwnPropertyDescriptor(row, "__proto__")?.value).toBe("p");
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});

describe("parseGviz cells", () => {
  function one(cell: unknown): string | undefined {
    return parseGviz(tableJson([{ id: "A" }], [{ c: [cell] }])).rows[0]?.A;
  }

  it("prefers f when it is a string, else v", () => {
    expect(one({ v: 1234.5, f: "₹1,234.50" })).toBe("₹1,234.50");
    expect(one({ v: 3, f: 3 })).toBe("3");
    expect(one({ v: "x", f: null })).toBe("x");
    expect(one({ v: 5, f: "" })).toBe("");
  });

  it("writes numbers as plain decimals", () => {
    expect(one({ v: 1.0 })).toBe("1");
    expect(one({ v: 0.32 })).toBe("0.32");
    expect(one({ v: -12.5 })).toBe("-12.5");
    expect(one({ v: 0 })).toBe("0");
    expect(one({ v: 1e21 })).toBe("1000000000000000000000");
    expect(one({ v: 1.5e-7 })).toBe("0.00000015");
  });

  it("writes booleans as TRUE/FALSE and strings as they are", () => {
    expect(one({ v: true })).toBe("TRUE");
    expect(one({ v: false })).toBe("FALSE");
    expect(one({ v: "  spaced  " })).toBe("  spaced  ");
    expect(one({ v: "Date(2018,0,1)" })).toBe("Date(2018,0,1)");
  });

  it("joins timeofday arrays with ':'", () => {
    expect(one({ v: [17, 30, 0] })).toBe("17:30:0");
    expect(one({ v: [17, 0, 0, 0], f: "5:00:00 PM" })).toBe("5:00:00 PM");
  });

  it("reads null, {v:null}, {} and missing trailing cells as empty", () => {
    const table = parseGviz(
      tableJson(
        [{ id: "A" }, { id: "B" }, { id: "C" }, { id: "D" }],
        [{ c: [null, { v: null }, {}] }, { c: [] }, { c: [{ v: "x" }, null] }],
      ),
    );
    expect(table.rows).toEqual([
      { A: "", B: "", C: "", D: "" },
      { A: "", B: "", C: "", D: "" },
      { A: "x", B: "", C: "", D: "" },
    ]);
  });

  it("ignores well-formed cells beyond the declared columns and extra keys", () => {
    const table = parseGviz(tableJson([{ id: "A", p: { x: 1 } }], [{ c: [{ v: "a", p: {} }, { v: "extra" }], p: 1 }]));
    expect(table.rows).toEqual([{ A: "a" }]);
  });
});

describe("plainNumber", () => {
  it.each([
    [1, "1"],
    [0.1, "0.1"],
    [123456789, "123456789"],
    [1e21, "1000000000000000000000"],
    [1.234e25, "12340000000000000000000000"],
    [-2.5e-10, "-0.00000000025"],
    [1e-7, "0.0000001"],
  ])("%s → %s", (value, text) => {
    expect(plainNumber(value)).toBe(text);
    expect(Number(plainNumber(value))).toBe(value);
  });
});

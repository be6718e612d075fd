import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GvizFormatError, parseGviz, SheetError } from "./gviz";

/** parseGviz either returns a well-formed table or throws one of its two errors. */
function checkOutcome(text: string): void {
  let table;
  try {
    table = parseGviz(text);
  } catch (error) {
    expect(error instanceof GvizFormatError || error instanceof SheetError).toBe(true);
    if (error instanceof GvizFormatError) expect(error.message).toBe("Invalid GViz response format.");
    if (error instanceof SheetError) expect(error.message.length).toBeGreaterThan(0);
    return;
  }
  expect(new Set(table.columns).size).toBe(table.columns.length);
  for (const column of table.columns) expect(column.trim()).not.toBe("");
  for (const row of table.rows) {
    // Same keys; their order is JavaScript's (integer-like names such as "2024" come first),
    // which is why the table carries `columns`.
    expect(Object.keys(row).sort()).toEqual([...table.columns].sort());
    for (const value of Object.values(row)) expect(typeof value).toBe("string");
  }
}

const wrappers: ((json: string) => string)[] = [
  (json) => json,
  (json) => `/*O_o*/\ngoogle.visualization.Query.setResponse(${json});`,
  (json) => `google.visualization.Query.setResponse(${json})`,
  (json) => `)]}'\n${json}`,
  (json) => `\uFEFF  ${json}\n`,
];
const wrapper = fc.constantFrom(...wrappers);

const PREFIXES = [")]}'", "/*O_o*/", "google.visualization.Query.setResponse(", "//", "{", "[", '"'];

/** Cells as gviz sends them, plus a few shapes it never sends. */
const cell = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        v: fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
      },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 3,
    arbitrary: fc.record({ v: fc.anything(), f: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] }),
  },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.record({ v: fc.array(fc.integer({ min: 0, max: 59 }), { maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.anything() },
);

const column = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      { id: fc.string(), label: fc.string(), type: fc.constantFrom("string", "number", "boolean", "date") },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
);

const gvizLike = fc.record(
  {
    version: fc.constant("0.6"),
    status: fc.constantFrom("ok", "error", "warning", undefined, 5),
    errors: fc.oneof(
      fc.array(
        fc.record(
          { reason: fc.anything(), message: fc.anything(), detailed_message: fc.anything() },
          { requiredKeys: [] },
        ),
      ),
      fc.anything(),
    ),
    table: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          cols: fc.array(column, { maxLength: 6 }),
          rows: fc.array(fc.record({ c: fc.array(cell, { maxLength: 8 }) }), { maxLength: 6 }),
        }),
      },
      { weight: 1, arbitrary: fc.anything() },
    ),
  },
  { requiredKeys: [] },
);

describe("parseGviz properties", () => {
  it("arbitrary text: returns a table or throws GvizFormatError/SheetError only", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        checkOutcome(text);
      }),
    );
  });

  it("arbitrary text after a known prefix", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFIXES), fc.string(), (prefix, text) => {
        checkOutcome(prefix + text);
      }),
    );
  });

  it("arbitrary JSON values, bare or wrapped", () => {
    fc.assert(
      fc.property(fc.jsonValue(), wrapper, (value, wrap) => {
        checkOutcome(wrap(JSON.stringify(value)));
      }),
    );
  });

  it("arbitrary gviz-like structures, bare or wrapped", () => {
    fc.assert(
      fc.property(gvizLike, wrapper, (value, wrap) => {
        const json = JSON.stringify(value) as string | undefined;
        checkOutcome(wrap(json ?? "null"));
      }),
    );
  });

  it("truncating a valid response anywhere gives a table or the format error", () => {
    const valid = `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify({
      version: "0.6",
      status: "ok",
      table: {
        cols: [
          { id: "A", label: "Name" },
          { id: "B", label: "Rate" },
        ],
        rows: [{ c: [{ v: "Dolo" }, { v: 30, f: "₹30" }] }],
      },
    })});`;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: valid.length }), (end) => {
        checkOutcome(valid.slice(0, end));
      }),
    );
  });

  it("round-trips a table of strings, whatever the wrapper", () => {
    const names = fc.uniqueArray(
      fc.string({ minLength: 1 }).filter((name) => name.trim() !== "" && name === name.trim()),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(
        names.chain((columns) =>
          fc.tuple(
            fc.constant(columns),
            fc.array(fc.array(fc.string(), { minLength: columns.length, maxLength: columns.length }), { maxLength: 5 }),
          ),
        ),
        wrapper,
        ([columns, rows], wrap) => {
          const json = JSON.stringify({
            version: "0.6",
            status: "ok",
            table: {
              cols: columns.map((label, index) => ({ id: `C${index}`, label, type: "string" })),
              rows: rows.map((cells) => ({ c: cells.map((v) => ({ v })) })),
            },
          });
          const table = parseGviz(wrap(json));
          expect(table.columns).toEqual(columns);
          expect(table.rows.map((row) => columns.map((name) => row[name]))).toEqual(rows);
        },
      ),
    );
  });

  it("numbers come out as plain decimals that read back to the same value", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const table = parseGviz(
          JSON.stringify({ status: "ok", table: { cols: [{ id: "A" }], rows: [{ c: [{ v: value }] }] } }),
        );
        const text = table.rows[0]?.A ?? "";
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

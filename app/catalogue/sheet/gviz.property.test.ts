import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChunkOptions, GvizFormatError, parseGviz, SheetError } from "./gviz";

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

/** The outcome of a parse: the table, or the error's class and message. */
function outcome(text: string, options?: ChunkOptions): unknown {
  try {
    return parseGviz(text, options);
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  }
}

/** Parsing the rows a chunk at a time gives what one JSON.parse gives, table or error. */
function checkChunkedAgrees(text: string): void {
  const whole = outcome(text);
  for (const rowsPerChunk of [1, 2, 3]) expect(outcome(text, { aboveLength: 0, rowsPerChunk })).toEqual(whole);
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
  // A hundred parses of arbitrary text take 1–2 s alone and up to 6 s on a busy machine:
  // more than Vitest's default 5 s limit, which would fail the test for the machine's load.
  it("arbitrary text: returns a table or throws GvizFormatError/SheetError only", { timeout: 30_000 }, () => {
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

  it("chunked rows: the same table or error as one parse, for gviz-like answers and edits of them", () => {
    const edits: ((json: string) => string)[] = [
      (json) => json,
      // Separators and row starts inside strings, and broken or extra structure around the rows.
      (json) => json.replace('"v":"', '"v":"]},{\\"c\\":[ '),
      (json) => json.replace('"rows":[', '"rows":[{"c":[]},'),
      (json) => json.replace('"table":{', '"x":{"rows":[{"c":[]}]},"table":{'),
      (json) => json.replace(/}$/, ',"table":{"cols":[],"rows":[]}}'),
      (json) => json.replace(/}}$/, ',"rows":[]}}'),
      (json) => json.replace(/}}$/, ',"r\\u006fws":[{"c":[null]}]}}'),
      (json) => json.replace('"table":', '"t\\u0061ble":'),
      (json) => json.replace("]}]", "]},]"),
      (json) => json.replace(']},{"c":[', ']},{"c":[}'),
      (json) => json.replace(']},{"c":[', ']}],"rows":[{"c":['),
      (json) => json.slice(0, json.length - 3),
    ];
    fc.assert(
      fc.property(gvizLike, fc.constantFrom(...edits), wrapper, (value, edit, wrap) => {
        const json = JSON.stringify(value) as string | undefined;
        checkChunkedAgrees(wrap(edit(json ?? "null")));
      }),
      { numRuns: 300 },
    );
  });

  it("chunked rows: any truncation or character of an answer with rows gives what one parse gives", () => {
    const valid = JSON.stringify({
      version: "0.6",
      status: "ok",
      table: {
        cols: [
          { id: "A", label: "Name" },
          { id: "B", label: "Rate" },
        ],
        rows: [
          { c: [{ v: 'Dolo ]},{"c":[' }, { v: 30, f: "₹30" }] },
          { c: [null, { v: 2 }] },
          { c: [{ v: "x" }] },
          { c: [{ v: "y" }, { v: true }] },
        ],
      },
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: valid.length }),
        fc.integer({ min: 0, max: valid.length }),
        fc.constantFrom("", "]", "}", "[", "{", '"', "\\", ",", " "),
        (end, at, insert) => {
          checkChunkedAgrees(valid.slice(0, end));
          checkChunkedAgrees(valid.slice(0, at) + insert + valid.slice(at));
        },
      ),
      { numRuns: 300 },
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

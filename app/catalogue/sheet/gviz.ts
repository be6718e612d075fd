import { z } from "zod";
import { ROWS_PER_STEP, runNow, type Steps } from "~/catalogue/loading/slices";
import { isJsonWhiteSpace, splitRows } from "./gviz-chunks";

/**
 * Parser for Google Visualization ("gviz") query responses (docs/product.md §5, §7, §8).
 *
 * Pure and isomorphic: no Node APIs, safe in the browser and on the server.
 * Only two errors can escape {@link parseGviz}: {@link GvizFormatError} for anything that
 * is not a well-formed gviz table, and {@link SheetError} for a well-formed gviz answer with
 * `status: "error"` (docs/product.md 7.5).
 */

/** The exact text docs/product.md §5/§8 gives for a response that is not in the gviz wrapper format. */
export const GVIZ_FORMAT_ERROR_MESSAGE = "Invalid GViz response format.";

const SHEET_ERROR_FALLBACK = "The spreadsheet returned an error.";

export class GvizFormatError extends Error {
  constructor() {
    super(GVIZ_FORMAT_ERROR_MESSAGE);
    this.name = "GvizFormatError";
  }
}

/** A gviz answer with `status: "error"`, carrying the sheet's own message. */
export class SheetError extends Error {
  /** Google's machine-readable reason (`invalid_query`, `access_denied`, …), when given. */
  readonly reason: string | undefined;

  constructor(message: string, reason?: string) {
    super(message);
    this.name = "SheetError";
    this.reason = reason;
  }
}

export type GvizTable = {
  /** Unique column names, in sheet order. */
  columns: string[];
  /**
   * One object per data row, keyed by column name; every column is present (`""` when blank).
   * Iterate `columns` for sheet order: JavaScript lists integer-like keys ("2024") first.
   */
  rows: Record<string, string>[];
};

const XSSI_PREFIX = ")]}'";
const COMMENT_PREFIX = "/*O_o*/";
const LINE_COMMENT_PREFIX = "//";
const CALLBACK_PREFIX = "google.visualization.Query.setResponse(";

/** Structure check of the envelope only: rows are checked by hand below, per cell zod is too slow. */
const arrayOf = z.custom<unknown[]>((value) => Array.isArray(value));
const envelopeSchema = z.object({
  status: z.unknown().optional(),
  errors: z.unknown().optional(),
  table: z.unknown().optional(),
});
const tableSchema = z.object({ cols: arrayOf, rows: arrayOf });
const columnSchema = z.object({ id: z.unknown().optional(), label: z.unknown().optional() });
const sheetErrorSchema = z.object({
  reason: z.unknown().optional(),
  message: z.unknown().optional(),
  detailed_message: z.unknown().optional(),
});

/**
 * Parses a gviz response body into a table of strings.
 *
 * Accepts the JSONP wrapper (`/*O_o*\/` + `google.visualization.Query.setResponse(` … `);`),
 * the `)]}'` XSSI prefix, a leading BOM/whitespace, and bare JSON.
 *
 * Columns are named by their label (trimmed) when non-empty, else their id, else `Column N`;
 * duplicate names become `Name (2)`, `Name (3)`… Cells read the formatted value `f` when it is a
 * string, else the raw value `v`: numbers as plain decimals (`1.0` → `"1"`), booleans as
 * `"TRUE"`/`"FALSE"`, strings as is (unformatted dates stay `Date(2018,0,1)`), timeofday arrays
 * joined with `:`; `null` cells, `{v: null}` and missing trailing cells are `""`. Any other cell
 * shape (a non-object cell, an object or nested array as `v`) is not gviz and raises
 * {@link GvizFormatError}.
 */
export function parseGviz(text: string, options: ChunkOptions = {}): GvizTable {
  return runNow(parseGvizSteps(text, options));
}

/**
 * {@link parseGviz} as steps that may pause between chunks of rows (app/catalogue/loading/slices.ts), for
 * a caller that must not hold the event loop: pass {@link ALWAYS_IN_CHUNKS} so that no single
 * JSON.parse reads the whole sheet (the 11.8k-row sheet: 40–80 ms in one call). Same table, same errors.
 */
export function* parseGvizSteps(text: string, options: ChunkOptions = {}): Steps<GvizTable> {
  try {
    return yield* parseUnsafe(text, options);
  } catch (error) {
    if (error instanceof SheetError || error instanceof GvizFormatError) throw error;
    throw new GvizFormatError();
  }
}

/**
 * When the payload is longer than `aboveLength` characters, its rows are parsed `rowsPerChunk`
 * at a time (see {@link parseInChunks}). The defaults suit real sheets; tests lower them.
 */
export type ChunkOptions = { aboveLength?: number; rowsPerChunk?: number };
/** About 25k rows of a medicine sheet: below it one JSON.parse is as fast, above it chunks win. */
const CHUNKED_ABOVE_LENGTH = 16_000_000;
const ROWS_PER_CHUNK = 1000;
/** Chunks whatever the payload's length: each JSON.parse reads at most ROWS_PER_CHUNK rows. */
export const ALWAYS_IN_CHUNKS: ChunkOptions = { aboveLength: 0 };

function* parseUnsafe(text: string, options: ChunkOptions): Steps<GvizTable> {
  if (typeof text !== "string") throw new GvizFormatError();
  const json = unwrap(text);
  if (json.length > (options.aboveLength ?? CHUNKED_ABOVE_LENGTH)) {
    const table = yield* parseInChunks(json, options.rowsPerChunk ?? ROWS_PER_CHUNK);
    if (table !== undefined) return table;
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new GvizFormatError();
  }
  const table = tableOf(data);
  const columns = columnNames(table.cols);
  // Each parsed row is let go once read, so that the collector can reclaim the JSON tree while
  // the table grows.
  const jsonRows = table.rows;
  const hasProtoColumn = columns.includes("__proto__");
  const rows: Record<string, string>[] = new Array<Record<string, string>>(jsonRows.length);
  for (let index = 0; index < jsonRows.length; index += 1) {
    rows[index] = readRow(jsonRows[index], columns, hasProtoColumn);
    jsonRows[index] = null;
    if (index % ROWS_PER_STEP === 0) yield;
  }
  return { columns, rows };
}

/** The table of a parsed gviz answer; a sheet error or anything else than a table throws. */
function tableOf(data: unknown): { cols: unknown[]; rows: unknown[] } {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) throw new GvizFormatError();
  if (envelope.data.status === "error") throw sheetErrorFrom(envelope.data.errors);
  const table = tableSchema.safeParse(envelope.data.table);
  if (!table.success) throw new GvizFormatError();
  return table.data;
}

/**
 * Parses a large payload with its rows a chunk at a time (app/catalogue/sheet/gviz-chunks.ts).
 * Returns undefined whenever the payload cannot be cut safely, is an error answer, or a piece
 * does not parse: the caller then parses the whole, which gives the exact answer or error.
 */
function* parseInChunks(json: string, rowsPerChunk: number): Steps<GvizTable | undefined> {
  const payload = splitRows(json, rowsPerChunk);
  if (payload === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(payload.envelope);
  } catch {
    return undefined;
  }
  const envelope = envelopeSchema.safeParse(data);
  // An error answer is left to the whole parse, which reports invalid JSON in its rows first.
  if (!envelope.success || envelope.data.status === "error") return undefined;
  const parsedTable = tableSchema.safeParse(envelope.data.table);
  if (!parsedTable.success || parsedTable.data.rows.length !== 0) return undefined;
  const columns = columnNames(parsedTable.data.cols);
  const hasProtoColumn = columns.includes("__proto__");

  const rows: Record<string, string>[] = [];
  for (const text of payload.chunks()) {
    let chunk: unknown[];
    try {
      chunk = JSON.parse(text) as unknown[];
    } catch {
      return undefined;
    }
    yield;
    for (const row of chunk) rows.push(readRow(row, columns, hasProtoColumn));
    yield;
  }
  return { columns, rows };
}

/** Strips the wrapper around the JSON payload; a broken wrapper is a format error. */
function unwrap(text: string): string {
  let rest = text.trim(); // also drops a leading BOM (U+FEFF counts as white space)
  for (;;) {
    if (rest.startsWith(XSSI_PREFIX)) {
      rest = rest.slice(XSSI_PREFIX.length).trimStart();
    } else if (rest.startsWith(COMMENT_PREFIX)) {
      rest = rest.slice(COMMENT_PREFIX.length).trimStart();
    } else if (rest.startsWith(LINE_COMMENT_PREFIX)) {
      // Older endpoints start with "// Data table response".
      const end = rest.indexOf("\n");
      if (end < 0) throw new GvizFormatError();
      rest = rest.slice(end + 1).trimStart();
    } else {
      break;
    }
  }
  if (!rest.startsWith(CALLBACK_PREFIX)) return rest;

  let end = rest.length;
  if (rest.endsWith(";")) end -= 1;
  while (end > 0 && isJsonWhiteSpace(rest.charCodeAt(end - 1))) end -= 1;
  if (end <= CALLBACK_PREFIX.length || rest.charCodeAt(end - 1) !== 0x29 /* ) */) {
    throw new GvizFormatError();
  }
  return rest.slice(CALLBACK_PREFIX.length, end - 1);
}

function sheetErrorFrom(errors: unknown): SheetError {
  const first = Array.isArray(errors) ? sheetErrorSchema.safeParse(errors[0]) : undefined;
  if (!first?.success) return new SheetError(SHEET_ERROR_FALLBACK);
  const { detailed_message: detailed, message, reason } = first.data;
  const reasonText = nonEmptyString(reason);
  const text = nonEmptyString(detailed) ?? nonEmptyString(message) ?? reasonText ?? SHEET_ERROR_FALLBACK;
  return new SheetError(text, reasonText);
}

function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function columnNames(cols: unknown[]): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  cols.forEach((col, index) => {
    const parsed = columnSchema.safeParse(col);
    if (!parsed.success) throw new GvizFormatError();
    const base = nonEmptyString(parsed.data.label) ?? nonEmptyString(parsed.data.id) ?? `Column ${index + 1}`;
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
    taken.add(name);
    names.push(name);
  });
  return names;
}

function readRow(row: unknown, columns: string[], hasProtoColumn: boolean): Record<string, string> {
  if (typeof row !== "object" || row === null) throw new GvizFormatError();
  const cells: unknown = (row as { c?: unknown }).c;
  if (!Array.isArray(cells)) throw new GvizFormatError();
  const record: Record<string, string> = {};
  for (let index = 0; index < columns.length; index += 1) {
    const name = columns[index] as string;
    const value = index < cells.length ? cellText(cells[index]) : "";
    if (hasProtoColumn && name === "__proto__") {
      Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
    } else {
      record[name] = value;
    }
  }
  // Cells beyond the declared columns carry no name; they are checked but not kept.
  for (let index = columns.length; index < cells.length; index += 1) cellText(cells[index]);
  return record;
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell !== "object" || Array.isArray(cell)) throw new GvizFormatError();
  const { v, f } = cell as { v?: unknown; f?: unknown };
  if (typeof f === "string") return f;
  if (Array.isArray(v)) return v.map(scalarText).join(":");
  return scalarText(v);
}

function scalarText(value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
      return plainNumber(value);
    case "boolean":
      return value ? "TRUE" : "FALSE";
    case "undefined":
      return "";
    default:
      if (value === null) return "";
      throw new GvizFormatError();
  }
}

/** A number as a plain decimal string, never in exponent form (`1e21` → `"1000000000000000000000"`). */
export function plainNumber(value: number): string {
  const text = String(value);
  const e = text.indexOf("e");
  if (e < 0) return text;
  const negative = text.startsWith("-");
  const mantissa = text.slice(negative ? 1 : 0, e);
  const exponent = Number(text.slice(e + 1));
  const dot = mantissa.indexOf(".");
  const digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  const point = (dot < 0 ? mantissa.length : dot) + exponent;
  let result: string;
  if (point <= 0) result = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) result = digits + "0".repeat(point - digits.length);
  else result = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${result}` : result;
}

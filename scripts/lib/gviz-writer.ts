/**
 * Writes gviz responses the way Google does (see data/SOURCES.md, "Format"): HTML-safe string
 * escapes, numbers as Java prints doubles, formatted values for number cells, `null` for blanks.
 */
import { fnv1a } from "./random";

export type Cell = null | { kind: "string"; v: string } | { kind: "number"; v: number; f: string };

/** en-IN digit grouping: 1,23,456. */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const last3 = integerDigits.slice(-3);
  const rest = integerDigits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

export const rupees = (value: number): string => {
  const [whole, paise] = value.toFixed(2).split(".");
  return `₹${groupIndian(whole!)}.${paise}`;
};

export const str = (value: string): Cell => (value === "" ? null : { kind: "string", v: value });
export const num = (value: number, f = String(value)): Cell => ({ kind: "number", v: value, f });
export const money = (value: number): Cell => ({ kind: "number", v: value, f: rupees(value) });

// ---------------------------------------------------------------------------------------
// gviz serialisation, as Google writes it
// ---------------------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const ESCAPED = /[\\"<>&='\u0000-\u001f\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeChar(ch: string): string {
  return SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** JSON string with Google's HTML-safe escapes (\u0022 for quotes, \u003c, \u003e, \u0026, \u003d, \u0027). */
export function gString(value: string): string {
  // One regular expression pass: the benchmarks write 100k-row sheets with this.
  return `"${value.replace(ESCAPED, escapeChar)}"`;
}

/** Numbers as Java prints doubles: 5.0, 223.42. */
export const gNumber = (value: number): string => (Number.isInteger(value) ? `${value}.0` : String(value));

export function gCell(cell: Cell): string {
  if (cell === null) return "null";
  if (cell.kind === "string") return `{"v":${gString(cell.v)}}`;
  return `{"v":${gNumber(cell.v)},"f":${gString(cell.f)}}`;
}

/** A column of the sheet: number columns carry Google's number format pattern. */
export type Column = { readonly label: string; readonly type: "string" | "number"; readonly pattern?: string };

/** The whole gviz response, byte for byte as Google's `/gviz/tq?tqx=out:json` serves a sheet. */
export function gvizResponse(columns: readonly Column[], rows: readonly Cell[][]): string {
  const cols = columns
    .map((column, index) => {
      const id = String.fromCharCode(65 + index);
      const pattern = column.pattern !== undefined ? `,"pattern":${gString(column.pattern)}` : "";
      return `{"id":"${id}","label":${gString(column.label)},"type":"${column.type}"${pattern}}`;
    })
    .join(",");
  const body = rows.map((cells) => `{"c":[${cells.map(gCell).join(",")}]}`).join(",");
  const table = `{"cols":[${cols}],"rows":[${body}],"parsedNumHeaders":1}`;
  const sig = String(fnv1a(table) % 2147483647);
  return `/*O_o*/\ngoogle.visualization.Query.setResponse({"version":"0.6","reqId":"0","status":"ok","sig":"${sig}","table":${table}});`;
}

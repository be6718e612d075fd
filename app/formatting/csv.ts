import type { Options } from "csv-stringify";
import { stringify as stringifyNow } from "csv-stringify/sync";

/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends), safe to open, written by csv-stringify:
 * the enquiries export, the search-misses report and the price list (docs/product.md 13.3) all
 * write with these options, so there is one CSV writer.
 *
 * Safe to open: text that starts like a formula (= + - @, tab, carriage return, and their
 * full-width forms) gets a leading ' so that a spreadsheet shows it instead of evaluating it, as
 * the OWASP "CSV Injection" guidance says; numbers, negative ones included, are written as they are.
 * A text of several lines has each of its lines defused, and is always quoted: csv-stringify quotes
 * a field holding its record delimiter (CRLF), but not a bare line feed or carriage return, which a
 * spreadsheet then reads as the end of the row (one 15-line message became 46 rows, and a line
 * "=1+1" of it a formula of its own).
 */
export type CsvValue = string | number | null | undefined;

const CSV_OPTIONS = {
  record_delimiter: "windows",
  escape_formulas: true,
  quoted_match: /[\r\n]/,
} as const satisfies Options;

/** A line that starts like a formula, after a line break inside a field: the same characters csv-stringify's guard knows. */
const LINE_BREAK = /[\r\n]/;
const FORMULA_AFTER_BREAK = /(\r\n|\r|\n)(?=[=+\-@\t\uff1d\uff0b\uff0d\uff20])/g;

/** Each line of a multi-line text defused as the first is (the first is csv-stringify's). */
function guarded(value: CsvValue): CsvValue {
  // Most cells have no line break: looked for first, the replacement is skipped for them.
  return typeof value === "string" && LINE_BREAK.test(value) ? value.replace(FORMULA_AFTER_BREAK, "$1'") : value;
}

const guardedRow = (row: readonly CsvValue[]) => row.map(guarded);

/** One CSV field as {@link toCsv} writes it: quoted when needed, a formula defused; empty for null. */
export function csvField(value: CsvValue): string {
  return stringifyNow([[guarded(value)]], CSV_OPTIONS).slice(0, -"\r\n".length);
}

/** CSV lines for some rows, each ending in CRLF: a whole file, or one piece of a file written piece by piece. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return stringifyNow(rows.map(guardedRow), CSV_OPTIONS);
}

/** CSV with a header row and CRLF line ends, as spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvLines([header, ...rows]);
}

/**
 * What a CSV file that Excel must read as UTF-8 starts with (a byte order mark): without it,
 * Excel reads non-ASCII text (₹, accents) in the computer's legacy code page.
 */
export const UTF8_BOM = "\uFEFF";

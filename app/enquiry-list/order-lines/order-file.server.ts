import { Readable } from "node:stream";
import type { CellValue, Row } from "exceljs";
import { ORDER_FILE_MAX_BYTES } from "./order-file-types";
import { ORDER_MAX_LINES, readOrderLine, type OrderLine } from "./read-order-line";
import { unpacksWithin } from "./zip-size.server";

/**
 * The most an .xlsx may unpack to. A workbook of 500 order lines is well under 1 MB unpacked
 * (its sheet, strings and styles); pharmacy programs' exports with many columns stay within a few.
 */
export const ORDER_FILE_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

export type OrderFileRefusal = "type" | "size" | "unpacked" | "lines" | "columns";
export type OrderFileResult = { ok: true; lines: OrderLine[] } | { ok: false; reason: OrderFileRefusal };

/** Header words of the name column and of the quantity column, as pharmacy software exports them. */
const QUANTITY_HEADER = /\b(?:qty|quantity|quan|nos|pcs|units?|order|strips?|boxes?)\b/i;
const NAME_HEADER = /\b(?:name|product|item|medicine|description|particulars?|drug|brand)\b/i;

/** A cell's text, whatever exceljs holds it as (rich text, a formula's result, a hyperlink, a date). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("result" in value) return cellText(value.result as CellValue);
  return "";
}

const XLSX_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const isXlsx = (name: string, bytes: Uint8Array) =>
  /\.xlsx$/i.test(name) && XLSX_SIGNATURE.every((byte, at) => bytes[at] === byte);
/** A CSV is text: no NUL byte in its first kilobytes (a spreadsheet renamed .csv, an image, has them). */
const isCsv = (name: string, bytes: Uint8Array) => /\.csv$/i.test(name) && !bytes.subarray(0, 8192).includes(0);

/** The rows' cells as text, at most `limit` rows after the header (one more says "too many"). */
type Rows = string[][];

async function xlsxRows(bytes: Uint8Array, limit: number): Promise<Rows> {
  const { default: ExcelJS } = await import("exceljs");
  const rows: Rows = [];
  // The streaming reader: a sheet is read row by row and left at the limit, so a file that
  // unpacks to millions of rows costs no more than the first few hundred.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<Row>) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(values.map((value) => cellText(value as CellValue).trim()));
      if (rows.length > limit) return rows;
    }
    return rows; // the first sheet only
  }
  return rows;
}

async function csvRows(bytes: Uint8Array, limit: number): Promise<Rows> {
  const { default: ExcelJS } = await import("exceljs");
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([text]), {
    parserOptions: {
      delimiter: text.split("\n", 1)[0]!.includes(";") && !text.split("\n", 1)[0]!.includes(",") ? ";" : ",",
    },
  });
  const rows: Rows = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > limit) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => cellText(value as CellValue).trim()));
  });
  return rows;
}

/**
 * An uploaded order file (docs/product.md 12.11): a CSV or an Excel .xlsx with a header row, the
 * name and quantity columns found by their headers, at most {@link ORDER_MAX_LINES} lines and 1 MB
 * (an .xlsx at most {@link ORDER_FILE_MAX_UNPACKED_BYTES} unpacked).
 * Each row is read like a written line; a quantity column's whole number is its quantity.
 */
export async function readOrderFile(file: File): Promise<OrderFileResult> {
  if (file.size > ORDER_FILE_MAX_BYTES) return { ok: false, reason: "size" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let rows: Rows;
  try {
    if (isXlsx(file.name, bytes)) {
      if (!unpacksWithin(bytes, ORDER_FILE_MAX_UNPACKED_BYTES)) return { ok: false, reason: "unpacked" };
      rows = await xlsxRows(bytes, ORDER_MAX_LINES + 1);
    } else if (isCsv(file.name, bytes)) rows = await csvRows(bytes, ORDER_MAX_LINES + 1);
    else return { ok: false, reason: "type" };
  } catch {
    return { ok: false, reason: "type" };
  }
  const filled = rows.filter((row) => row.some((cell) => cell !== ""));
  const header = filled[0] ?? [];
  const quantityColumn = header.findIndex((cell) => QUANTITY_HEADER.test(cell));
  const nameColumn = header.findIndex((cell, at) => at !== quantityColumn && NAME_HEADER.test(cell));
  if (nameColumn < 0) return { ok: false, reason: "columns" };
  const lines: OrderLine[] = [];
  for (const row of filled.slice(1)) {
    const read = readOrderLine(row[nameColumn] ?? "");
    if (read === null) continue;
    if (lines.length === ORDER_MAX_LINES) return { ok: false, reason: "lines" };
    const quantity = (row[quantityColumn] ?? "").replace(/\.0+$/, "");
    // A quantity column says how many: every number of the name is the name's.
    lines.push(
      quantityColumn >= 0 && /^\d{1,6}$/.test(quantity)
        ? { written: read.written, reading: { nameText: read.reading.nameText, quantity: Number(quantity) } }
        : read,
    );
  }
  return { ok: true, lines };
}

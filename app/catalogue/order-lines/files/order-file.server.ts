import { readCsvRows } from "./csv-rows.server";
import { ORDER_FILE_MAX_BYTES } from "./order-file-types";
import { isOrderLineTooLong, lineStart, orderInputText, ORDER_MAX_LINES } from "../order-input";
import { readOrderLine, type OrderLine } from "../read-order-line";
import { readXlsxRows, type Cells } from "./xlsx-rows.server";

/**
 * The most an .xlsx may unpack to. A workbook of 500 order lines is well under 1 MB unpacked
 * (its sheet, strings and styles); pharmacy programs' exports with many columns stay within a few.
 */
export const ORDER_FILE_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** The header row is looked for in this many first rows that have something in them (a title row or two above it). */
export const ORDER_FILE_HEADER_ROWS = 10;

/** An uploaded order file as its reader takes it: its name (the type is told by it and its first bytes) and bytes. */
export type OrderFile = { name: string; bytes: Uint8Array };

/** Over 1 MB: refused as "size" before a byte is read (the request's side asks too, before it copies the bytes). */
export const isOrderFileTooLarge = (bytes: number) => bytes > ORDER_FILE_MAX_BYTES;

export type OrderFileRefusal = "type" | "size" | "unpacked" | "damaged" | "lines" | "columns" | "long";
export type OrderFileResult =
  | { ok: true; lines: OrderLine[] }
  /** `line`: for "long", the start of the first line over the bounds (order-input.ts). */
  | { ok: false; reason: OrderFileRefusal; line?: string };

/** Header words of the name column and of the quantity column, as pharmacy software exports them. */
const QUANTITY_HEADER = /\b(?:qty|quantity|quan|nos|pcs|units?|order|strips?|boxes?)\b/i;
const NAME_HEADER = /\b(?:name|product|item|medicine|description|particulars?|drug|brand)\b/i;
/** A header cell is short: a title such as "Medicine order of Sharma Medical Hall, Patna" is not one. */
const HEADER_CELL_MAX_CHARACTERS = 40;

const XLSX_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const isXlsx = (name: string, bytes: Uint8Array) =>
  /\.xlsx$/i.test(name) && XLSX_SIGNATURE.every((byte, at) => bytes[at] === byte);
/** A CSV is text: no NUL byte in its first kilobytes (a spreadsheet renamed .csv, an image, has them). */
const isCsv = (name: string, bytes: Uint8Array) => /\.csv$/i.test(name) && !bytes.includes(0);

/**
 * Filled rows read at most, the header search's included: rows without a name (a total, a blank
 * name with a quantity) are skipped, but not without end.
 */
const MAX_FILLED_ROWS = ORDER_FILE_HEADER_ROWS + 4 * ORDER_MAX_LINES;

type Columns = { name: number; quantity: number };

/** The name and quantity columns a row names, when it is a header row. */
function headerColumns(cells: Cells): Columns | null {
  const isHeaderCell = (cell: string, words: RegExp) => cell.length <= HEADER_CELL_MAX_CHARACTERS && words.test(cell);
  const quantity = cells.findIndex((cell) => isHeaderCell(cell, QUANTITY_HEADER));
  const name = cells.findIndex((cell, at) => at !== quantity && isHeaderCell(cell, NAME_HEADER));
  return name < 0 ? null : { name, quantity };
}

const filledCount = (cells: Cells) => cells.filter((cell) => cell !== "").length;

/**
 * The rows of an order file in turn, whatever the format: the header found among the first
 * {@link ORDER_FILE_HEADER_ROWS} filled rows, then each row read as an order line until the file
 * ends or a limit is passed. `take` answers false when reading can stop.
 */
class OrderRows {
  private readonly head: Cells[] = [];
  private columns: Columns | null = null;
  private filled = 0;
  readonly lines: OrderLine[] = [];
  refusal: { reason: OrderFileRefusal; line?: string } | null = null;

  readonly take = (cells: Cells): boolean => {
    if (!cells.some((cell) => cell !== "")) return true;
    if (++this.filled > MAX_FILLED_ROWS) return this.refuse("lines");
    if (this.columns !== null) return this.line(cells);
    this.head.push(cells);
    return this.head.length < ORDER_FILE_HEADER_ROWS || this.findHeader();
  };

  /**
   * The header: the first of the rows looked at that names a name column; a single-cell one (a
   * title such as "Medicine list") gives way to a later row that names both a name and a quantity
   * column. A title row without those words ("ABC Pharma — Purchase order 12/11/2026") is passed over.
   */
  private findHeader(): boolean {
    const found = this.head.map(headerColumns);
    let at = found.findIndex((columns) => columns !== null);
    if (at >= 0 && filledCount(this.head[at]!) === 1) {
      const fuller = found.findIndex(
        (columns, row) => row > at && columns !== null && columns.quantity >= 0 && filledCount(this.head[row]!) > 1,
      );
      if (fuller >= 0) at = fuller;
    }
    if (at < 0) return this.refuse("columns");
    this.columns = found[at]!;
    return this.head.slice(at + 1).every((cells) => this.line(cells));
  }

  private line(cells: Cells): boolean {
    const columns = this.columns!;
    const name = orderInputText(cells[columns.name] ?? "");
    if (isOrderLineTooLong(name)) return this.refuse("long", lineStart(name));
    const read = readOrderLine(name);
    if (read === null) return true;
    if (this.lines.length === ORDER_MAX_LINES) return this.refuse("lines");
    const quantity = (cells[columns.quantity] ?? "").replace(/\.0+$/, "");
    // A quantity column says how many: every number of the name is the name's.
    this.lines.push(
      columns.quantity >= 0 && /^\d{1,6}$/.test(quantity)
        ? { written: read.written, reading: { nameText: read.reading.nameText, quantity: Number(quantity) } }
        : read,
    );
    return true;
  }

  private refuse(reason: OrderFileRefusal, line?: string): false {
    this.refusal = line === undefined ? { reason } : { reason, line };
    return false;
  }

  result(): OrderFileResult {
    if (this.refusal === null && this.columns === null) this.findHeader();
    return this.refusal ? { ok: false, ...this.refusal } : { ok: true, lines: this.lines };
  }
}

/**
 * An uploaded order file (docs/product.md 12.11): a CSV or an Excel .xlsx (its first sheet) with a
 * header row among its first {@link ORDER_FILE_HEADER_ROWS} filled rows, the name and quantity
 * columns found by their headers, at most {@link ORDER_MAX_LINES} lines and 1 MB (an .xlsx at most
 * {@link ORDER_FILE_MAX_UNPACKED_BYTES} unpacked). Each row is read like a written line; a quantity
 * column's whole number is its quantity. Read from memory in both cases: nothing is written to disk
 * and no file is opened, and the reading stops at the first limit passed. Run in an order-check
 * worker with the order's matching (../checks/check-jobs.server.ts), never on the request's thread.
 */
export function readOrderFile({ name, bytes }: OrderFile): OrderFileResult {
  if (isOrderFileTooLarge(bytes.length)) return { ok: false, reason: "size" };
  const rows = new OrderRows();
  const start = bytes.subarray(0, 8192);
  if (isXlsx(name, start)) {
    const read = readXlsxRows(bytes, ORDER_FILE_MAX_UNPACKED_BYTES, rows.take);
    if (!read.ok) return { ok: false, reason: read.reason };
  } else if (isCsv(name, start)) {
    readCsvRows(bytes, rows.take);
  } else {
    return { ok: false, reason: "type" };
  }
  return rows.result();
}

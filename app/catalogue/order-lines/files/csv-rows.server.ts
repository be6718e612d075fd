import type { Cells, RowSink } from "./xlsx-rows.server";

/**
 * A CSV file read as a stream of rows (RFC 4180: quoted fields with doubled quotes, line breaks
 * inside quotes, CRLF, CR or LF row ends), handed to `take` one at a time until it answers false:
 * the file is decoded in slices of `sliceBytes` and never held whole as text or rows, so a file
 * of 262,000 short rows costs what its first rows cost when the order's limit stops the reading.
 *
 * Written here because the project has no CSV reader of its own (csv-stringify writes only), and
 * exceljs's CSV reader builds the whole sheet in memory before the first row can be looked at
 * (that 1 MB file: 29 s of CPU and 0.5 GB of memory).
 */
const SLICE_BYTES = 64 * 1024;

export function readCsvRows(file: Uint8Array, take: RowSink, sliceBytes = SLICE_BYTES): void {
  const decoder = new TextDecoder("utf-8"); // drops a leading byte order mark
  let parser: CsvParser | null = null;
  let pending = "";
  for (let offset = 0; offset < file.length; offset += sliceBytes) {
    const last = offset + sliceBytes >= file.length;
    const bytes = file.subarray(offset, offset + sliceBytes);
    const text = decoder.decode(bytes, { stream: !last });
    if (parser === null) {
      // The delimiter is chosen from the first lines: wait for ten of them, or the first 64 KB.
      pending += text;
      if (countLines(pending, 10) < 10 && !last && pending.length < 65_536) continue;
      parser = new CsvParser(delimiterOf(pending), take);
      if (!parser.write(pending)) return;
      pending = "";
      continue;
    }
    if (!parser.write(text)) return;
  }
  parser ??= new CsvParser(delimiterOf(pending), take);
  if (pending !== "" && !parser.write(pending)) return;
  parser.end();
}

/** At most this many fields of a row are kept (A to CV): an order's name and quantity are in the first few. */
const MAX_COLUMNS = 100;

function countLines(text: string, atMost: number): number {
  let lines = 0;
  for (let at = text.indexOf("\n"); at >= 0 && lines < atMost; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

/**
 * The delimiter of the first lines: the commonest of comma, semicolon (Excel's CSV where a comma
 * is the decimal mark) and tab; a comma when none is there. A title row above the header ("ABC
 * Pharma — Purchase order") has none and does not count against the others.
 */
function delimiterOf(text: string): string {
  const head = text.split(/\r\n|\r|\n/, 10).join("\n");
  const count = (delimiter: string) => head.split(delimiter).length - 1;
  const [best] = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return count(best!) > 0 ? best! : ",";
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The parser's state between slices: the row and field so far, inside quotes or not. */
class CsvParser {
  private cells: Cells = [];
  private field = "";
  private quoted = false;
  /** A quote just closed inside a quoted field: the next quote is an escaped one. */
  private quoteSeen = false;
  /** At the start of a field: only there does a quote open a quoted field. */
  private fieldStart = true;
  /** The last slice ended with CR: an LF first in the next one belongs to it. */
  private afterCr = false;
  private readonly delimiter: number;

  constructor(
    delimiter: string,
    private readonly take: RowSink,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** Parses a slice of text; false once `take` has said to stop. */
  write(text: string): boolean {
    let from = 0; // start of the plain text not yet added to the field
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (this.afterCr) {
        this.afterCr = false;
        if (code === LF) {
          from = at + 1;
          continue;
        }
      }
      if (this.quoted) {
        if (code !== QUOTE) continue;
        this.field += text.slice(from, at);
        from = at + 1;
        if (text.charCodeAt(at + 1) === QUOTE) {
          this.field += '"';
          at++;
          from = at + 1;
        } else if (at + 1 === text.length) {
          // A quote last in the slice: escaped or closing, the next slice says.
          this.quoteSeen = true;
          this.quoted = false;
        } else {
          this.quoted = false;
        }
        continue;
      }
      if (this.quoteSeen) {
        this.quoteSeen = false;
        if (code === QUOTE) {
          this.field += '"';
          this.quoted = true;
          from = at + 1;
          continue;
        }
      }
      if (code === QUOTE && this.fieldStart) {
        this.quoted = true;
        this.fieldStart = false;
        from = at + 1;
        continue;
      }
      this.fieldStart = false;
      if (code === this.delimiter) {
        this.endField(text.slice(from, at));
        from = at + 1;
      } else if (code === LF || code === CR) {
        this.endField(text.slice(from, at));
        from = at + 1;
        this.afterCr = code === CR;
        if (!this.endRow()) return false;
      }
    }
    this.field += text.slice(from);
    return true;
  }

  /** The last row, when the file does not end with a line break. */
  end(): void {
    if (this.field !== "" || this.cells.length > 0) {
      this.endField("");
      this.endRow();
    }
  }

  private endField(rest: string): void {
    if (this.cells.length < MAX_COLUMNS) this.cells.push((this.field + rest).trim());
    this.field = "";
    this.fieldStart = true;
  }

  private endRow(): boolean {
    const cells = this.cells;
    this.cells = [];
    return this.take(cells);
  }
}

import ExcelJS from "exceljs";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { readCsvRows } from "./csv-rows.server";
import { ORDER_FILE_MAX_UNPACKED_BYTES, readOrderFile, type OrderFile } from "./order-file.server";
import { excelWorkbook } from "./xlsx-files.test-support";

const csv = (text: string, name = "order.csv"): OrderFile => ({ name, bytes: new TextEncoder().encode(text) });
const xlsxFile = (bytes: Uint8Array, name = "order.xlsx"): OrderFile => ({ name, bytes });
const readings = (file: OrderFile) => {
  const read = readOrderFile(file);
  if (!read.ok) throw new Error(read.reason);
  return read.lines.map((line) => [line.written, line.reading.nameText, line.reading.quantity]);
};
const refusal = (file: OrderFile) => {
  const read = readOrderFile(file);
  return read.ok ? "read" : read.reason;
};

async function xlsx(rows: (string | number | null)[][]): Promise<OrderFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Order");
  for (const row of rows) sheet.addRow(row);
  return { name: "order.xlsx", bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) };
}

/** An export of a pharmacy program: a title row, a blank row, then the header. */
const EXPORT_ROWS: (string | number | null)[][] = [
  ["ABC Pharma — Purchase order 12/11/2026", null, null],
  [null, null, null],
  ["Sl", "Item Name", "Qty"],
  [1, "Dolo 650", 10],
  [2, "डोलो ६५०", 5],
  [3, "Okamet, strip", "3"],
];
const EXPORT_READINGS = [
  ["Dolo 650", "Dolo 650", 10],
  ["डोलो ६५०", "डोलो 650", 5],
  ["Okamet, strip", "Okamet, strip", 3],
];

describe("readOrderFile", () => {
  it("finds the name and quantity columns by their headers, wherever they are", async () => {
    const file = csv('Sl,Qty,Product Name,Mfr\n1,60,Ecosprin 150,USV\n2,10,"Okamet, strip",Cipla\n3,,Dolo 650 - 5,\n');
    expect(readings(file)).toEqual([
      ["Ecosprin 150", "Ecosprin 150", 60],
      ["Okamet, strip", "Okamet, strip", 10],
      // No quantity in its column: read from the name, as a written line.
      ["Dolo 650 - 5", "Dolo 650", 5],
    ]);
  });

  it("reads a CSV with a byte order mark and semicolons, and one without a quantity column", async () => {
    expect(readings(csv("\uFEFFItem;Quantity\nTelma 40;15\n"))).toEqual([["Telma 40", "Telma 40", 15]]);
    expect(readings(csv("Medicine\nOkamet x 10\n\n"))).toEqual([["Okamet x 10", "Okamet", 10]]);
    expect(readings(csv("Item\tQty\r\nPan 40\t2\r\n"))).toEqual([["Pan 40", "Pan 40", 2]]);
  });

  it("skips title rows above the header, in a CSV and in a workbook however it stores its text", async () => {
    const asCsv = EXPORT_ROWS.map((row) => row.map((cell) => (cell === null ? "" : `"${cell}"`)).join(",")).join(
      "\r\n",
    );
    expect(readings(csv(asCsv))).toEqual(EXPORT_READINGS);
    for (const strings of ["shared-after", "shared-before", "inline"] as const) {
      expect(readings(xlsxFile(excelWorkbook(EXPORT_ROWS, { strings })))).toEqual(EXPORT_READINGS);
    }
    // A one-cell title that names medicines gives way to the header below it that names both columns.
    expect(readings(csv("Medicine order of Sharma Medical\nMedicine list\nName,Qty\nPan 40,2\n"))).toEqual([
      ["Pan 40", "Pan 40", 2],
    ]);
    // Past the first ten filled rows, a header is not looked for.
    const late = `${"Note\n".repeat(10)}Name,Qty\nPan 40,2\n`;
    expect(refusal(csv(late))).toBe("columns");
  });

  it("reads the first sheet listed in the workbook, whatever its part is called, of 1,000 sheets", async () => {
    const file = excelWorkbook(EXPORT_ROWS, { sheets: 1000, firstSheetPart: "order.xml" });
    expect(readings(xlsxFile(file))).toEqual(EXPORT_READINGS);
  });

  it("reads the first sheet of an Excel workbook written by exceljs, numbers and text alike", async () => {
    const file = await xlsx([
      ["Description", "Order Qty"],
      ["Grilinctus BM syp", 5],
      [null, null],
      ["Xone 1gm", "25"],
    ]);
    expect(readings(file)).toEqual([
      ["Grilinctus BM syp", "Grilinctus BM syp", 5],
      ["Xone 1gm", "Xone 1gm", 25],
    ]);
  });

  it("removes bidirectional controls from the cells, and refuses an overlong line naming it", async () => {
    expect(readings(csv("Name,Qty\n\u202eDolo 650\u202c,2\n"))).toEqual([["Dolo 650", "Dolo 650", 2]]);
    const long = `Please send these ${"urgently ".repeat(40)}`;
    expect(readOrderFile(csv(`Name,Qty\nPan 40,2\n${long},1\n`))).toEqual({
      ok: false,
      reason: "long",
      line: "Please send these urgently urgently…",
    });
  });

  it("refuses what is not a CSV or .xlsx, a header without a name column, too many lines or bytes", async () => {
    expect(refusal(csv("%PDF-1.4", "order.pdf"))).toBe("type");
    expect(refusal(xlsxFile(new Uint8Array([0x50, 0x4b, 0, 0, 1]), "order.xls"))).toBe("type");
    expect(refusal(csv("Name\u0000Qty"))).toBe("type");
    expect(refusal(csv("not a zip", "order.xlsx"))).toBe("type");
    expect(refusal(csv("Code,Qty\nA1,2\n"))).toBe("columns");
    expect(refusal(csv(`Name,Qty\n${"Okamet,1\n".repeat(501)}`))).toBe("lines");
    expect(refusal(csv(`Name,Qty\n${"Okamet,1\n".repeat(500)}`))).toBe("read");
    expect(refusal(csv(`Name\n${"x".repeat(1024 * 1024)}`))).toBe("size");
  });

  it("calls a workbook cut short or corrupt damaged, not too large", async () => {
    const whole = excelWorkbook(EXPORT_ROWS);
    for (const length of [40, Math.floor(whole.length / 2), whole.length - 30]) {
      expect(refusal(xlsxFile(whole.subarray(0, length)))).toBe("damaged");
    }
    const corrupt = whole.slice();
    corrupt.fill(0x55, 200, 260);
    expect(refusal(xlsxFile(corrupt))).toBe("damaged");
  });

  it("refuses, before reading it, a small workbook that unpacks to more than it may", async () => {
    // One cell of 17 MB: a file of a few kilobytes, as a zip bomb is.
    const file = await xlsx([
      ["Name", "Qty"],
      ["A".repeat(ORDER_FILE_MAX_UNPACKED_BYTES + 1024 * 1024), 1],
    ]);
    expect(file.bytes.length).toBeLessThan(100_000);
    const read = readOrderFile(file);
    expect(read).toEqual({ ok: false, reason: "unpacked" });
  });

  it("leaves no open descriptor and no temporary file behind, after 200 uploads of each kind", async () => {
    // Before the fix, each workbook saved by Excel left one of each; one of 1,000 sheets, hundreds.
    const kinds: [OrderFile, number][] = [
      [xlsxFile(excelWorkbook(EXPORT_ROWS)), 200],
      [xlsxFile(excelWorkbook(EXPORT_ROWS, { strings: "inline" })), 200],
      [xlsxFile(excelWorkbook(EXPORT_ROWS, { strings: "shared-before" })), 200],
      [xlsxFile(excelWorkbook(EXPORT_ROWS).subarray(0, 300)), 200],
      [xlsxFile(excelWorkbook(EXPORT_ROWS, { sheets: 1000 })), 20],
    ];
    // A temporary folder of this test's own (the machine's is shared): what os.tmpdir() answers meanwhile.
    const folder = mkdtempSync(path.join(os.tmpdir(), "order-file-test-"));
    const savedTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = folder;
    try {
      expect(os.tmpdir()).toBe(folder);
      const descriptors = () => readdirSync("/proc/self/fd").length;
      const temporary = () => readdirSync(folder).length;
      const before = { descriptors: descriptors(), temporary: temporary() };
      for (const [file, uploads] of kinds) for (let upload = 0; upload < uploads; upload++) readOrderFile(file);
      expect({ descriptors: descriptors(), temporary: temporary() }).toEqual(before);
    } finally {
      if (savedTmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmpdir;
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("readCsvRows", () => {
  const rowsOf = (text: string, sliceBytes?: number) => {
    const rows: string[][] = [];
    readCsvRows(new TextEncoder().encode(text), (cells) => rows.push(cells) > 0, sliceBytes);
    return rows;
  };

  it("reads quoted fields, doubled quotes and line breaks inside quotes, however the file is sliced", async () => {
    const text = 'Name,Note\r\n"Dolo ""650""","two\nlines"\rPan 40,"a,b"\n"डोलो ६५०",x';
    const expected = [
      ["Name", "Note"],
      ['Dolo "650"', "two\nlines"],
      ["Pan 40", "a,b"],
      ["डोलो ६५०", "x"],
    ];
    expect(rowsOf(text)).toEqual(expected);
    for (const sliceBytes of [1, 2, 3, 5, 7]) expect(rowsOf(text, sliceBytes)).toEqual(expected);
  });

  it("stops reading where it is told: a 1 MB file of 262,000 rows is read no further than its first rows", async () => {
    const text = "Name,Qty\n" + "a,1\n".repeat(262_000);
    let bytesRead = 0;
    const decoded = TextDecoder.prototype.decode;
    const spy = vi.spyOn(TextDecoder.prototype, "decode").mockImplementation(function (
      this: TextDecoder,
      input,
      options,
    ) {
      bytesRead += input?.byteLength ?? 0;
      return decoded.call(this, input, options);
    });
    const bytes = new TextEncoder().encode(text);
    let rows = 0;
    try {
      readCsvRows(bytes, () => ++rows < 600);
    } finally {
      spy.mockRestore();
    }
    expect(rows).toBe(600);
    expect(bytesRead).toBeLessThanOrEqual(128 * 1024);
    expect(bytes.length).toBeGreaterThan(1_000_000);
  });
});

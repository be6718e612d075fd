import ExcelJS from "exceljs";

import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../scripts/lib/csv";
import { gvizResponse, money, num, str, type Cell } from "../../../scripts/lib/gviz-writer";
import { sheetColumns } from "../../../scripts/lib/sheet-columns";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";

import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { site } from "~/site";
import { priceListCsv } from "./csv.server";

import { priceListOf } from "./price-list";
import { SLICE_ROWS } from "./slices.server";
import { RUPEES_FORMAT } from "~/formatting/workbook/workbook-plan";
import { priceListXlsx } from "./xlsx.server";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

const FORMULA_NAME = '=HYPERLINK("http://x","y")';

/** A sheet as the company might keep it, with a name a spreadsheet would run and a row without a price. */
function snapshotOf(rows: Cell[][]): CatalogueSnapshot {
  const columns = sheetColumns([
    "name",
    "genericName",
    "manufacturer",
    "form",
    "mrp",
    "sellingPrice",
    "gst",
    "stock",
    "prescription",
    "schedule",
  ]);
  const { medicines, report } = catalogueFromGviz(gvizResponse(columns, rows));
  return {
    medicines,
    byId: new Map(medicines.map((medicine) => [medicine.id, medicine])),
    version: "test",
    loadedAt: new Date("2026-11-23T06:05:00Z"),
    report,
  };
}

const ROWS: Cell[][] = [
  [
    str("Dolo 650 Tablet"),
    str("Paracetamol (650mg)"),
    str("Micro Labs Ltd"),
    str("Strip of 15 tablets"),
    money(33.6),
    money(30.5),
    num(12),
    num(120),
    str("No"),
    null,
  ],
  [
    str(FORMULA_NAME),
    str("@SUM(A1)"),
    str("+91 Pharma"),
    str("-5 tablets"),
    null,
    null,
    null,
    num(0),
    str("Yes"),
    str("Sch H1"),
  ],
  [
    str("Azithral 500 Tablet"),
    str("Azithromycin (500mg)"),
    str("Alembic"),
    str("Strip of 5 tablets"),
    money(1234.5),
    money(1100),
    num(5),
    num(8),
    str("Yes"),
    str("H"),
  ],
];
const HEADER = [
  "Name",
  "Composition",
  "Manufacturer",
  "Pack",
  "MRP",
  "Rate (+ GST)",
  "Margin % after GST",
  "GST %",
  "Availability",
  "Prescription",
  "Schedule",
];

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** Reads a workbook back, as a spreadsheet program would open the file. */
async function workbookOf(bytes: Uint8Array | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes instanceof ArrayBuffer ? bytes : new Uint8Array(bytes).buffer);
  return workbook;
}

const listOf = (snapshot: CatalogueSnapshot, params = "") =>
  priceListOf(snapshot.medicines, snapshot.report.columnsUsed, parseCatalogueQuery(new URLSearchParams(params)), en);

describe("the CSV price list", () => {
  it("has a byte order mark, the header, then each medicine in the catalogue's order", async () => {
    const text = (await bytesOf(priceListCsv(listOf(snapshotOf(ROWS), "sort=price-desc")))).toString("utf8");
    expect(text.startsWith("\uFEFFName,")).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(HEADER);
    // Price high to low; the medicine without a price last.
    expect(rows.map((row) => row[0])).toEqual(["Azithral 500 Tablet", "Dolo 650 Tablet", `'${FORMULA_NAME}`]);
    expect(rows[0]).toEqual([
      "Azithral 500 Tablet",
      "Azithromycin (500mg)",
      "Alembic",
      "Strip of 5 tablets",
      "1234.5",
      "1100",
      // 1100 + 5% = 1155 paid of 1234.50.
      "6",
      "5",
      "Low Stock",
      "Yes",
      "Schedule H",
    ]);
  });

  it("defuses every cell a spreadsheet would run as a formula, and writes numbers as numbers", async () => {
    const text = (await bytesOf(priceListCsv(listOf(snapshotOf(ROWS))))).toString("utf8");
    const line = text.split("\r\n").find((row) => row.includes("HYPERLINK"));
    expect(line).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",'@SUM(A1),'+91 Pharma,'-5 tablets,,Price on request,,,Out of Stock,Yes,Schedule H1`,
    );
    expect(text).toContain(
      "Dolo 650 Tablet,Paracetamol (650mg),Micro Labs Ltd,Strip of 15 tablets,33.6,30.5,,12,In Stock,No,\r\n",
    );
  });

  it("leaves out the columns the sheet has not got", async () => {
    const columns = sheetColumns(["name", "manufacturer", "sellingPrice"]);
    const { medicines, report } = catalogueFromGviz(
      gvizResponse(columns, [[str("Dolo 650"), str("Micro Labs"), null]]),
    );
    const list = priceListOf(medicines, report.columnsUsed, parseCatalogueQuery(new URLSearchParams()), en);
    expect((await bytesOf(priceListCsv(list))).toString("utf8")).toBe(
      "\uFEFFName,Manufacturer,Rate (+ GST)\r\nDolo 650,Micro Labs,Price on request\r\n",
    );
  });

  it("is written a slice at a time, letting other work run between slices", async () => {
    const rows = Array.from({ length: SLICE_ROWS * 2 + 10 }, (_, index): Cell[] => [
      str(`Medicine ${index}`),
      null,
      null,
      null,
      null,
      money(index + 1),
      null,
      null,
      null,
      null,
    ]);
    const list = listOf(snapshotOf(rows));
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const turnsAtChunk: number[] = [];
    let lines = 0;
    for await (const chunk of priceListCsv(list)) {
      turnsAtChunk.push(turns);
      lines += Buffer.from(chunk).toString("utf8").split("\r\n").length - 1;
    }
    counting = false;
    expect(lines).toBe(SLICE_ROWS * 2 + 10 + 1);
    // The header, then three slices, with the event loop's turns in between.
    expect(turnsAtChunk).toHaveLength(4);
    expect(turnsAtChunk[3]!).toBeGreaterThan(turnsAtChunk[1]!);
    expect(new Set(turnsAtChunk.slice(1)).size).toBe(3);
  });
});

describe("the Excel price list", () => {
  /** Rows 2, 3 and 4 are Dolo 650, Azithral and the formula-like name (no price, last). */
  async function readBack(params = "sort=price-asc") {
    const bytes = await priceListXlsx(listOf(snapshotOf(ROWS), params), new Date("2026-11-23T10:00:00Z"));
    const workbook = await workbookOf(bytes);
    return { workbook, sheet: workbook.getWorksheet("Price list")! };
  }

  it("has the header row, then each medicine in the catalogue's order", async () => {
    const { sheet } = await readBack();
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect([2, 3, 4].map((row) => sheet.getCell(row, 1).value)).toEqual([
      "Dolo 650 Tablet",
      "Azithral 500 Tablet",
      FORMULA_NAME,
    ]);
  });

  it("keeps a name that looks like a formula as text: a string cell, exactly as written, no formula", async () => {
    const { sheet } = await readBack();
    const row = sheet.getRow(4);
    for (const column of [1, 2, 3, 4]) {
      expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(column).formula).toBeFalsy();
    }
    expect(row.getCell(1).value).toBe(FORMULA_NAME);
    expect(row.getCell(2).value).toBe("@SUM(A1)");
  });

  it("writes prices and GST as numbers, prices in rupees, and Price on request as text", async () => {
    const { sheet } = await readBack();
    const dolo = sheet.getRow(2);
    expect(dolo.getCell(1).value).toBe("Dolo 650 Tablet");
    // 30.50 + 12% = 34.16 is above the MRP: no margin to show.
    expect(dolo.getCell(7).value).toBeNull();
    for (const [column, value] of [
      [5, 33.6],
      [6, 30.5],
      [8, 12],
    ] as const) {
      expect(dolo.getCell(column).type).toBe(ExcelJS.ValueType.Number);
      expect(dolo.getCell(column).value).toBe(value);
    }
    expect(dolo.getCell(5).numFmt).toBe(RUPEES_FORMAT);
    expect(dolo.getCell(6).numFmt).toBe(RUPEES_FORMAT);
    const unpriced = sheet.getRow(4);
    expect(unpriced.getCell(6).value).toBe("Price on request");
    expect(unpriced.getCell(5).value).toBeNull();
  });

  it("freezes the header row, filters it, prints on A4 and names the company as the author", async () => {
    const { workbook, sheet } = await readBack();
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    // Printed from Excel: A4 (paper size 9), landscape, one page wide.
    expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: "landscape", fitToWidth: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(workbook.creator).toBe(site.name);
  });
});

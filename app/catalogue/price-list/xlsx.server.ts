import { PassThrough } from "node:stream";
import { site } from "~/site";
import { priceListRow, type PriceListColumn, type PriceListMedicine } from "./columns";
import type { PriceList } from "./price-list";
import { inSlices } from "./slices.server";

/**
 * The price list as an Excel workbook (docs/product.md 13.1), written by exceljs's streaming
 * writer: rows go into the zip as they are added, a slice at a time (slices.server.ts).
 *
 * Prices and GST are number cells, shown in rupees and as a plain number; every text is a
 * string cell, which Excel never evaluates, so a name such as `=HYPERLINK(…)` stays that text
 * (docs/product.md 13.3) without the ' that the CSV needs.
 */

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rupees with two decimals, as Excel writes its own "₹ English (India)" currency format. */
export const RUPEES_FORMAT = "[$₹-4009] #,##0.00";

/** Column widths in characters: wide enough for most values of the 11.8k catalogue. */
const WIDTHS: Record<PriceListColumn["key"], number> = {
  name: 40,
  composition: 48,
  manufacturer: 32,
  pack: 24,
  mrp: 12,
  rate: 16,
  scheme: 10,
  effectiveRate: 18,
  margin: 10,
  gst: 8,
  availability: 14,
  prescription: 13,
  schedule: 13,
};

/** The workbook's bytes, produced as they are read; `now` is the workbook's creation time. */
export async function* priceListXlsx<T extends PriceListMedicine>(
  list: PriceList<T>,
  now: Date,
): AsyncGenerator<Uint8Array> {
  const output = new PassThrough();
  let finished = false;
  const writing = writeWorkbook(list, now, output, () => output.destroyed);
  // A failure ends the output with the error, which the loop below then throws.
  writing.catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  try {
    for await (const chunk of output) yield chunk as Uint8Array;
    await writing;
    finished = true;
  } finally {
    // The reader went away (the download was cancelled): the writer stops adding rows.
    if (!finished) output.destroy();
  }
}

async function writeWorkbook<T extends PriceListMedicine>(
  list: PriceList<T>,
  now: Date,
  output: PassThrough,
  stopped: () => boolean,
): Promise<void> {
  // Loaded on the first Excel download, not at start: the library alone takes 1.4-2.9 s to load,
  // which every server start (and restart after a crash or deploy) would otherwise wait for.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = site.name;
  workbook.title = list.t("priceList.workbookTitle", { company: site.name });
  workbook.created = now;
  const sheet = workbook.addWorksheet(list.t("priceList.heading"), {
    views: [{ state: "frozen", ySplit: 1 }],
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = list.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: WIDTHS[column.key],
    style: column.kind === "rupees" ? { numFmt: RUPEES_FORMAT } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: list.columns.length } };
  header.commit();

  for await (const slice of inSlices(list.medicines)) {
    if (stopped()) return;
    for (const medicine of slice) {
      // An empty value is an empty cell.
      sheet.addRow(priceListRow(medicine, list.columns, list.t, list.terms).map((value) => value ?? null)).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

import { site } from "~/site";
import { rowSlice, type Cell } from "~/formatting/workbook/workbook-plan";
import { workbookBytes } from "~/formatting/workbook/workbook-pool.server";
import { priceListRow, type PriceListColumn, type PriceListMedicine } from "./columns";
import type { PriceList } from "./price-list";
import { inSlices } from "./slices.server";

/**
 * The price list as an Excel workbook (docs/product.md 13.1): its rows made here, a slice at a
 * time (slices.server.ts), and the workbook written in the workbook thread
 * (app/formatting/workbook/, docs/decisions/048-workbook-thread.md).
 *
 * Prices and GST are number cells, shown in rupees and as a plain number; every text is a
 * string cell, which Excel never evaluates, so a name such as `=HYPERLINK(…)` stays that text
 * (docs/product.md 13.3) without the ' that the CSV needs.
 */

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

/** The workbook's bytes; `now` is the workbook's creation time. */
export async function priceListXlsx<T extends PriceListMedicine>(
  list: PriceList<T>,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const rowSlices: string[] = [];
  for await (const slice of inSlices(list.medicines)) {
    // An empty value is an empty cell.
    const rows: Cell[][] = slice.map((medicine) =>
      priceListRow(medicine, list.columns, list.t, list.terms).map((value) => value ?? null),
    );
    rowSlices.push(rowSlice(rows));
  }
  return workbookBytes({
    creator: site.name,
    title: list.t("priceList.workbookTitle", { company: site.name }),
    created: now.toISOString(),
    sharedStrings: false,
    sheets: [
      {
        name: list.t("priceList.heading"),
        columns: list.columns.map((column) => ({
          header: column.header,
          width: WIDTHS[column.key],
          rupees: column.kind === "rupees",
        })),
        autoFilter: true,
        printLandscape: true,
        rowSlices,
      },
    ],
  });
}

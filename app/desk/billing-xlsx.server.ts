import { rowSlice } from "~/formatting/workbook/workbook-plan";
import { workbookBytes } from "~/formatting/workbook/workbook-pool.server";
import { BILLING_COLUMNS, type BillingValue, type BillTotals } from "./billing";

/**
 * The billing file as an Excel workbook, written in the workbook thread (app/formatting/workbook/):
 * sheet "Billing" with the CSV's rows (rupees as number cells in the price lists' rupee format;
 * every text a string cell, which Excel never evaluates, so a line written `=HYPERLINK(…)` stays
 * that text), and sheet "Totals" (decision 60): before GST, GST, after GST. A total not known (a
 * line's GST missing) is an empty cell, never a made-up number.
 */
export async function billingXlsx(
  rows: readonly (readonly BillingValue[])[],
  totals: BillTotals,
  title: string,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  return workbookBytes({
    title,
    created: now.toISOString(),
    // As Excel saves its own: the billing software imports these files.
    sharedStrings: true,
    sheets: [
      {
        name: "Billing",
        columns: BILLING_COLUMNS.map((column) => ({
          header: column.header,
          width: column.kind === "text" ? 24 : 12,
          rupees: column.kind === "rupees",
        })),
        rowSlices: [rowSlice(rows)],
      },
      {
        name: "Totals",
        columns: [
          { header: "Total", width: 16 },
          { header: "Amount", width: 16, rupees: true },
        ],
        rowSlices: [
          rowSlice([
            ["Before GST", totals.beforeGst],
            ["GST", totals.gst],
            ["After GST", totals.afterGst],
          ]),
        ],
      },
    ],
  });
}

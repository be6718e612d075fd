import { RUPEES_FORMAT } from "~/catalogue/index.server";
import { BILLING_COLUMNS, type BillingValue, type BillTotals } from "./billing";

/**
 * The billing file as an Excel workbook: sheet "Billing" with the CSV's rows (rupees as number
 * cells in the price lists' rupee format, app/catalogue/price-list/xlsx.server.ts; every text a
 * string cell, which Excel never evaluates, so a line written `=HYPERLINK(…)` stays that text),
 * and sheet "Totals" (decision 60): before GST, GST, after GST. A total not known (a line's GST
 * missing) is an empty cell, never a made-up number.
 */
export async function billingXlsx(
  rows: readonly (readonly BillingValue[])[],
  totals: BillTotals,
  title: string,
  now: Date,
): Promise<Buffer> {
  // Loaded on the first Excel download, as the price lists do: the library is slow to load.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  workbook.title = title;
  const sheet = workbook.addWorksheet("Billing", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = BILLING_COLUMNS.map((column) => ({
    header: column.header,
    width: column.kind === "text" ? 24 : 12,
    style: column.kind === "rupees" ? { numFmt: RUPEES_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((value) => value ?? null));

  const totalsSheet = workbook.addWorksheet("Totals");
  totalsSheet.columns = [
    { header: "Total", width: 16 },
    { header: "Amount", width: 16, style: { numFmt: RUPEES_FORMAT } },
  ];
  totalsSheet.getRow(1).font = { bold: true };
  totalsSheet.addRow(["Before GST", totals.beforeGst]);
  totalsSheet.addRow(["GST", totals.gst]);
  totalsSheet.addRow(["After GST", totals.afterGst]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import { RUPEES_FORMAT } from "~/catalogue/index.server";
import { BILLING_COLUMNS, type BillingValue } from "./billing";

/**
 * The billing file as an Excel workbook: rupees as number cells in the price lists' rupee format
 * (app/catalogue/price-list/xlsx.server.ts), every text a string cell, which Excel never
 * evaluates, so a line written `=HYPERLINK(…)` stays that text.
 */
export async function billingXlsx(
  rows: readonly (readonly BillingValue[])[],
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

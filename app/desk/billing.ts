import { toCsv, UTF8_BOM, type CsvValue } from "~/formatting/csv";
import { indiaIsoDate } from "~/formatting/india-time";
import type { LineView } from "./order-lines";
import type { DeskEnquiry } from "./store.server";

/**
 * "Download for billing" (docs/product.md "Order desk"): one row per line of an order, as the
 * billing software takes it in: the medicine and today's rate, scheme and MRP, the line as the
 * buyer wrote it, then the buyer. The headers stay English in both languages: the billing
 * software's import maps columns by them. Text is formula-safe (app/formatting/csv.ts; in Excel,
 * string cells).
 */
export const BILLING_COLUMNS = [
  { header: "Name", kind: "text" },
  { header: "Pack", kind: "text" },
  { header: "Manufacturer", kind: "text" },
  { header: "Quantity", kind: "number" },
  { header: "Unit", kind: "text" },
  { header: "Rate", kind: "rupees" },
  { header: "Scheme", kind: "text" },
  { header: "MRP", kind: "rupees" },
  { header: "Line as written", kind: "text" },
  { header: "Enquiry", kind: "number" },
  { header: "Date", kind: "text" },
  { header: "Buyer", kind: "text" },
  { header: "Shop", kind: "text" },
  { header: "Phone", kind: "text" },
  { header: "E-mail", kind: "text" },
  { header: "Drug licence", kind: "text" },
  { header: "GSTIN", kind: "text" },
  { header: "City", kind: "text" },
] as const satisfies readonly { header: string; kind: "text" | "number" | "rupees" }[];

export type BillingValue = string | number | null;

/** The rows of an order's billing file, in the order of {@link BILLING_COLUMNS}. */
export function billingRows(enquiry: DeskEnquiry, lines: readonly LineView[]): BillingValue[][] {
  const buyer: BillingValue[] = [
    enquiry.id,
    indiaIsoDate(enquiry.createdAt),
    enquiry.name,
    enquiry.shop,
    enquiry.phone,
    enquiry.email,
    enquiry.drugLicence,
    enquiry.gstin,
    enquiry.city,
  ];
  return lines.map((line) => [
    line.today?.name ?? line.sent.name,
    line.pack,
    line.manufacturer,
    line.sent.quantity,
    line.sent.unit,
    line.today?.rate ?? null,
    line.today?.scheme ?? null,
    line.today?.mrp ?? null,
    line.sent.name,
    ...buyer,
  ]);
}

export function billingCsv(rows: readonly (readonly CsvValue[])[]): string {
  return (
    UTF8_BOM +
    toCsv(
      BILLING_COLUMNS.map((column) => column.header),
      rows,
    )
  );
}

/** "order-12-billing.csv". */
export function billingFileName(id: number, format: "csv" | "xlsx"): string {
  return `order-${id}-billing.${format}`;
}

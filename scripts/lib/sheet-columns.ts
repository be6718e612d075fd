/**
 * The columns a distributor's sheet may have (docs/sheet-format.md), each keyed by the importer
 * field it feeds (app/catalogue/import/columns.ts holds the aliases the importer accepts). The
 * sample builder, the benchmark fixture and the browser tests' sheets pick their columns here.
 */
import type { ImportField } from "../../app/catalogue/import/columns";
import type { Column } from "./gviz-writer";

/** Google's number format patterns: plain, and rupees with paise. */
const GENERAL = "General";
const RUPEES = "[$₹]#,##0.00";

const text = (label: string): Column => ({ label, type: "string" });
const number = (label: string, pattern = GENERAL): Column => ({ label, type: "number", pattern });

/** Label, gviz type and number format pattern of each column, in the order of the company's sheet. */
export const SHEET_COLUMNS: Readonly<Record<ImportField, Column>> = {
  id: number("Sl"),
  name: text("Product Name"),
  genericName: text("Composition"),
  brand: text("Marketer"),
  category: text("Category"),
  manufacturer: text("Manufacturer"),
  form: text("Pack Type"),
  dosage: text("Dosage"),
  mrp: number("MRP", RUPEES),
  sellingPrice: number("Rate", RUPEES),
  gst: number("GST %"),
  stock: number("Stock"),
  prescription: text("Rx"),
  uses: text("Uses"),
  sideEffects: text("Side Effects"),
  contraindications: text("Contraindications"),
  description: text("Description"),
  images: text("Image URL"),
  rating: number("Rating"),
  // Optional columns a sheet gained later (docs/product.md 11.2, 11.4): last, so that rows
  // written before them stay aligned.
  pack: text("Pack"),
  schedule: text("Schedule"),
  // Trade scheme (docs/product.md 11.7): free goods or a percentage, as the trade writes it.
  scheme: text("Scheme"),
  // Optional billing codes (docs/sheet-format.md "Billing codes").
  itemCode: text("Item Code"),
  hsn: text("HSN"),
  // Optional Hindi texts (docs/product.md 14.5).
  nameHindi: text("Name (Hindi)"),
  descriptionHindi: text("Description (Hindi)"),
  usesHindi: text("Uses (Hindi)"),
  sideEffectsHindi: text("Side Effects (Hindi)"),
  contraindicationsHindi: text("Contraindications (Hindi)"),
};

/** The optional Hindi columns: only sheets that want them name them (`sheetColumns`). */
export const HINDI_FIELDS: readonly ImportField[] = [
  "nameHindi",
  "descriptionHindi",
  "usesHindi",
  "sideEffectsHindi",
  "contraindicationsHindi",
];

/** The optional billing columns: only sheets that want them name them (`sheetColumns`). */
export const BILLING_FIELDS: readonly ImportField[] = ["itemCode", "hsn"];

/** The importer fields in the order of the company's sheet, without the Hindi and billing columns. */
export const SHEET_ORDER = (Object.keys(SHEET_COLUMNS) as ImportField[]).filter(
  (field) => !HINDI_FIELDS.includes(field) && !BILLING_FIELDS.includes(field),
);

/** The columns of the given fields, in the order given. */
export function sheetColumns(fields: readonly ImportField[]): Column[] {
  return fields.map((field) => SHEET_COLUMNS[field]);
}

/** The sheet's columns in the sheet's order (Hindi and billing ones aside), leaving out those of the given fields. */
export function sheetColumnsWithout(fields: readonly ImportField[]): Column[] {
  return sheetColumns(SHEET_ORDER.filter((field) => !fields.includes(field)));
}

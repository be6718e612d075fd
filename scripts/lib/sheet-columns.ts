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
};

/** The importer fields in the order of the company's sheet. */
export const SHEET_ORDER = Object.keys(SHEET_COLUMNS) as ImportField[];

/** The columns of the given fields, in the order given. */
export function sheetColumns(fields: readonly ImportField[]): Column[] {
  return fields.map((field) => SHEET_COLUMNS[field]);
}

/** The sheet's columns in the sheet's order, leaving out those of the given fields. */
export function sheetColumnsWithout(fields: readonly ImportField[]): Column[] {
  return sheetColumns(SHEET_ORDER.filter((field) => !fields.includes(field)));
}

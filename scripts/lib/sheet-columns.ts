/**
 * The columns a distributor's sheet may have (docs/sheet-format.md), each keyed by the importer
 * field it feeds (app/catalogue/import/columns.ts holds the aliases the importer accepts). The
 * sample builder, the benchmark fixture and the browser tests' sheets pick their columns here.
 */
import type { ImportField } from "../../app/catalogue/import/columns";
import type { Column } from "./gviz-writer";

const MONEY = "[$₹]#,##0.00";
const GENERAL = "General";

/** Label, gviz type and number format pattern of each column, as the company's sheet has them. */
export const SHEET_COLUMNS: Readonly<Record<ImportField, Column>> = {
  id: { label: "Sl", type: "number", pattern: GENERAL },
  name: { label: "Product Name", type: "string" },
  genericName: { label: "Composition", type: "string" },
  brand: { label: "Marketer", type: "string" },
  category: { label: "Category", type: "string" },
  manufacturer: { label: "Manufacturer", type: "string" },
  form: { label: "Pack Type", type: "string" },
  dosage: { label: "Dosage", type: "string" },
  mrp: { label: "MRP", type: "number", pattern: MONEY },
  sellingPrice: { label: "Rate", type: "number", pattern: MONEY },
  gst: { label: "GST %", type: "number", pattern: GENERAL },
  stock: { label: "Stock", type: "number", pattern: GENERAL },
  prescription: { label: "Rx", type: "string" },
  uses: { label: "Uses", type: "string" },
  sideEffects: { label: "Side Effects", type: "string" },
  contraindications: { label: "Contraindications", type: "string" },
  description: { label: "Description", type: "string" },
  images: { label: "Image URL", type: "string" },
  rating: { label: "Rating", type: "number", pattern: GENERAL },
};

/** The columns of the given fields, in the order given. */
export function sheetColumns(fields: readonly ImportField[]): Column[] {
  return fields.map((field) => SHEET_COLUMNS[field]);
}

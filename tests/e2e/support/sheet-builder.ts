/** A cell as a test writes it: text, a number (optionally with its formatted text), or empty. */
export type TestCell = string | number | { v: number; f: string } | null;

/**
 * Builds a gviz response the way Google serves it (wrapper, cols, rows of {v, f} cells),
 * for tests that need a sheet with particular rows.
 */
export function buildGviz(columns: readonly string[], rows: readonly (readonly TestCell[])[]): string {
  const cols = columns.map((label, index) => ({ id: String.fromCharCode(65 + index), label, type: "string" }));
  const toCell = (cell: TestCell | undefined) => {
    if (cell === null || cell === undefined) return null;
    if (typeof cell === "number") return { v: cell, f: String(cell) };
    if (typeof cell === "object") return cell;
    return { v: cell };
  };
  const table = { cols, rows: rows.map((row) => ({ c: columns.map((_, index) => toCell(row[index])) })) };
  const json = JSON.stringify({ version: "0.6", reqId: "0", status: "ok", sig: "1", table });
  return `/*O_o*/\ngoogle.visualization.Query.setResponse(${json});`;
}

/** Every column a distributor's sheet may have that the site reads (docs/sheet-format.md). */
export const FULL_SHEET_COLUMNS = [
  "Sl",
  "Product Name",
  "Composition",
  "Marketer",
  "Category",
  "Manufacturer",
  "Pack Type",
  "Dosage",
  "MRP",
  "Rate",
  "GST %",
  "Stock",
  "Rx",
  "Uses",
  "Side Effects",
  "Contraindications",
  "Description",
  "Image URL",
  "Rating",
] as const;

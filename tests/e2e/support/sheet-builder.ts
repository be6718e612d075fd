import { type Cell, type Column, gvizResponse } from "../../../scripts/lib/gviz-writer";
import { sheetColumnsWithout } from "../../../scripts/lib/sheet-columns";

/** A cell as a test writes it: text, a number (optionally with its formatted text), or empty. */
export type TestCell = string | number | { v: number; f: string } | null;

function toCell(cell: TestCell | undefined): Cell {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "number") return { kind: "number", v: cell, f: String(cell) };
  if (typeof cell === "object") return { kind: "number", ...cell };
  return { kind: "string", v: cell };
}

/**
 * A gviz response as Google serves it (scripts/lib/gviz-writer.ts), for tests that need a sheet
 * with particular rows. A column given by its label alone is a text column.
 */
export function buildGviz(columns: readonly (Column | string)[], rows: readonly (readonly TestCell[])[]): string {
  const cols = columns.map((column): Column =>
    typeof column === "string" ? { label: column, type: "string" } : column,
  );
  return gvizResponse(
    cols,
    rows.map((row) => cols.map((_, index) => toCell(row[index]))),
  );
}

/** Every column a distributor's sheet may have that the site reads (docs/sheet-format.md). */
export const FULL_SHEET_COLUMNS = sheetColumnsWithout([]);

/**
 * An Excel workbook as plain data (docs/decisions/048-workbook-thread.md): what the price lists,
 * the desk's billing file and the catalogue's changes put in their workbooks, written by exceljs
 * in a worker thread (workbook-pool.server.ts) rather than by the thread that answers requests.
 */

/** A cell: text (a string cell, which Excel never evaluates, so `=HYPERLINK(…)` stays text), a number, or empty. */
export type Cell = string | number | null;

export type SheetColumn = {
  header: string;
  /** Width in characters. */
  width: number;
  /** Its numbers are rupees, shown in {@link RUPEES_FORMAT}. */
  rupees?: boolean;
};

export type SheetPlan = {
  name: string;
  columns: readonly SheetColumn[];
  /** Excel's filter buttons on the header row. */
  autoFilter?: boolean;
  /** Printed landscape on A4, fitted to the page's width. */
  printLandscape?: boolean;
  /**
   * The rows under the header, as JSON text of `Cell[][]` in slices ({@link rowSlice}): a string
   * crosses to the worker thread as one copy, where a hundred thousand cells would each be cloned.
   */
  rowSlices: readonly string[];
};

export type WorkbookPlan = {
  creator?: string;
  title?: string;
  /** The workbook's creation time (ISO 8601). */
  created: string;
  /**
   * Texts kept once in the workbook's shared string table, as Excel itself saves them (billing
   * software reads these files); otherwise written in each cell, which a large list writes faster.
   */
  sharedStrings: boolean;
  sheets: readonly SheetPlan[];
};

/** Rupees with two decimals, as Excel writes its own "₹ English (India)" currency format. */
export const RUPEES_FORMAT = "[$₹-4009] #,##0.00";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** One slice of {@link SheetPlan.rowSlices}: a short sheet's rows all in one, a long one's a slice at a time. */
export function rowSlice(rows: readonly (readonly Cell[])[]): string {
  return JSON.stringify(rows);
}

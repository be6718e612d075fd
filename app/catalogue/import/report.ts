import type { ImportField } from "./columns";

/** At most this many entries are kept in each list of the report; the counts stay exact. */
export const REPORT_LIST_LIMIT = 200;
/** Cell values quoted in the report are cut to this many characters. */
const REPORT_VALUE_LIMIT = 120;

export type SkippedRow = { row: number; reason: string };
export type InvalidCell = { row: number; column: string; value: string; reason: string };
export type ImportWarning = { row: number; message: string };

/**
 * What the import did, JSON-serialisable. Row numbers are 1-based sheet rows (the header is
 * row 1, the first data row is row 2). Each list holds at most {@link REPORT_LIST_LIMIT}
 * entries; its `…Count` is the exact total.
 */
export type ImportReport = {
  /** Data rows read (a header row found in the data is not counted). */
  rowsRead: number;
  medicineCount: number;
  skippedRows: SkippedRow[];
  skippedRowCount: number;
  invalidCells: InvalidCell[];
  invalidCellCount: number;
  warnings: ImportWarning[];
  warningCount: number;
  /** Column names that matched no alias (their cells are not read). */
  unknownHeaders: string[];
  /** Fields no column feeds, in field order; "price" when there is neither a rate nor an MRP column. */
  fieldsMissing: string[];
  /** The column each field was read from. */
  columnsUsed: Partial<Record<ImportField, string>>;
  /** Google did not detect the header: it was taken from the first data row. */
  headerRowInData: boolean;
};

export class ReportList<T> {
  readonly items: T[] = [];
  count = 0;
  add(item: T): void {
    this.count += 1;
    if (this.items.length < REPORT_LIST_LIMIT) this.items.push(item);
  }
}

export function quote(value: string): string {
  return value.length > REPORT_VALUE_LIMIT ? `${value.slice(0, REPORT_VALUE_LIMIT)}…` : value;
}

import type { GvizTable } from "./gviz";

/**
 * Google guesses which rows of a sheet are its header. When it guesses none (every column is
 * text, and the sheet was read without `headers=1`), the header arrives as the first data row
 * and the columns carry Google's letters or ids instead of names.
 */

/**
 * The table with its first row as the header when `isBetterHeader(columns, firstRowTexts)` says
 * the first row names the columns better than the header Google gave. Empty cells of that row
 * keep the old name; repeated names become `Name (2)`, `Name (3)`… as gviz.ts does.
 */
export function promoteHeaderRow(
  table: GvizTable,
  isBetterHeader: (columns: readonly string[], firstRow: readonly string[]) => boolean,
): { table: GvizTable; headerRowInData: boolean } {
  const [first, ...rest] = table.rows;
  if (typeof first !== "object" || first === null) return { table, headerRowInData: false };
  const texts = table.columns.map((column) => cellText(first, column).trim());
  if (!isBetterHeader(table.columns, texts)) return { table, headerRowInData: false };
  const oldColumns = table.columns;
  const columns = uniqueNames(texts.map((text, index) => (text === "" ? (oldColumns[index] ?? "") : text)));
  const rows = rest.map((row) => {
    const record: Record<string, string> = {};
    oldColumns.forEach((oldName, index) => setOwn(record, columns[index] ?? oldName, cellText(row, oldName)));
    return record;
  });
  return { table: { columns, rows }, headerRowInData: true };
}

function cellText(row: Record<string, string>, column: string): string {
  const value = row[column];
  return typeof value === "string" ? value : "";
}

function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((base) => {
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
    taken.add(name);
    return name;
  });
}

/** A "__proto__" column is data like any other, never the record's prototype. */
function setOwn(record: Record<string, string>, key: string, value: string): void {
  if (key === "__proto__") {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    record[key] = value;
  }
}

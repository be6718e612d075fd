/**
 * CSV (RFC 4180) for the scripts: quoted fields, doubled quotes, separators and line breaks
 * inside quotes, CRLF or LF line ends, optional UTF-8 BOM. Reading for the data-building
 * scripts, writing for the reports the company opens in a spreadsheet. No dependencies.
 */
import { readFileSync } from "node:fs";

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === "") {
      inQuotes = true;
      i += 1;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (ch === "\r" || ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function readCsvObjects(file: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(readFileSync(file, "utf8"));
  if (!header) throw new Error(`${file}: empty CSV`);
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ""))
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

/**
 * One CSV field. Text that starts like a formula (= + - @, tab, carriage return) gets a leading '
 * so that a spreadsheet shows it instead of evaluating it; numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV with a header row and CRLF line ends, as spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header.map(csvField).join(","), ...rows.map((row) => row.map(csvField).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends), safe to open: the enquiries export and
 * the search-misses report write with it, and the price lists will.
 */

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

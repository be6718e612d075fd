/**
 * Readers of single cells as people type them in a sheet: numbers, yes/no, lists and image
 * URLs. Pure; each returns what it could read and leaves reporting to the importer.
 */

/** A cell's text; "" for a missing column or cell (an inherited `toString` is no cell). */
export function cellOf(row: Record<string, string>, column: string | undefined): string {
  if (column === undefined) return "";
  const value = row[column];
  return typeof value === "string" ? value : "";
}

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/**
 * Sign, currency (₹, Rs, Rs., INR) before or after, digits with Western (1,234,567) or Indian
 * (1,20,000) grouping, decimals, and a trailing "%" or "/-" ("Rs. 45/-").
 */
const SHEET_NUMBER =
  /^([+-]?)\s*(?:₹|rs\.?|inr)?\s*([+-]?)\s*(\d{1,3}(?:,\d{2,3})*,\d{3}|\d+)?(?:\.(\d+))?\s*(?:₹|rs\.?|inr)?\s*(?:%|\/-)?$/i;

/**
 * Reads a number as people type it in a sheet: `₹1,234.50`, `Rs. 45`, `INR 1,20,000`, `1,234`,
 * ` 45 `, `12%`, `-5`, `Rs 45/-`. Returns null for blank or unreadable text (`12,5`, `abc`).
 */
export function parseSheetNumber(text: string): number | null {
  if (PLAIN_NUMBER.test(text)) return finiteOrNull(Number(text));
  // The common formatted price, "₹462.30": the same number as the general pattern reads.
  if (text.charCodeAt(0) === RUPEE && isDigit(text.charCodeAt(1))) {
    const rest = text.slice(1);
    if (PLAIN_NUMBER.test(rest)) return finiteOrNull(Number(rest));
  }
  const trimmed = text.trim(); // \s and trim() include no-break spaces
  if (trimmed === "") return null;
  if (PLAIN_NUMBER.test(trimmed)) return finiteOrNull(Number(trimmed));
  const match = SHEET_NUMBER.exec(trimmed);
  if (match === null) return null;
  const [, sign1 = "", sign2 = "", whole, fraction] = match;
  if (whole === undefined && fraction === undefined) return null;
  if (sign1 !== "" && sign2 !== "") return null;
  const value = finiteOrNull(Number(`${(whole ?? "0").replace(/,/g, "")}.${fraction ?? "0"}`));
  if (value === null) return null;
  return sign1 === "-" || sign2 === "-" ? -value : value;
}

const RUPEE = 0x20b9;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

const TRUTHY = new Set(["y", "yes", "true", "1"]);

/** A yes/no cell: true for y, yes, true or 1 in any case (docs/product.md); anything else is no. */
export function isTruthy(text: string): boolean {
  return TRUTHY.has(text.trim().toLowerCase());
}

export function splitList(text: string): string[] {
  if (text === "") return [];
  const items: string[] = [];
  const parts = text.includes("\n") || text.includes("\r") ? text.split(/[,\r\n]/) : text.split(",");
  for (const part of parts) {
    const item = part.trim();
    if (item !== "") items.push(item);
  }
  return items;
}

const SITE_BASE = "https://site.invalid";

/**
 * Splits an image cell into URLs: separated by line breaks, white space, "|", ";", or a comma
 * followed by "http" or "/" (a comma inside a URL, as in CDN transforms, is kept). Returns the
 * accepted URLs (absolute http(s), or site-relative paths starting with one "/") and the
 * rejected pieces.
 */
export function splitImageUrls(text: string): { urls: string[]; rejected: string[] } {
  const urls: string[] = [];
  const rejected: string[] = [];
  if (text.trim() === "") return { urls, rejected };
  const pieces = text.replace(/,(?=\s*(?:https?:|\/))/gi, " ").split(/[\s|;]+/);
  for (const rawPiece of pieces) {
    const piece = rawPiece.replace(/^,+|,+$/g, "");
    if (piece === "") continue;
    const url = safeImageUrl(piece);
    if (url === undefined) rejected.push(piece);
    else urls.push(url);
  }
  return { urls, rejected };
}

function safeImageUrl(piece: string): string | undefined {
  try {
    if (piece.startsWith("/")) {
      // "//host" and "/\host" are protocol-relative to browsers: another site.
      if (piece.startsWith("//") || piece.startsWith("/\\")) return undefined;
      const url = new URL(piece, SITE_BASE);
      if (url.origin !== SITE_BASE) return undefined;
      return url.pathname + url.search + url.hash;
    }
    const url = new URL(piece);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** HSN digits as sheets write them: "3004", "3004 90 99", "3004.90.99", a number cell's "30,049,099". */
const HSN = /^\d(?:[\s.,]?\d){3,7}$/;

/**
 * An HSN cell (decision 60): 4 to 8 digits, spaces, dots or commas between them dropped
 * ("3004.90" → "300490"). Blank → null; anything else → undefined (unreadable).
 */
export function readHsn(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return HSN.test(trimmed) ? trimmed.replace(/[\s.,]/g, "") : undefined;
}

/**
 * An item code cell (decision 60): the billing software's code as typed, spaces at either end
 * dropped. Blank → null; longer than `max` or holding a control character → undefined.
 */
export function readItemCode(text: string, max: number): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  // eslint-disable-next-line no-control-regex
  return trimmed.length > max || /[\u0000-\u001f\u007f]/.test(trimmed) ? undefined : trimmed;
}

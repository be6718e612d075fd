/**
 * A price list download holds at most this many medicines (docs/product.md 13.1): a longer view
 * comes in parts, each its own file and link. So that one download is never larger than about
 * 2 MB as sent (docs/performance.md, "Hostile requests"): a row with every column is about 140
 * bytes of CSV (170 in Hindi), 20 gzipped, and 60–100 bytes of a workbook, so 12,000 rows are at
 * most 2.0 MB even as a CSV sent unpacked, about 0.3 MB gzipped and 1.2 MB as Excel; and a file
 * built on request costs a bounded time (about a second for a workbook) whatever the catalogue's size.
 */
export const PRICE_LIST_PART_SIZE = 12_000;

/** How many files a view of `total` medicines comes in; an empty view is one file, its header alone. */
export function priceListPartCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRICE_LIST_PART_SIZE));
}

/** The positions (1-based, inclusive) of the medicines in part `part` of a view of `total`. */
export function priceListPartRange(part: number, total: number): { from: number; to: number } {
  return { from: (part - 1) * PRICE_LIST_PART_SIZE + 1, to: Math.min(part * PRICE_LIST_PART_SIZE, total) };
}

import type { Medicine } from "~/catalogue/medicine/medicine";
import { matchOrderLine, type OrderLineMatch } from "./match-order-line";
import { isHeaderLine, isNoteLine, noteText } from "./note-line";
import { readOrderLine, readOrderText, type OrderLine } from "./read-order-line";

/**
 * The one path from an order's lines to what the check table shows (docs/product.md 12.11): the
 * page's "Find medicines", the order-match bench and the tests all go through {@link matchOrder}, so
 * that a line is read, its strength or quantity decided (strength-or-quantity.ts) and matched the
 * same way everywhere.
 */

/**
 * What an order line found; `note` when it matches nothing and names no medicine ("urgent please"):
 * the order's note, which leaves with the order rather than as a line (docs/product.md 12.13a).
 */
export type OrderMatch = OrderLineMatch & { note?: string };

/** An order's lines (pasted, or read from a file) matched line by line, in the order written. */
export function matchOrder(medicines: readonly Medicine[], lines: readonly OrderLine[]): OrderMatch[] {
  return lines.map((line, at) => {
    const match = matchOrderLine(medicines, line);
    // The list's first line may be its heading ("Order from Shree Ram Medical, Patna"): a note too.
    const note =
      (match.candidates.length === 0 && isNoteLine(line.written)) ||
      (at === 0 && match.chosen === null && isHeaderLine(line.written));
    return note ? { ...match, note: noteText(line.written) } : match;
  });
}

/** A pasted or uploaded order read and matched line by line, in the order written. */
export function matchOrderText(
  medicines: readonly Medicine[],
  text: string,
): { lines: OrderMatch[]; tooMany: boolean } {
  const { lines, tooMany } = readOrderText(text);
  return { lines: matchOrder(medicines, lines), tooMany };
}

/**
 * A row of the check table as posted back ("Add to enquiry list"), matched again for the table
 * given back: the line's text as posted, not read again, with the quantity the row carries. Only
 * the unit the line counted in, which the form does not carry, is read from the line: it travels
 * with the quantity ("2 box velmarin 500" is sent as "velmarin 500", 2 boxes: decision 64).
 */
export function matchPostedLine(
  medicines: readonly Medicine[],
  written: string,
  nameText: string,
): { match: OrderLineMatch; asWritten: string } {
  const read = readOrderLine(written)?.reading;
  const unit = read?.nameText === nameText ? read.unit : undefined;
  const match = matchOrderLine(medicines, { written, reading: { nameText, quantity: 1, ...(unit ? { unit } : {}) } });
  return { match, asWritten: nameText || written };
}

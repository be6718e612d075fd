import { withoutBidiControls } from "~/formatting/bidi-controls";

/**
 * The bounds on an order as it enters (docs/product.md 12.11), checked where pasted text and order
 * files are split into lines, before any line is read or matched: the matcher's cost grows with a
 * line's words (one 100 KB line of distinct words cost 2–4 s of CPU against the catalogue), and a
 * real order line names one medicine, its strength, pack and quantity.
 *
 * - A line: at most {@link ORDER_LINE_MAX_CHARACTERS} characters and {@link ORDER_LINE_MAX_WORDS}
 *   words. The longest lines seen in chemists' orders ("Augmentin 625 Duo tab (GSK) 10x6 — 20
 *   strips, send with bill") run to about 60 characters and 12 words: the bounds leave room for
 *   more (a Devanagari word is longer in characters), and keep the worst order that passes (500
 *   lines of 20 distinct words) near the 1 s of CPU a 500-line order may cost: a line of 20 words
 *   that match nothing costs the matcher about 2 ms, one of 30 about 4 ms (docs/performance.md).
 * - The pasted text: at most {@link ORDER_TEXT_MAX_CHARACTERS} characters, 500 lines of 120:
 *   twice a long line for each of the most lines an order may have.
 *
 * A longer line or text is refused with a message that says which line and what is accepted, never
 * cut: a cut line would be matched, and sent, as something the buyer did not write.
 */
export const ORDER_LINE_MAX_CHARACTERS = 160;
export const ORDER_LINE_MAX_WORDS = 20;
export const ORDER_TEXT_MAX_CHARACTERS = 60_000;

/** A pasted text or a file's cell, cleaned where it enters: without bidirectional controls (app/formatting/bidi-controls.ts). */
export const orderInputText = withoutBidiControls;

/** Whether a line (as written, already trimmed of bidirectional controls) is over the bounds. */
export function isOrderLineTooLong(line: string): boolean {
  const written = line.replace(/\s+/g, " ").trim();
  if (written.length > ORDER_LINE_MAX_CHARACTERS) return true;
  // Split no further than one word past the bound.
  return written.split(" ", ORDER_LINE_MAX_WORDS + 1).length > ORDER_LINE_MAX_WORDS;
}

/** How an overlong line is named in the refusal: its first words, so the buyer finds it. */
export function lineStart(line: string): string {
  const written = line.replace(/\s+/g, " ").trim();
  const start = written.slice(0, 40);
  return start.length < written.length ? `${start.replace(/\s+\S*$/, "")}…` : start;
}

/**
 * A line of the check table as posted back ("Add to enquiry list"): the page sends the lines it was
 * given, within the bounds; a forged post's longer line is cut to them, not matched whole.
 */
export function postedOrderLine(text: string): string {
  const cut = orderInputText(text.slice(0, 4 * ORDER_LINE_MAX_CHARACTERS))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, ORDER_LINE_MAX_CHARACTERS);
  return cut.split(" ", ORDER_LINE_MAX_WORDS).join(" ");
}

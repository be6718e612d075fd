/** A run of text, marked when it matches the search. */
export type TextPart = { text: string; match: boolean };

/**
 * Splits text into the parts that match a search and the parts between, for highlighting
 * (docs/product.md §2). Matching is the catalogue search's: case-insensitive substring, every
 * non-overlapping occurrence from left to right. Joining the parts gives the text back.
 */
export function splitMatches(text: string, search: string): TextPart[] {
  const needle = search.trim().toLowerCase();
  if (!needle || !text) return text ? [{ text, match: false }] : [];

  // Lower-casing can change a string's length ("İ" becomes two code units), so the lower-case
  // copy remembers where each of its code units came from in the original.
  let lower = "";
  const origin: number[] = [];
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index)!;
    const char = String.fromCodePoint(codePoint);
    const lowered = char.toLowerCase();
    lower += lowered;
    for (let unit = 0; unit < lowered.length; unit += 1) origin.push(index);
    index += char.length;
  }
  origin.push(text.length);

  const parts: TextPart[] = [];
  let cursor = 0;
  for (let found = lower.indexOf(needle); found !== -1; found = lower.indexOf(needle, found + needle.length)) {
    const start = origin[found]!;
    // The match ends after the original character holding its last lower-case unit.
    const lastOrigin = origin[found + needle.length - 1]!;
    const end = lastOrigin + String.fromCodePoint(text.codePointAt(lastOrigin)!).length;
    if (start < cursor) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}

/** The longest search text kept (the catalogue applies no longer search: url-state.ts). */
export const MAX_MISS_LENGTH = 200;

/**
 * The search text as a search miss is counted (docs/product.md 10.7): Unicode NFKC (full-width
 * and compatibility forms as their plain letters), lower case, runs of white space as one space,
 * trimmed, at most 200 characters. So "  DOLO   650 " and "dolo 650" count as one search.
 * Empty when nothing is left. Pure: server and browser run it.
 */
export function normalizeMissText(search: string): string {
  const text = search.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
  if (text.length <= MAX_MISS_LENGTH) return text;
  // Cut at 200 UTF-16 units, never half a character.
  return text
    .slice(0, MAX_MISS_LENGTH)
    .replace(/[\uD800-\uDBFF]$/u, "")
    .trim();
}

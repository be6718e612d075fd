/**
 * What the importer writes for a composition, brand or manufacturer the sheet leaves empty
 * (docs/product.md). Pages never show it: an empty field shows nothing.
 */
export const NOT_AVAILABLE = "N/A";

/** A field's text worth showing: trimmed, or undefined when empty or the placeholder. */
export function shownText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" || trimmed === NOT_AVAILABLE ? undefined : trimmed;
}

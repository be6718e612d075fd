import { manufacturerHref, medicineHref, searchHref } from "~/catalogue/urls/links";
import { shownText } from "~/catalogue/medicine/placeholder";
import { indexOf } from "./query-index";
import type { QueryableMedicine } from "./queryable-medicine";

/** How many suggestions the header search shows at most (docs/product.md 10.6). */
export const SUGGESTION_LIMIT = 8;
/** The longest text suggested for: names and compositions are far shorter. */
export const SUGGESTION_TEXT_MAX_LENGTH = 100;

/**
 * One suggestion of the header search, small and serialisable (the server's endpoint sends
 * it; the browser's copy builds the same): a medicine with its composition (its strength) and
 * form, or a composition or manufacturer with its number of medicines; each with its address.
 */
export type Suggestion =
  | {
      kind: "medicine";
      id: string;
      label: string;
      detail: string;
      href: string;
      /** A medicine of a brand's composition at a strength the brand lacks ("dolo 650"; decision 64). */
      sameComposition?: { brand: string; strength: string };
    }
  | { kind: "composition" | "manufacturer"; label: string; count: number; href: string };

/**
 * Up to `limit` (at most {@link SUGGESTION_LIMIT}) suggestions for the text being typed
 * (docs/product.md 10.6): the search engine's, with what the header shows and where each leads.
 * A medicine opens its page, a composition searches the catalogue for it, a manufacturer
 * filters the catalogue by it. Empty fields and the importer's placeholder are never offered.
 */
export function suggestionsFor<T extends QueryableMedicine & { id: string }>(
  medicines: readonly T[],
  text: string,
  limit = SUGGESTION_LIMIT,
): Suggestion[] {
  const found = indexOf(medicines).search.suggest(text, Math.min(limit, SUGGESTION_LIMIT));
  const result: Suggestion[] = [];
  for (const suggestion of found) {
    if (suggestion.kind === "medicine") {
      const medicine = medicines[suggestion.position]!;
      const detail = [shownText(medicine.genericName), shownText(medicine.form)].filter(Boolean).join(" · ");
      result.push({
        kind: "medicine",
        id: medicine.id,
        label: suggestion.label,
        detail,
        href: medicineHref(medicine.id),
        ...(suggestion.sameComposition ? { sameComposition: suggestion.sameComposition } : {}),
      });
      continue;
    }
    const label = shownText(suggestion.label);
    if (label === undefined) continue;
    const href = suggestion.kind === "composition" ? searchHref(label) : manufacturerHref(label);
    result.push({ kind: suggestion.kind, label, count: suggestion.count, href });
  }
  return result;
}

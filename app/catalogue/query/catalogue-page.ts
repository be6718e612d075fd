import type { CatalogueStatus } from "~/catalogue/loading/catalogue-status";
import { noResultHelpFor, queryCatalogue, type QueryOptions, type SearchOutcome } from "./query";
import { facetsOf } from "./query-index";
import type { QueryableMedicine } from "./queryable-medicine";
import { textMarks, type TextMarks } from "./search/highlight";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";

/** The texts of a card that a search may match (docs/product.md 10.1). */
const MARKED_FIELDS = ["name", "genericName", "brand", "manufacturer"] as const;

/** What a search matched in a card's texts, field by field; a field without a match is left out. */
export type CardMarks = Partial<Record<(typeof MARKED_FIELDS)[number], TextMarks>>;

function marksOf(medicine: QueryableMedicine, search: SearchOutcome): CardMarks | undefined {
  let marks: CardMarks | undefined;
  for (const field of MARKED_FIELDS) {
    const found = textMarks(medicine[field], search.highlight);
    if (found.length > 0) (marks ??= {})[field] = found;
  }
  return marks;
}

/**
 * One catalogue page, the same whether the server's medicines or the browser's copy answer
 * (app/catalogue/browser/page-from-copy.ts): the state as applied, the shown page as cards with
 * what the search matched in them, the filter value lists, what the search was read as. The
 * matches travel as character ranges, so the browser needs none of the search's spelling rules to
 * show them.
 */
export function cataloguePage<T extends QueryableMedicine, Card extends { marks?: CardMarks }>(
  medicines: readonly T[],
  requested: CatalogueQuery,
  catalogue: CatalogueStatus,
  toCard: (medicine: T) => Card,
  options: QueryOptions = {},
) {
  const result = queryCatalogue(medicines, requested, options);
  const search = result.search;
  return {
    state: "loaded" as const,
    query: result.query,
    total: result.total,
    offset: result.offset,
    pageCount: result.pageCount,
    medicines: result.items.map((medicine): Card => {
      const card = toCard(medicine);
      const marks = search ? marksOf(medicine, search) : undefined;
      return marks ? { ...card, marks } : card;
    }),
    facets: facetsOf(medicines),
    search: search ? { corrections: search.corrections, correctedText: search.correctedText } : null,
    // A brand's missing strength answered with its composition's medicines (decision 64).
    sameComposition: result.sameComposition ?? null,
    // A search that found nothing is no dead end (decision 029): other searches that find something.
    help: result.total === 0 && result.query.search ? (noResultHelpFor(medicines, result.query.search) ?? null) : null,
    catalogue,
  };
}

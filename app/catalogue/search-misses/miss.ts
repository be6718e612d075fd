import { queryCatalogue, type QueryResult } from "~/catalogue/query/query";
import type { QueryableMedicine } from "~/catalogue/query/queryable-medicine";
import { DEFAULT_QUERY } from "~/catalogue/urls/url-state";
import { normalizeMissText } from "./normalize";

/**
 * The search miss of a catalogue page, or null (docs/product.md 10.7): the normalised search text
 * when the search alone finds nothing. With a category, manufacturer or prescription filter on,
 * a search can find nothing because of the filter, not because the catalogue lacks the medicine,
 * so the search is asked again without the filters. Pure: server and browser run it.
 */
export function searchMissOf<T extends QueryableMedicine>(
  medicines: readonly T[],
  result: Pick<QueryResult<T>, "query" | "total">,
): string | null {
  const { query, total } = result;
  if (total > 0) return null;
  const text = normalizeMissText(query.search);
  if (!text) return null;
  if (query.category || query.manufacturer || query.rx) {
    // Only the count is read: no page of items is made.
    const searchAlone = { ...DEFAULT_QUERY, search: query.search, sort: query.sort, exact: query.exact };
    if (queryCatalogue(medicines, searchAlone, { limit: 0 }).total > 0) return null;
  }
  return text;
}

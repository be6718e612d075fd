import type { CatalogueStatus } from "~/catalogue/browser/status";
import { facetsOf, queryCatalogue, type QueryableMedicine } from "./query";
import type { CatalogueQuery } from "./url-state";

/**
 * One catalogue page, the same whether the server's medicines or the browser's copy answer: the
 * state as applied, the shown page as cards, the filter value lists, what the search was read as.
 * (Loading it, and the search engine with it, only when the browser first answers from its copy
 * would take about 8 KB gzip off the first page, but the service worker must then save that
 * chunk for offline use before it is needed: not done yet.)
 */
export function cataloguePage<T extends QueryableMedicine, Card>(
  medicines: readonly T[],
  requested: CatalogueQuery,
  catalogue: CatalogueStatus,
  toCard: (medicine: T) => Card,
) {
  const result = queryCatalogue(medicines, requested);
  return {
    state: "loaded" as const,
    query: result.query,
    total: result.total,
    offset: result.offset,
    pageCount: result.pageCount,
    medicines: result.items.map(toCard),
    facets: facetsOf(medicines),
    search: result.search ?? null,
    catalogue,
  };
}

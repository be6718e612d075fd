import { activeFilters, type Facets } from "~/catalogue/query/filters";
import { queryCatalogue } from "~/catalogue/query/query";
import type { QueryableMedicine } from "~/catalogue/query/queryable-medicine";
import { SORT_OPTIONS, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { priceListColumns, type PriceListColumn, type PriceListMedicine, type SheetColumns } from "./columns";
import type { Translate } from "~/i18n/translator";
import { DEFAULT_RATE_TERMS, type RateTerms } from "~/catalogue/trade/rate-label";
import { priceListPartCount, priceListPartRange } from "./parts";
import "~/i18n/areas/price-list";

/**
 * The most medicines the printable page lists (docs/product.md 13.2): about 12 A4 pages. React
 * renders a page in one go, and its rows go into the page's data too: with the trade columns, 500
 * rows cost about 180 ms of the server's CPU, over a page's bound of 100 ms (docs/performance.md,
 * "Hostile requests"), and the whole 11.8k catalogue (some 600 pages) seconds, which would hold
 * the server, and then the browser, that long (docs/decisions/007). The downloads serve long lists.
 */
export const PRINTABLE_LIMIT = 250;

/** A catalogue view as a price list (docs/product.md §13): its medicines and the columns to show. */
export type PriceList<T extends PriceListMedicine> = {
  /** The catalogue state as applied (unknown filters dropped), without paging. */
  query: CatalogueQuery;
  columns: PriceListColumn[];
  /** The view's medicines in its order: every page, or the first `limit`. */
  medicines: T[];
  /** How many medicines the view has. */
  total: number;
  /** The page's language: "Price on request", availability, Yes/No and schedules are said in it. */
  t: Translate;
  /** How the site quotes its rates: the rate column's heading and the margin (11.7). */
  terms: RateTerms;
};

/**
 * Every medicine of a catalogue view, all pages, in the view's order (docs/product.md 13.1): the
 * catalogue's own query with its page, view and paging mode ignored. `limit` keeps only the first.
 */
export function priceListOf<T extends QueryableMedicine & PriceListMedicine>(
  medicines: readonly T[],
  sheet: SheetColumns,
  requested: CatalogueQuery,
  t: Translate,
  options: { limit?: number; terms?: RateTerms } = {},
): PriceList<T> {
  const terms = options.terms ?? DEFAULT_RATE_TERMS;
  const result = queryCatalogue(
    medicines,
    { ...requested, page: 1, paging: "pages" },
    { limit: Math.min(options.limit ?? medicines.length, medicines.length) },
  );
  return {
    query: result.query,
    columns: priceListColumns(sheet, medicines, t, terms),
    medicines: result.items,
    total: result.total,
    t,
    terms,
  };
}

/**
 * Part `part` of a whole price list (parts.ts): the same list with only that part's medicines, or
 * null past its last part. The first part of a view that fits in one file is the whole list.
 */
export function priceListPart<T extends PriceListMedicine>(list: PriceList<T>, part: number): PriceList<T> | null {
  if (part < 1 || part > priceListPartCount(list.total)) return null;
  const { from, to } = priceListPartRange(part, list.total);
  return { ...list, medicines: list.medicines.slice(from - 1, to) };
}

/**
 * The view in words, for the printed page: each filter as its chip says it ("Category: Pain
 * Relief"), or "All medicines"; and the order ("Price: low to high").
 */
export function viewInWords(query: CatalogueQuery, facets: Facets, t: Translate): { filters: string[]; order: string } {
  const filters = activeFilters(query, facets, t).map((filter) => filter.label);
  const sort = SORT_OPTIONS.find((option) => option.value === query.sort);
  const order = sort ? t(sort.label) : query.sort;
  return { filters: filters.length > 0 ? filters : [t("priceList.allMedicines")], order };
}

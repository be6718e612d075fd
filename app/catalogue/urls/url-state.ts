// Relative: app/routes.ts reaches this module through links.ts, without the app's "~/" alias.
import { scheduleParam, type Schedule } from "../medicine/schedule";
import type { MessageId } from "~/i18n/message-id";

/**
 * The catalogue's state as its URL carries it: search, filters, sort, page, view and paging
 * mode (docs/product.md). Pure; runs on the server and in the browser. Reading a state from a URL
 * (with zod) is url-params.ts, so that pages which only link to the catalogue ship no schema.
 */

/** Page size and load-more step (docs/product.md §9). */
export const PAGE_SIZE = 24;

/**
 * The most medicines one load-more page shows (docs/product.md 9.1): past it, each "Load more"
 * drops the earliest 24 as it adds the next 24. Without it `?paging=more&page=<huge>` rendered the
 * whole catalogue in one answer. 96 cards render in about 100 ms of CPU at 100k rows on a busy
 * machine (docs/performance.md, "Hostile requests"), the bound of one request.
 */
export const LOAD_MORE_MAX_SHOWN = 96;

/** Each order and the message naming it ("Best match", "Price: low to high"), said in the page's language. */
export const SORT_OPTIONS = [
  // Offered only with search text, where it is the default (docs/product.md 10.5).
  { value: "relevance", label: "catalogue.sort.relevance" },
  { value: "name-asc", label: "catalogue.sort.nameAsc" },
  { value: "name-desc", label: "catalogue.sort.nameDesc" },
  { value: "price-asc", label: "catalogue.sort.priceAsc" },
  { value: "price-desc", label: "catalogue.sort.priceDesc" },
  // Offered only when some pack tells its units (docs/product.md 11.2).
  { value: "unit-price-asc", label: "catalogue.sort.unitPriceAsc" },
  { value: "availability", label: "catalogue.sort.availability" },
] as const satisfies readonly { value: string; label: MessageId }[];
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];
export const SORT_KEYS = SORT_OPTIONS.map((option) => option.value) as [SortKey, ...SortKey[]];
export const DEFAULT_SORT: SortKey = "name-asc";

/** The order a catalogue state has when none is chosen: best match with search text, else by name. */
export function defaultSortFor(search: string): SortKey {
  return search.trim() ? "relevance" : DEFAULT_SORT;
}

export const VIEWS = ["grid", "list"] as const;
export type CatalogueView = (typeof VIEWS)[number];

/**
 * "pages": page numbers, 24 per page; "more": the items up to page × 24, at most
 * {@link LOAD_MORE_MAX_SHOWN} of them, with a "Load more" button.
 */
export const PAGING_MODES = ["pages", "more"] as const;
export type PagingMode = (typeof PAGING_MODES)[number];

export const MAX_SEARCH_LENGTH = 200;
export const MAX_FILTER_LENGTH = 200;

// Control characters never occur in a medicine's name; as spaces they cannot join two fields of the search text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Trimmed, shortened text, control characters as spaces. */
export function normalizeText(value: string, maxLength: number): string {
  return value.replace(CONTROL_CHARACTERS, " ").trim().slice(0, maxLength).trim();
}

/** The search text as the catalogue applies it: what typing "  amox " into the search box searches for. */
export function normalizeSearch(search: string): string {
  return normalizeText(search, MAX_SEARCH_LENGTH);
}

/** A state of the catalogue: what its URL says, every field read (url-params.ts reads it from a URL). */
export type CatalogueQuery = {
  search: string;
  /** A category's slug (docs/product.md 3.7); empty: any. */
  category: string;
  manufacturer: string;
  /** Only prescription medicines. */
  rx: boolean;
  sort: SortKey;
  page: number;
  view: CatalogueView;
  paging: PagingMode;
  /**
   * Only medicines of this schedule (docs/product.md 11.4); absent: any. Optional, so that a
   * state written before the filter existed is still a whole state.
   */
  schedule?: Schedule;
  /** Search exactly what was typed: no typo corrections (absent: corrections apply). */
  exact?: true;
};

export const DEFAULT_QUERY: CatalogueQuery = Object.freeze({
  search: "",
  category: "",
  manufacturer: "",
  rx: false,
  sort: DEFAULT_SORT,
  page: 1,
  view: "grid",
  paging: "pages",
});

/**
 * The search parameters of a catalogue state, defaults left out, in a fixed order, so
 * each state has exactly one URL. The inverse of `parseCatalogueQuery` (url-params.ts).
 */
export function toSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set("search", search);
  if (query.category) params.set("category", query.category);
  if (query.manufacturer) params.set("manufacturer", query.manufacturer);
  if (query.rx) params.set("rx", "1");
  if (query.schedule) params.set("schedule", scheduleParam(query.schedule));
  if (query.sort !== defaultSortFor(search)) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.view !== DEFAULT_QUERY.view) params.set("view", query.view);
  if (query.paging !== DEFAULT_QUERY.paging) params.set("paging", query.paging);
  if (query.exact && search) params.set("exact", "1");
  return params;
}

/** The fields whose change starts the results over (docs/product.md §4). */
const RESULT_FIELDS = ["search", "category", "manufacturer", "rx", "schedule", "sort"] as const;

/**
 * A new state from a change. A change of search, category, manufacturer, prescription, schedule
 * or sort returns to page 1, the first 24 items (docs/product.md §4); view and paging mode keep
 * the page. `{ schedule: undefined }` removes the schedule filter.
 */
export function changeQuery(query: CatalogueQuery, change: Partial<CatalogueQuery>): CatalogueQuery {
  const next = { ...query, ...change };
  const startsOver = RESULT_FIELDS.some((field) => field in change && change[field] !== query[field]);
  if (startsOver && change.page === undefined) next.page = 1;
  if (change.search !== undefined && change.search !== query.search) {
    // A new search is corrected again; an order left at its default follows the search
    // (best match with text, by name without); a chosen order stays.
    if (change.exact === undefined) delete next.exact;
    if (change.sort === undefined && query.sort === defaultSortFor(query.search)) {
      next.sort = defaultSortFor(change.search);
    }
  }
  if (next.sort === "relevance" && !next.search.trim()) next.sort = DEFAULT_SORT;
  // One state, one shape: no schedule is no key, as parseCatalogueQuery gives it.
  if (!next.schedule) delete next.schedule;
  return next;
}

/** "Clear filters": no search, category, manufacturer, prescription or schedule filter; sort, view and paging stay. */
export function clearFilters(query: CatalogueQuery): CatalogueQuery {
  return changeQuery(query, { search: "", category: "", manufacturer: "", rx: false, schedule: undefined });
}

/** "Reset" (docs/product.md §2): clears all filters and sorts by name ascending; view and paging mode stay. */
export function resetQuery(query: CatalogueQuery): CatalogueQuery {
  return { ...DEFAULT_QUERY, view: query.view, paging: query.paging };
}

/** Whether any filter narrows the results (the search text counts as one). */
export function hasFilters(query: CatalogueQuery): boolean {
  return Boolean(query.search || query.category || query.manufacturer || query.rx || query.schedule);
}

import * as z from "zod/mini";
import { categoryIdOf, HOME_CATEGORIES, homeCategoryName } from "./categories";
import type { Medicine } from "./medicine";

/** Page size and load-more step (SPEC.md §9). */
export const PAGE_SIZE = 24;

/** Where the catalogue lives; every catalogue state is this path plus its search parameters. */
export const CATALOGUE_PATH = "/medicines";

export const SORT_OPTIONS = [
  { value: "name-asc", label: "Name (A–Z)" },
  { value: "name-desc", label: "Name (Z–A)" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "availability", label: "Availability" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];
const SORT_KEYS = SORT_OPTIONS.map((option) => option.value) as [SortKey, ...SortKey[]];
export const DEFAULT_SORT: SortKey = "name-asc";

export const VIEWS = ["grid", "list"] as const;
export type CatalogueView = (typeof VIEWS)[number];

/** "pages": page numbers, 24 per page; "more": the first page × 24 items with a "Load more" button. */
export const PAGING_MODES = ["pages", "more"] as const;
export type PagingMode = (typeof PAGING_MODES)[number];

const MAX_SEARCH_LENGTH = 200;
const MAX_FILTER_LENGTH = 200;

// Control characters never occur in a medicine's name; as spaces they cannot join two fields of the search text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Trimmed, shortened text, control characters as spaces. */
function normalizeText(value: string, maxLength: number): string {
  return value.replace(CONTROL_CHARACTERS, " ").trim().slice(0, maxLength).trim();
}

/** The search text as the catalogue applies it: what typing "  amox " into the search box searches for. */
export function normalizeSearch(search: string): string {
  return normalizeText(search, MAX_SEARCH_LENGTH);
}

const text = (maxLength: number) =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((value) => normalizeText(value, maxLength)),
    ),
    "",
  );

/**
 * The catalogue state as the URL carries it (DECISIONS.md 9). Every field falls back to
 * its default instead of failing: a mistyped or outdated link still shows the catalogue.
 * Built on first use, so a browser bundle that never parses a URL leaves zod out.
 */
const buildQueryParamsSchema = () =>
  z.object({
    search: text(MAX_SEARCH_LENGTH),
    // A slug (DECISIONS.md 6); a hand-typed display name such as "Pain Relief" reads as its slug.
    category: z.pipe(text(MAX_FILTER_LENGTH), z.transform(categoryIdOf)),
    manufacturer: text(MAX_FILTER_LENGTH),
    rx: z.catch(
      z.pipe(
        z.string(),
        z.transform((value) => ["1", "true", "yes", "on"].includes(value.trim().toLowerCase())),
      ),
      false,
    ),
    sort: z.catch(z.enum(SORT_KEYS), DEFAULT_SORT),
    page: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)), 1),
    view: z.catch(z.enum(VIEWS), "grid"),
    paging: z.catch(z.enum(PAGING_MODES), "pages"),
  });
let queryParamsSchema: ReturnType<typeof buildQueryParamsSchema> | undefined;
export type CatalogueQuery = z.infer<ReturnType<typeof buildQueryParamsSchema>>;

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

const PARAM_KEYS = ["search", "category", "manufacturer", "rx", "sort", "page", "view", "paging"] as const;

/** Reads the catalogue state from a URL's search parameters; never throws. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const raw: Partial<Record<(typeof PARAM_KEYS)[number], string>> = {};
  for (const key of PARAM_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  queryParamsSchema ??= buildQueryParamsSchema();
  return queryParamsSchema.parse(raw);
}

/**
 * The search parameters of a catalogue state, defaults left out, in a fixed order, so
 * each state has exactly one URL. The inverse of {@link parseCatalogueQuery}.
 */
export function toSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set("search", search);
  if (query.category) params.set("category", query.category);
  if (query.manufacturer) params.set("manufacturer", query.manufacturer);
  if (query.rx) params.set("rx", "1");
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.view !== DEFAULT_QUERY.view) params.set("view", query.view);
  if (query.paging !== DEFAULT_QUERY.paging) params.set("paging", query.paging);
  return params;
}

/** The link to a catalogue state: `/medicines` or `/medicines?…`. */
export function catalogueHref(query: CatalogueQuery): string {
  const search = toSearchParams(query).toString();
  return search ? `${CATALOGUE_PATH}?${search}` : CATALOGUE_PATH;
}

/** The fields whose change starts the results over (SPEC.md §4). */
const RESULT_FIELDS = ["search", "category", "manufacturer", "rx", "sort"] as const;

/**
 * A new state from a change. A change of search, category, manufacturer, prescription or
 * sort returns to page 1, the first 24 items (SPEC.md §4); view and paging mode keep the page.
 */
export function changeQuery(query: CatalogueQuery, change: Partial<CatalogueQuery>): CatalogueQuery {
  const next = { ...query, ...change };
  const startsOver = RESULT_FIELDS.some((field) => field in change && change[field] !== query[field]);
  if (startsOver && change.page === undefined) next.page = 1;
  return next;
}

/** "Clear filters": no search, category, manufacturer or prescription filter; sort, view and paging stay. */
export function clearFilters(query: CatalogueQuery): CatalogueQuery {
  return changeQuery(query, { search: "", category: "", manufacturer: "", rx: false });
}

/** "Reset" (SPEC.md §2): clears all filters and sorts by name ascending; view and paging mode stay. */
export function resetQuery(query: CatalogueQuery): CatalogueQuery {
  return { ...DEFAULT_QUERY, view: query.view, paging: query.paging };
}

/** Whether any filter narrows the results (the search text counts as one). */
export function hasFilters(query: CatalogueQuery): boolean {
  return Boolean(query.search || query.category || query.manufacturer || query.rx);
}

/**
 * What searching, filtering and sorting read: a full medicine on the server, a catalogue
 * entry (app/catalogue/snapshot.ts) in the browser. Both run the same query.
 */
export type QueryableMedicine = Pick<
  Medicine,
  "name" | "genericName" | "brand" | "manufacturer" | "category" | "categoryId" | "prescription" | "price" | "stock"
>;

export type FacetOption = { value: string; label: string };
export type Facets = { categories: FacetOption[]; manufacturers: FacetOption[] };

/** Work done once per catalogue, so that each query is a single pass. */
type CatalogueIndex = {
  searchText: string[];
  manufacturers: string[];
  order: Record<SortKey, number[]>;
  facets: Facets;
  manufacturerNames: Set<string>;
  /** Manufacturer facet value by its lower-case form, to read hand-typed links. */
  manufacturerByKey: Map<string, string>;
};

const indexCache = new WeakMap<readonly QueryableMedicine[], CatalogueIndex>();
// numeric: "Dolo 500" before "Dolo 650", "Tab 2" before "Tab 10"; base: case and accents tie.
const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });

function buildIndex(medicines: readonly QueryableMedicine[]): CatalogueIndex {
  const positions = medicines.map((_, index) => index);
  const names = medicines.map((medicine) => medicine.name.trim());
  // Ties keep sheet order in every order (Array#sort is stable; the position breaks ties explicitly).
  const byNameAsc = positions.slice().sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b);
  const nameRank = new Array<number>(medicines.length);
  byNameAsc.forEach((position, rank) => (nameRank[position] = rank));
  const byName = (a: number, b: number) => nameRank[a]! - nameRank[b]!;
  const byNameDesc = positions.slice().sort((a, b) => collator.compare(names[b]!, names[a]!) || a - b);
  const byPriceAsc = positions.slice().sort((a, b) => medicines[a]!.price - medicines[b]!.price || byName(a, b));
  const byPriceDesc = positions.slice().sort((a, b) => medicines[b]!.price - medicines[a]!.price || byName(a, b));
  const byStockDesc = positions.slice().sort((a, b) => medicines[b]!.stock - medicines[a]!.stock || byName(a, b));

  const categories = new Map<string, string>();
  const manufacturers = new Set<string>();
  for (const medicine of medicines) {
    const category = medicine.category.trim();
    if (category && medicine.categoryId && !categories.has(medicine.categoryId)) {
      categories.set(medicine.categoryId, homeCategoryName(medicine.categoryId) ?? category);
    }
    const manufacturer = medicine.manufacturer.trim();
    if (manufacturer) manufacturers.add(manufacturer);
  }
  const sortedOptions = (options: FacetOption[]) =>
    options.sort((a, b) => collator.compare(a.label, b.label) || (a.label < b.label ? -1 : 1));
  const manufacturerOptions = sortedOptions([...manufacturers].map((name) => ({ value: name, label: name })));

  return {
    searchText: medicines.map((m) => `${m.name}\u0000${m.genericName}\u0000${m.brand}`.toLowerCase()),
    manufacturers: medicines.map((m) => m.manufacturer.trim()),
    order: {
      "name-asc": byNameAsc,
      "name-desc": byNameDesc,
      "price-asc": byPriceAsc,
      "price-desc": byPriceDesc,
      availability: byStockDesc,
    },
    facets: {
      categories: sortedOptions([...categories].map(([value, label]) => ({ value, label }))),
      manufacturers: manufacturerOptions,
    },
    manufacturerNames: manufacturers,
    // The first spelling in alphabetical order wins when two differ only in case.
    manufacturerByKey: new Map(
      [...manufacturerOptions].reverse().map((option) => [option.value.toLowerCase(), option.value]),
    ),
  };
}

function indexOf(medicines: readonly QueryableMedicine[]): CatalogueIndex {
  let index = indexCache.get(medicines);
  if (!index) {
    index = buildIndex(medicines);
    indexCache.set(medicines, index);
  }
  return index;
}

/**
 * The filter value lists (SPEC.md §5): unique, non-empty, trimmed, alphabetical. Categories
 * are slugs with their display names (DECISIONS.md 6); manufacturers are their own names.
 */
export function facetsOf(medicines: readonly QueryableMedicine[]): Facets {
  return indexOf(medicines).facets;
}

/** The display name of a category slug: the home category's name, the sheet's text, or none. */
export function categoryLabel(categoryId: string, facets: Facets): string | undefined {
  return facets.categories.find((c) => c.value === categoryId)?.label ?? homeCategoryName(categoryId);
}

/** A category the catalogue knows: one of the home categories or one in the sheet. */
function isKnownCategory(categoryId: string, facets: Facets): boolean {
  return HOME_CATEGORIES.some((c) => c.id === categoryId) || facets.categories.some((c) => c.value === categoryId);
}

export type QueryResult<T extends QueryableMedicine = Medicine> = {
  /**
   * The query as applied: unknown categories and manufacturers are dropped, a manufacturer
   * is spelled as in the catalogue, and a page past the end becomes the last page.
   */
  query: CatalogueQuery;
  items: T[];
  total: number;
  pageCount: number;
  /** Index of the first item shown (0-based); always 0 in load-more mode. */
  offset: number;
};

/**
 * Search, filter, sort and page the catalogue (SPEC.md §5). Runs the same on the
 * server and in the browser. In load-more mode page N shows the first N × pageSize
 * items; `limit` overrides how many items a page-numbers query returns.
 */
export function queryCatalogue<T extends QueryableMedicine>(
  medicines: readonly T[],
  requested: CatalogueQuery,
  options: { pageSize?: number; limit?: number } = {},
): QueryResult<T> {
  const index = indexOf(medicines);
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const category = isKnownCategory(requested.category, index.facets) ? requested.category : "";
  const manufacturer = index.manufacturerNames.has(requested.manufacturer)
    ? requested.manufacturer
    : (index.manufacturerByKey.get(requested.manufacturer.toLowerCase()) ?? "");
  const needle = requested.search.toLowerCase();

  const order = index.order[requested.sort];
  const filtering = Boolean(category || manufacturer || requested.rx || needle);
  // Test every medicine in sheet order: the substring search reads memory sequentially there,
  // several times faster than in sort order. The matches are then read off in sort order.
  const matched = filtering ? new Uint8Array(medicines.length) : null;
  let total = filtering ? 0 : medicines.length;
  if (matched) {
    for (let position = 0; position < medicines.length; position++) {
      const medicine = medicines[position]!;
      if (category && medicine.categoryId !== category) continue;
      if (manufacturer && index.manufacturers[position] !== manufacturer) continue;
      if (requested.rx && !medicine.prescription) continue;
      if (needle && !index.searchText[position]!.includes(needle)) continue;
      matched[position] = 1;
      total++;
    }
  }

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested.page, pageCount);
  const loadMore = requested.paging === "more";
  const offset = loadMore ? 0 : (page - 1) * pageSize;
  const limit = loadMore ? page * pageSize : (options.limit ?? pageSize);

  // Only the shown slice of the sort order is collected, however many match.
  const items: T[] = [];
  let seen = 0;
  for (const position of order) {
    if (matched && !matched[position]) continue;
    if (seen++ < offset) continue;
    if (items.length >= limit) break;
    items.push(medicines[position]!);
  }
  return {
    query: { ...requested, category, manufacturer, page },
    items,
    total,
    pageCount,
    offset,
  };
}

export type ActiveFilter = {
  key: "search" | "category" | "manufacturer" | "rx";
  /** What the chip says, e.g. `Category: Pain Relief`. */
  label: string;
  /** The state without this filter. */
  without: CatalogueQuery;
};

/** The filters in effect, each removable on its own (the chips above the results). */
export function activeFilters(query: CatalogueQuery, facets: Facets): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.search) {
    filters.push({ key: "search", label: `Search: “${query.search}”`, without: changeQuery(query, { search: "" }) });
  }
  if (query.category) {
    filters.push({
      key: "category",
      label: `Category: ${categoryLabel(query.category, facets) ?? query.category}`,
      without: changeQuery(query, { category: "" }),
    });
  }
  if (query.manufacturer) {
    filters.push({
      key: "manufacturer",
      label: `Manufacturer: ${query.manufacturer}`,
      without: changeQuery(query, { manufacturer: "" }),
    });
  }
  if (query.rx) {
    filters.push({ key: "rx", label: "Prescription only", without: changeQuery(query, { rx: false }) });
  }
  return filters;
}

import { z } from "zod";
import { HOME_CATEGORIES, homeCategoryName } from "./categories";
import type { Medicine } from "./medicine";

/** Page size and load-more step (SPEC.md §9). */
export const PAGE_SIZE = 24;

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

/**
 * The catalogue state as the URL carries it (DECISIONS.md 9). Every field falls
 * back to its default instead of failing: a mistyped link still shows the catalogue.
 */
const queryParamsSchema = z.object({
  search: z.string().trim().max(200).catch(""),
  category: z.string().trim().toLowerCase().max(100).catch(""),
  manufacturer: z.string().trim().max(200).catch(""),
  rx: z
    .string()
    .transform((value) => value === "1" || value === "true")
    .catch(false),
  sort: z.enum(SORT_KEYS).catch(DEFAULT_SORT),
  page: z.coerce.number().int().min(1).catch(1),
});
export type CatalogueQuery = z.infer<typeof queryParamsSchema>;

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const pick = (key: string) => params.get(key) ?? undefined;
  return queryParamsSchema.parse({
    search: pick("search") ?? "",
    category: pick("category") ?? "",
    manufacturer: pick("manufacturer") ?? "",
    rx: pick("rx") ?? "",
    sort: pick("sort") ?? DEFAULT_SORT,
    page: pick("page") ?? 1,
  });
}

export type FacetOption = { value: string; label: string };
export type Facets = { categories: FacetOption[]; manufacturers: FacetOption[] };

/** Work done once per catalogue, so that each query is a single pass. */
type CatalogueIndex = {
  searchText: string[];
  order: Record<SortKey, number[]>;
  facets: Facets;
};

const indexCache = new WeakMap<readonly Medicine[], CatalogueIndex>();
const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });

function buildIndex(medicines: readonly Medicine[]): CatalogueIndex {
  const positions = medicines.map((_, index) => index);
  // Array#sort is stable, so equal names keep sheet order.
  const byNameAsc = positions.slice().sort((a, b) => collator.compare(medicines[a]!.name, medicines[b]!.name));
  const nameRank = new Array<number>(medicines.length);
  byNameAsc.forEach((position, rank) => (nameRank[position] = rank));
  const byName = (a: number, b: number) => nameRank[a]! - nameRank[b]!;
  const byNameDesc = positions.slice().sort((a, b) => byName(b, a));
  const byPriceAsc = positions.slice().sort((a, b) => medicines[a]!.price - medicines[b]!.price || byName(a, b));
  const byPriceDesc = positions.slice().sort((a, b) => medicines[b]!.price - medicines[a]!.price || byName(a, b));
  const byStockDesc = positions.slice().sort((a, b) => medicines[b]!.stock - medicines[a]!.stock || byName(a, b));

  const categories = new Map<string, string>();
  const manufacturers = new Set<string>();
  for (const medicine of medicines) {
    const category = medicine.category.trim();
    if (category && !categories.has(medicine.categoryId)) {
      categories.set(medicine.categoryId, homeCategoryName(medicine.categoryId) ?? category);
    }
    const manufacturer = medicine.manufacturer.trim();
    if (manufacturer) manufacturers.add(manufacturer);
  }
  const sortedOptions = (options: FacetOption[]) => options.sort((a, b) => collator.compare(a.label, b.label));

  return {
    searchText: medicines.map((m) => `${m.name}\u0000${m.genericName}\u0000${m.brand}`.toLowerCase()),
    order: {
      "name-asc": byNameAsc,
      "name-desc": byNameDesc,
      "price-asc": byPriceAsc,
      "price-desc": byPriceDesc,
      availability: byStockDesc,
    },
    facets: {
      categories: sortedOptions([...categories].map(([value, label]) => ({ value, label }))),
      manufacturers: sortedOptions([...manufacturers].map((name) => ({ value: name, label: name }))),
    },
  };
}

function indexOf(medicines: readonly Medicine[]): CatalogueIndex {
  let index = indexCache.get(medicines);
  if (!index) {
    index = buildIndex(medicines);
    indexCache.set(medicines, index);
  }
  return index;
}

export function facetsOf(medicines: readonly Medicine[]): Facets {
  return indexOf(medicines).facets;
}

/** A category the catalogue knows: one of the home categories or one in the sheet. */
function isKnownCategory(categoryId: string, facets: Facets): boolean {
  return HOME_CATEGORIES.some((c) => c.id === categoryId) || facets.categories.some((c) => c.value === categoryId);
}

export type QueryResult = {
  /** The query as applied: unknown categories and pages past the end are corrected. */
  query: CatalogueQuery;
  items: Medicine[];
  total: number;
  pageCount: number;
  /** Index of the first item on this page (0-based). */
  offset: number;
};

/**
 * Search, filter, sort and page the catalogue (SPEC.md §5). Runs the same on the
 * server and in the browser. `limit` lets load-more ask for several pages at once.
 */
export function queryCatalogue(
  medicines: readonly Medicine[],
  requested: CatalogueQuery,
  options: { pageSize?: number; limit?: number } = {},
): QueryResult {
  const index = indexOf(medicines);
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const category = isKnownCategory(requested.category, index.facets) ? requested.category : "";
  const needle = requested.search.toLowerCase();

  const matches: number[] = [];
  for (const position of index.order[requested.sort]) {
    const medicine = medicines[position]!;
    if (category && medicine.categoryId !== category) continue;
    if (requested.manufacturer && medicine.manufacturer !== requested.manufacturer) continue;
    if (requested.rx && !medicine.prescription) continue;
    if (needle && !index.searchText[position]!.includes(needle)) continue;
    matches.push(position);
  }

  const total = matches.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested.page, pageCount);
  const offset = (page - 1) * pageSize;
  const limit = options.limit ?? pageSize;
  return {
    query: { ...requested, category, page },
    items: matches.slice(offset, offset + limit).map((position) => medicines[position]!),
    total,
    pageCount,
    offset,
  };
}

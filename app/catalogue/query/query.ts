import type { Medicine } from "~/catalogue/medicine/medicine";
import { manufacturerSlug } from "~/catalogue/urls/links";
import { defaultSortFor, PAGE_SIZE, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { isKnownCategory } from "./filters";
import { groupSize, type Groups } from "./groups";
import { pageWindow, shownSlice } from "./paging";
import { indexOf, type CatalogueIndex } from "./query-index";
import type { QueryableMedicine } from "./queryable-medicine";
import type {
  NoResultHelp,
  PreparedSearch,
  SameCompositionSearch,
  SearchCorrection,
  SearchHighlight,
} from "./search/catalogue-search";

export type QueryResult<T extends QueryableMedicine = Medicine> = {
  /**
   * The query as applied: unknown categories and manufacturers, and schedules no medicine has,
   * are dropped, a manufacturer is spelled as in the catalogue, and a page past the end becomes
   * the last page.
   */
  query: CatalogueQuery;
  items: T[];
  total: number;
  pageCount: number;
  /** Index of the first item shown (0-based); in load-more mode 0 until more than the cap are loaded. */
  offset: number;
  /** What the search text was read as; absent without search text. */
  search?: SearchOutcome;
  /**
   * Set when the items are not the search's but its composition's at the strength asked: the
   * search named a brand with a strength the catalogue lacks ("dolo 650", decision 64).
   */
  sameComposition?: SameCompositionShown;
};

/** What the page says above the results of {@link QueryResult.sameComposition}. */
export type SameCompositionShown = Pick<SameCompositionSearch, "brand" | "strength" | "search">;

/** What the page says about a search: the words corrected, and what to highlight. */
export type SearchOutcome = {
  corrections: SearchCorrection[];
  /** The search with its corrections ("Showing results for …"); equal to the text when none. */
  correctedText: string;
  highlight: SearchHighlight;
};

export type QueryOptions = {
  pageSize?: number;
  /** How many items a page-numbers query returns, overriding the page size (the price list). */
  limit?: number;
  /**
   * Only these positions of the catalogue, ascending: a manufacturer's page is the catalogue's
   * query within its medicines, so it needs no index of its own (docs/product.md 11.5).
   */
  within?: Uint32Array;
};

/**
 * Search, filter, sort and page the catalogue (docs/product.md §5). Runs the same on the
 * server and in the browser. In load-more mode page N shows the items up to N × pageSize, the
 * last LOAD_MORE_MAX_SHOWN of them at most (paging.ts), so that no page number makes one answer as
 * large as the catalogue; `limit` overrides how many items a page-numbers query returns.
 */
export function queryCatalogue<T extends QueryableMedicine>(
  medicines: readonly T[],
  requested: CatalogueQuery,
  options: QueryOptions = {},
): QueryResult<T> {
  const index = indexOf(medicines);
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const category = isKnownCategory(requested.category, index.facets) ? requested.category : "";
  // Any spelling of a manufacturer finds all of its medicines, and reads as its name.
  const manufacturerKey = requested.manufacturer ? manufacturerSlug(requested.manufacturer) : "";
  const manufacturer = index.manufacturerBySlug.get(manufacturerKey) ?? "";
  // The filter offers only the schedules present: another one (a sheet without the column) is ignored.
  const schedule =
    requested.schedule && index.facets.schedules.includes(requested.schedule) ? requested.schedule : undefined;
  const asked = requested.search ? index.search.prepare(requested.search, { correct: !requested.exact }) : null;
  let prepared = asked;
  const filters: Filter[] = [
    [index.categories, category],
    [index.manufacturers, manufacturer ? manufacturerKey : ""],
    [index.prescription, requested.rx ? "rx" : ""],
    [index.schedules, schedule ?? ""],
  ];
  const filtering = Boolean(prepared || options.within || filters.some(([, value]) => value));
  let matched = filtering ? matchingPositions(index, prepared, filters, options.within) : null;
  // A brand with a strength the catalogue lacks: its composition's medicines at that strength are
  // the results (decision 64), found as the no-result help finds them (no-result.ts), when the
  // filters leave some of them.
  let sameComposition: SameCompositionShown | undefined;
  if (asked && matched?.length === 0) {
    const instead = index.search.helpWhenNothingFound(requested.search, { closest: false })?.sameComposition;
    const insteadPrepared = instead ? index.search.prepare(instead.search) : null;
    const insteadMatched = insteadPrepared ? matchingPositions(index, insteadPrepared, filters, options.within) : null;
    if (instead && insteadMatched && insteadMatched.length > 0) {
      [prepared, matched] = [insteadPrepared, insteadMatched];
      sameComposition = { brand: instead.brand, strength: instead.strength, search: instead.search };
    }
  }
  const total = matched ? matched.length : medicines.length;
  // Without stock there is no availability order (docs/product.md 11.1), without units no order by
  // price per unit (11.2): a kept link falls back.
  const sort =
    (requested.sort === "availability" && !index.facets.hasStock) ||
    (requested.sort === "unit-price-asc" && !index.facets.hasUnitPrices)
      ? defaultSortFor(requested.search)
      : requested.sort;

  const { pageCount, page, offset, end } = pageWindow(total, requested, pageSize, options.limit);

  const items: T[] = [];
  if (!matched) {
    // Without search text "Best match" is no order of its own (url-state.ts): names decide.
    const order = index.order[sort === "relevance" ? "name-asc" : sort];
    for (let rank = offset; rank < end; rank++) items.push(medicines[order[rank]!]!);
  } else if (offset < end) {
    const fixedSort = sort === "relevance" ? "name-asc" : sort;
    const slice =
      sort === "relevance" && prepared
        ? index.search.rankedSlice(prepared, matched, index.rank["name-asc"], offset, end)
        : shownSlice(index.order[fixedSort], index.rank[fixedSort], matched, offset, end);
    for (const position of slice) items.push(medicines[position]!);
  }
  const applied: CatalogueQuery = { ...requested, category, manufacturer, page, sort };
  if (schedule) applied.schedule = schedule;
  else delete applied.schedule;
  const result: QueryResult<T> = {
    query: applied,
    items,
    total,
    pageCount,
    offset,
  };
  if (asked && prepared) {
    // The corrections are of what was typed; the marks of what the results matched.
    result.search = {
      corrections: asked.corrections,
      correctedText: asked.correctedText,
      highlight: prepared.highlight,
    };
  }
  if (sameComposition) result.sameComposition = sameComposition;
  return result;
}

/** A filter: the medicines grouped by what it looks at, and the value it keeps ("" when off). */
type Filter = readonly [Groups, string];

/**
 * The positions, ascending, of the medicines that pass the search and the filters: the shortest
 * of the lists that apply (the positions it is `within`, search matches, a category's, a
 * manufacturer's, the prescription medicines, a schedule's), less the positions another filter rejects.
 */
function matchingPositions(
  index: CatalogueIndex,
  search: PreparedSearch | null,
  applied: readonly Filter[],
  within: Uint32Array | undefined,
): Uint32Array {
  const filters: { groups: Groups; code: number }[] = [];
  for (const [groups, value] of applied) {
    if (!value) continue;
    const code = groups.codeOf.get(value);
    // A filter value no medicine has matches nothing (a home category the sheet does not use).
    if (code === undefined) return new Uint32Array(0);
    filters.push({ groups, code });
  }
  const sizeOf = ({ groups, code }: { groups: Groups; code: number }) => groupSize(groups, code);
  filters.sort((a, b) => sizeOf(a) - sizeOf(b));
  const size = index.categories.codes.length;
  let list: Uint32Array;
  if (within) {
    // Already a short list (a manufacturer's medicines): copied, since it is narrowed in place below.
    list = search ? within.filter((position) => index.search.contains(position, search)) : within.slice();
  } else if (filters.length > 0 && (!search || sizeOf(filters[0]!) * 16 < size)) {
    // A short filter list: check its medicines for the search text one by one.
    const { groups, code } = filters.shift()!;
    list = groups.positions.slice(groups.starts[code], groups.starts[code + 1]);
    if (search) list = list.filter((position) => index.search.contains(position, search));
  } else {
    list = search ? index.search.matches(search) : allPositions(size);
  }
  const checks = filters;
  if (checks.length === 0) return list;
  let count = 0;
  for (let entry = 0; entry < list.length; entry++) {
    const position = list[entry]!;
    if (checks.every(({ groups, code }) => groups.codes[position] === code)) list[count++] = position;
  }
  return list.subarray(0, count);
}

/** Every position of a catalogue of `size` medicines, ascending. */
function allPositions(size: number): Uint32Array {
  const result = new Uint32Array(size);
  for (let position = 0; position < size; position++) result[position] = position;
  return result;
}

/** What the page offers when a search finds nothing (decision 029): see CatalogueSearch.helpWhenNothingFound. */
export function noResultHelpFor(medicines: readonly QueryableMedicine[], search: string): NoResultHelp | undefined {
  return indexOf(medicines).search.helpWhenNothingFound(search);
}

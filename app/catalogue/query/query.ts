import { homeCategoryName } from "~/catalogue/categories";
import { manufacturerHref, medicineHref, searchHref } from "~/catalogue/links";
import type { Medicine } from "~/catalogue/medicine";
import { shownText } from "~/catalogue/placeholder";
import { SCHEDULES, type Schedule } from "~/catalogue/schedule";
import {
  CatalogueSearch,
  type NoResultHelp,
  type PreparedSearch,
  type SearchCorrection,
  type SearchHighlight,
} from "./search/catalogue-search";
import { runNow, sortSteps, type Steps } from "~/catalogue/slices";
import { isKnownCategory, type FacetOption, type Facets } from "./filters";
import {
  defaultSortFor,
  LOAD_MORE_MAX_SHOWN,
  PAGE_SIZE,
  type CatalogueQuery,
  type SortKey,
} from "~/catalogue/url-state";

/**
 * What searching, filtering and sorting read: a full medicine on the server, a catalogue
 * entry of the copy (app/catalogue/browser/codec.ts) in the browser. Both run the same query.
 */
export type QueryableMedicine = Pick<
  Medicine,
  "name" | "genericName" | "brand" | "manufacturer" | "form" | "category" | "categoryId" | "prescription"
> & {
  /** None (undefined on the server, null in the copy): price on request, last in either price order. */
  price?: number | null;
  /** None: the sheet has no stock column. */
  stock?: number | null;
  /** None: the sheet has no schedule column, or this medicine's cell is empty or unreadable. */
  schedule?: Schedule | null;
};

/** The orders that do not depend on the search: each is worked out once per catalogue. */
type FixedSort = Exclude<SortKey, "relevance">;

/** Work done once per catalogue, so that a query touches only what it shows or counts. */
type CatalogueIndex = {
  /** The words of each medicine's name, composition, brand, manufacturer and form. */
  search: CatalogueSearch;
  /** Per filter, each position's value as a code and the positions of each code (see {@link groupsOf}). */
  categories: Groups;
  manufacturers: Groups;
  prescription: Groups;
  /** Keyed by the schedule ("H1"); "" for none. */
  schedules: Groups;
  /** Positions in each sort order, and each position's rank in it (the inverse permutation). */
  order: Record<FixedSort, Uint32Array>;
  rank: Record<FixedSort, Uint32Array>;
  facets: Facets;
  manufacturerNames: Set<string>;
  /** Manufacturer facet value by its lower-case form, to read hand-typed links. */
  manufacturerByKey: Map<string, string>;
};

const indexCache = new WeakMap<readonly QueryableMedicine[], CatalogueIndex>();
// numeric: "Dolo 500" before "Dolo 650", "Tab 2" before "Tab 10"; base: case and accents tie.
const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });

/** Positions ordered by key, ties in position order (a counting sort: keys are small integers). */
function orderByKey(keys: Uint32Array, keyCount: number): { order: Uint32Array; starts: Uint32Array } {
  const starts = new Uint32Array(keyCount + 1);
  for (const key of keys) starts[key + 1]!++;
  for (let key = 0; key < keyCount; key++) starts[key + 1]! += starts[key]!;
  const order = new Uint32Array(keys.length);
  const next = starts.slice(0, keyCount);
  keys.forEach((key, position) => (order[next[key]!++] = position));
  return { order, starts };
}

/** The medicines grouped by one value: each position's code, and the positions of each code, ascending. */
type Groups = {
  codeOf: Map<string, number>;
  codes: Uint32Array;
  /** Positions with code c: `positions[starts[c] .. starts[c + 1])`. */
  positions: Uint32Array;
  starts: Uint32Array;
};

function groupsOf(values: readonly string[]): Groups {
  const codeOf = new Map<string, number>();
  const codes = new Uint32Array(values.length);
  values.forEach((value, position) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = codeOf.size;
      codeOf.set(value, code);
    }
    codes[position] = code;
  });
  const { order, starts } = orderByKey(codes, codeOf.size);
  return { codeOf, codes, positions: order, starts };
}

function ranksOf(order: Uint32Array): Uint32Array {
  const rank = new Uint32Array(order.length);
  order.forEach((position, index) => (rank[position] = index));
  return rank;
}

function* buildIndex(medicines: readonly QueryableMedicine[]): Steps<CatalogueIndex> {
  // Names in collation order: each distinct name is compared once, not each medicine, and names
  // that collate equal share a key. Ties keep sheet order in every order.
  const names = groupsOf(medicines.map((medicine) => medicine.name.trim()));
  const distinctNames = [...names.codeOf.keys()];
  const byCollation = yield* sortSteps(
    distinctNames.map((_, code) => code),
    (a, b) => collator.compare(distinctNames[a]!, distinctNames[b]!),
  );
  const nameKeyOfCode = new Uint32Array(distinctNames.length);
  let nameKeyCount = 0;
  byCollation.forEach((code, index) => {
    if (index > 0 && collator.compare(distinctNames[byCollation[index - 1]!]!, distinctNames[code]!) !== 0)
      nameKeyCount++;
    nameKeyOfCode[code] = nameKeyCount;
  });
  if (distinctNames.length > 0) nameKeyCount++;
  yield;
  const nameKeys = names.codes.map((code) => nameKeyOfCode[code]!);
  const byNameAsc = orderByKey(nameKeys, nameKeyCount).order;
  const byNameDesc = orderByKey(
    nameKeys.map((key) => nameKeyCount - 1 - key),
    nameKeyCount,
  ).order;
  const nameRank = ranksOf(byNameAsc);
  const byName = (a: number, b: number) => nameRank[a]! - nameRank[b]!;
  // A medicine without a price comes after the priced ones in both price orders (docs/product.md
  // 11.1): NaN marks it, and each order puts it last by name.
  const prices = Float64Array.from(medicines, (medicine) => medicine.price ?? NaN);
  const stocks = Float64Array.from(medicines, (medicine) => medicine.stock ?? -Infinity);
  const positions = medicines.map((_, index) => index);
  const sorted = function* (compare: (a: number, b: number) => number) {
    return Uint32Array.from(yield* sortSteps(positions, compare));
  };
  const unpricedLast = (a: number, b: number) => Number(Number.isNaN(prices[a]!)) - Number(Number.isNaN(prices[b]!));
  const byPriceAsc = yield* sorted((a, b) => unpricedLast(a, b) || prices[a]! - prices[b]! || byName(a, b));
  const byPriceDesc = yield* sorted((a, b) => unpricedLast(a, b) || prices[b]! - prices[a]! || byName(a, b));
  const byStockDesc = yield* sorted((a, b) => stocks[b]! - stocks[a]! || byName(a, b));

  const categories = new Map<string, string>();
  const manufacturers = new Set<string>();
  const schedules = new Set<Schedule>();
  for (const medicine of medicines) {
    if (medicine.schedule) schedules.add(medicine.schedule);
    const category = medicine.category.trim();
    if (category && medicine.categoryId && !categories.has(medicine.categoryId)) {
      categories.set(medicine.categoryId, homeCategoryName(medicine.categoryId) ?? category);
    }
    const manufacturer = medicine.manufacturer.trim();
    if (manufacturer) manufacturers.add(manufacturer);
  }
  const alphabetical = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : 1);
  const sortedOptions = (options: FacetOption[]) => options.sort((a, b) => alphabetical(a.label, b.label));
  const manufacturerNames = yield* sortSteps([...manufacturers], alphabetical);
  const categoryGroups = groupsOf(medicines.map((medicine) => medicine.categoryId));
  const manufacturerGroups = groupsOf(medicines.map((medicine) => medicine.manufacturer.trim()));
  yield;
  const prescriptionGroups = groupsOf(medicines.map((medicine) => (medicine.prescription ? "rx" : "")));
  const scheduleGroups = groupsOf(medicines.map((medicine) => medicine.schedule ?? ""));
  yield;
  const search = yield* CatalogueSearch.steps(medicines);
  const order: Record<FixedSort, Uint32Array> = {
    "name-asc": byNameAsc,
    "name-desc": byNameDesc,
    "price-asc": byPriceAsc,
    "price-desc": byPriceDesc,
    availability: byStockDesc,
  };

  return {
    search,
    categories: categoryGroups,
    manufacturers: manufacturerGroups,
    prescription: prescriptionGroups,
    schedules: scheduleGroups,
    order,
    rank: {
      "name-asc": nameRank,
      "name-desc": ranksOf(byNameDesc),
      "price-asc": ranksOf(byPriceAsc),
      "price-desc": ranksOf(byPriceDesc),
      availability: ranksOf(byStockDesc),
    },
    facets: {
      categories: sortedOptions([...categories].map(([value, label]) => ({ value, label }))),
      manufacturers: manufacturerNames,
      // A sheet with a stock column gives every medicine a stock (an unreadable cell is 0).
      hasStock: medicines.some((medicine) => medicine.stock !== undefined && medicine.stock !== null),
      schedules: SCHEDULES.filter((schedule) => schedules.has(schedule)),
    },
    manufacturerNames: manufacturers,
    // The first spelling in alphabetical order wins when two differ only in case.
    manufacturerByKey: new Map([...manufacturerNames].reverse().map((name) => [name.toLowerCase(), name])),
  };
}

/**
 * The builds under way, as steps: a query that needs the index before a build in slices is done
 * finishes that build at once rather than starting another.
 */
const indexBuilds = new WeakMap<readonly QueryableMedicine[], Steps<CatalogueIndex>>();

function indexBuildOf(medicines: readonly QueryableMedicine[]): Steps<CatalogueIndex> {
  let build = indexBuilds.get(medicines);
  if (!build) {
    build = buildIndex(medicines);
    indexBuilds.set(medicines, build);
  }
  return build;
}

function keepIndex(medicines: readonly QueryableMedicine[], index: CatalogueIndex): CatalogueIndex {
  indexCache.set(medicines, index);
  indexBuilds.delete(medicines);
  return index;
}

function indexOf(medicines: readonly QueryableMedicine[]): CatalogueIndex {
  return indexCache.get(medicines) ?? keepIndex(medicines, runNow(indexBuildOf(medicines)));
}

/**
 * Builds a catalogue's query index (search, filters, sort orders, facets) ahead of its first
 * query, as steps that may pause (app/catalogue/slices.ts): the server's store runs them in slices
 * when a refreshed sheet loads, the browser while it is idle after keeping its copy. Queries on the
 * same array then find it ready; one that comes before the end finishes the build where it stands.
 */
export function* prepareQueryIndex(medicines: readonly QueryableMedicine[]): Steps<void> {
  const build = indexBuildOf(medicines);
  for (;;) {
    // Finished meanwhile by a query that could not wait.
    if (indexCache.has(medicines)) return;
    const step = build.next();
    if (step.done) {
      keepIndex(medicines, step.value);
      return;
    }
    yield;
  }
}

/**
 * The filter value lists (docs/product.md §5): unique, non-empty, trimmed, alphabetical. Categories
 * are slugs with their display names (docs/product.md 3.7); manufacturers are their own names;
 * schedules those some medicine has, in the order of SCHEDULES (docs/product.md 11.4).
 */
export function facetsOf(medicines: readonly QueryableMedicine[]): Facets {
  return indexOf(medicines).facets;
}

/** How many medicines a category slug has; 0 for a slug the catalogue does not use. Counted once per catalogue. */
export function categoryCount(medicines: readonly QueryableMedicine[], categoryId: string): number {
  const { categories } = indexOf(medicines);
  const code = categories.codeOf.get(categoryId);
  return code === undefined ? 0 : categories.starts[code + 1]! - categories.starts[code]!;
}

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
  | { kind: "medicine"; id: string; label: string; detail: string; href: string }
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

/** What the page offers when a search finds nothing (decision 40): see CatalogueSearch.helpWhenNothingFound. */
export function noResultHelpFor(medicines: readonly QueryableMedicine[], search: string): NoResultHelp | undefined {
  return indexOf(medicines).search.helpWhenNothingFound(search);
}

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
};

/** What the page says about a search: the words corrected, and what to highlight. */
export type SearchOutcome = {
  corrections: SearchCorrection[];
  /** The search with its corrections ("Showing results for …"); equal to the text when none. */
  correctedText: string;
  highlight: SearchHighlight;
};

/**
 * Search, filter, sort and page the catalogue (docs/product.md §5). Runs the same on the
 * server and in the browser. In load-more mode page N shows the items up to N × pageSize, the
 * last {@link LOAD_MORE_MAX_SHOWN} of them at most, so that no page number makes one answer as
 * large as the catalogue; `limit` overrides how many items a page-numbers query returns.
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
  // The filter offers only the schedules present: another one (a sheet without the column) is ignored.
  const schedule =
    requested.schedule && index.facets.schedules.includes(requested.schedule) ? requested.schedule : undefined;
  const prepared = requested.search ? index.search.prepare(requested.search, { correct: !requested.exact }) : null;
  const filters: Filter[] = [
    [index.categories, category],
    [index.manufacturers, manufacturer],
    [index.prescription, requested.rx ? "rx" : ""],
    [index.schedules, schedule ?? ""],
  ];
  const filtering = Boolean(prepared || filters.some(([, value]) => value));
  const matched = filtering ? matchingPositions(index, prepared, filters) : null;
  const total = matched ? matched.length : medicines.length;
  // Without stock there is no availability order (docs/product.md 11.1): a kept link falls back.
  const sort =
    requested.sort === "availability" && !index.facets.hasStock ? defaultSortFor(requested.search) : requested.sort;

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested.page, pageCount);
  const loadMore = requested.paging === "more";
  const offset = loadMore ? Math.max(0, page * pageSize - LOAD_MORE_MAX_SHOWN) : (page - 1) * pageSize;
  const limit = loadMore ? page * pageSize - offset : (options.limit ?? pageSize);
  const end = Math.min(total, offset + limit);

  const items: T[] = [];
  if (!matched) {
    // Without search text "Best match" is no order of its own (url-state.ts): names decide.
    const order = index.order[sort === "relevance" ? "name-asc" : sort];
    for (let rank = offset; rank < end; rank++) items.push(medicines[order[rank]!]!);
  } else if (offset < end) {
    const slice =
      sort === "relevance" && prepared
        ? index.search.rankedSlice(prepared, matched, index.rank["name-asc"], offset, end)
        : shownSlice(index, sort === "relevance" ? "name-asc" : sort, matched, offset, end);
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
  if (prepared) {
    result.search = {
      corrections: prepared.corrections,
      correctedText: prepared.correctedText,
      highlight: prepared.highlight,
    };
  }
  return result;
}

/** A filter: the medicines grouped by what it looks at, and the value it keeps ("" when off). */
type Filter = readonly [Groups, string];

/**
 * The positions, ascending, of the medicines that pass the search and the filters: the shortest
 * of the lists that apply (search matches, a category's, a manufacturer's, the prescription
 * medicines, a schedule's), less the positions another filter rejects.
 */
function matchingPositions(
  index: CatalogueIndex,
  search: PreparedSearch | null,
  applied: readonly Filter[],
): Uint32Array {
  const filters: { groups: Groups; code: number }[] = [];
  for (const [groups, value] of applied) {
    if (!value) continue;
    const code = groups.codeOf.get(value);
    // A filter value no medicine has matches nothing (a home category the sheet does not use).
    if (code === undefined) return new Uint32Array(0);
    filters.push({ groups, code });
  }
  const sizeOf = ({ groups, code }: { groups: Groups; code: number }) =>
    groups.starts[code + 1]! - groups.starts[code]!;
  filters.sort((a, b) => sizeOf(a) - sizeOf(b));
  const size = index.categories.codes.length;
  let list: Uint32Array;
  if (filters.length > 0 && (!search || sizeOf(filters[0]!) * 16 < size)) {
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

/**
 * The positions of the matches ranked `start` to `end` (exclusive) in the sort order. Few
 * matches: sort their ranks. Many: walk the sort order until the slice is complete, which
 * takes about `end × catalogue size ÷ matches` steps.
 */
function allPositions(size: number): Uint32Array {
  const result = new Uint32Array(size);
  for (let position = 0; position < size; position++) result[position] = position;
  return result;
}

function shownSlice(
  index: CatalogueIndex,
  sort: FixedSort,
  matched: Uint32Array,
  start: number,
  end: number,
): Uint32Array {
  const order = index.order[sort];
  const rank = index.rank[sort];
  const count = matched.length;
  if (count === order.length) return order.subarray(start, end);
  const walkSteps = Math.min(order.length, (end * order.length) / count);
  if (count * Math.log2(count + 1) < walkSteps) {
    const ranks = matched.map((position) => rank[position]!).sort();
    return ranks.subarray(start, end).map((r) => order[r]!);
  }
  const isMatch = new Uint8Array(order.length);
  for (const position of matched) isMatch[position] = 1;
  const slice = new Uint32Array(end - start);
  let seen = 0;
  for (let r = 0; r < order.length && seen < end; r++) {
    const position = order[r]!;
    if (!isMatch[position]) continue;
    if (seen >= start) slice[seen - start] = position;
    seen++;
  }
  return slice;
}

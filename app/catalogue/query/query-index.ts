import { oncePerCatalogueInSteps } from "~/catalogue/loading/per-catalogue";
import type { Steps } from "~/catalogue/loading/slices";
import { facetIndexSteps, type FacetIndex } from "./facets";
import type { Facets } from "./filters";
import { groupsOf, groupSize, type Groups } from "./groups";
import type { QueryableMedicine } from "./queryable-medicine";
import { CatalogueSearch } from "./search/catalogue-search";
import { sortOrdersSteps, type SortOrders } from "./sort-orders";

/** Work done once per catalogue, so that a query touches only what it shows or counts. */
export type CatalogueIndex = SortOrders &
  Omit<FacetIndex, "manufacturerSlugs"> & {
    /** The words of each medicine's name, composition, brand, manufacturer and form. */
    search: CatalogueSearch;
    /** Per filter, each position's value as a code and the positions of each code (see {@link groupsOf}). */
    categories: Groups;
    /** Keyed by the manufacturer's slug. */
    manufacturers: Groups;
    prescription: Groups;
    /** Keyed by the schedule ("H1"); "" for none. */
    schedules: Groups;
  };

function* buildIndex(medicines: readonly QueryableMedicine[]): Steps<CatalogueIndex> {
  const sortOrders = yield* sortOrdersSteps(medicines);
  const facetIndex = yield* facetIndexSteps(medicines);
  const categoryGroups = groupsOf(medicines.map((medicine) => medicine.categoryId));
  const manufacturerGroups = groupsOf(facetIndex.manufacturerSlugs);
  yield;
  const prescriptionGroups = groupsOf(medicines.map((medicine) => (medicine.prescription ? "rx" : "")));
  const scheduleGroups = groupsOf(medicines.map((medicine) => medicine.schedule ?? ""));
  yield;
  const search = yield* CatalogueSearch.steps(medicines);
  return {
    ...sortOrders,
    facets: facetIndex.facets,
    manufacturerBySlug: facetIndex.manufacturerBySlug,
    search,
    categories: categoryGroups,
    manufacturers: manufacturerGroups,
    prescription: prescriptionGroups,
    schedules: scheduleGroups,
  };
}

const indexes = oncePerCatalogueInSteps((medicines: readonly QueryableMedicine[]) => buildIndex(medicines));

/** The catalogue's index: built now unless it is already, or the rest of a build under way. */
export function indexOf(medicines: readonly QueryableMedicine[]): CatalogueIndex {
  return indexes.of(medicines);
}

/** Whether a catalogue's query index is built: a query on it then does no more than it shows or counts. */
export function isQueryIndexBuilt(medicines: readonly QueryableMedicine[]): boolean {
  return indexes.isBuilt(medicines);
}

/**
 * Builds a catalogue's query index (search, filters, sort orders, facets) ahead of its first
 * query, as steps that may pause (app/catalogue/loading/slices.ts): the server's store runs them in slices
 * when a refreshed sheet loads, the browser while it is idle after keeping its copy. Queries on the
 * same array then find it ready; one that comes before the end finishes the build where it stands.
 */
export function* prepareQueryIndex(medicines: readonly QueryableMedicine[]): Steps<void> {
  yield* indexes.prepare(medicines);
}

/** The filter value lists (see {@link facetIndexSteps}), worked out once per catalogue. */
export function facetsOf(medicines: readonly QueryableMedicine[]): Facets {
  return indexOf(medicines).facets;
}

/** How many medicines a category slug has; 0 for a slug the catalogue does not use. Counted once per catalogue. */
export function categoryCount(medicines: readonly QueryableMedicine[], categoryId: string): number {
  const { categories } = indexOf(medicines);
  const code = categories.codeOf.get(categoryId);
  return code === undefined ? 0 : groupSize(categories, code);
}

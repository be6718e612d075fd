import { homeCategoryName } from "~/catalogue/categories";
import { SCHEDULES, type Schedule } from "~/catalogue/schedule";
import { sortSteps, type Steps } from "~/catalogue/slices";
import type { FacetOption, Facets } from "./filters";
import type { QueryableMedicine } from "./queryable-medicine";
import { collator } from "./sort-orders";

/** The filter value lists, and what reading a manufacturer from a link needs. */
export type FacetIndex = {
  facets: Facets;
  manufacturerNames: Set<string>;
  /** Manufacturer facet value by its lower-case form, to read hand-typed links. */
  manufacturerByKey: Map<string, string>;
};

/**
 * The filter value lists (docs/product.md §5): unique, non-empty, trimmed, alphabetical. Categories
 * are slugs with their display names (docs/product.md 3.7); manufacturers are their own names;
 * schedules those some medicine has, in the order of SCHEDULES (docs/product.md 11.4). As steps
 * that may pause (app/catalogue/slices.ts).
 */
export function* facetIndexSteps(medicines: readonly QueryableMedicine[]): Steps<FacetIndex> {
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
  return {
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

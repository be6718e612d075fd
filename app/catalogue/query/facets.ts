import { homeCategoryName, UNCATEGORIZED } from "~/catalogue/medicine/categories";
import { shownText } from "~/catalogue/medicine/placeholder";
import { SCHEDULES, type Schedule } from "~/catalogue/medicine/schedule";
import { manufacturerSlug } from "~/catalogue/urls/links";
import { ROWS_PER_STEP, sortSteps, type Steps } from "~/catalogue/loading/slices";
import type { FacetOption, Facets } from "./filters";
import type { QueryableMedicine } from "./queryable-medicine";
import { collator, unitPriceKey } from "./sort-orders";

/** The filter value lists, and what reading a manufacturer from a link needs. */
export type FacetIndex = {
  facets: Facets;
  /**
   * Each manufacturer's name by its page's slug (links.ts, `manufacturerSlug`): spellings of the
   * sheet that differ only in case, spaces or punctuation ("Cipla Ltd", "CIPLA LTD.") are one
   * manufacturer, filtered and offered once, as on its page (docs/product.md 11.5).
   */
  manufacturerBySlug: Map<string, string>;
  /** Each medicine's manufacturer slug, by position ("" for none): the filter's groups. */
  manufacturerSlugs: string[];
};

/**
 * The filter value lists (docs/product.md §5): unique, non-empty, trimmed, alphabetical. Categories
 * are slugs with their display names (docs/product.md 3.7); manufacturers are named by the
 * spelling most of their medicines use (a tie: the first A–Z), one per slug; schedules those some
 * medicine has, in the order of SCHEDULES (docs/product.md 11.4). As steps that may pause
 * (app/catalogue/loading/slices.ts).
 */
export function* facetIndexSteps(medicines: readonly QueryableMedicine[]): Steps<FacetIndex> {
  const categories = new Map<string, string>();
  const schedules = new Set<Schedule>();
  /** Per slug, how many medicines use each spelling. */
  const spellingCounts = new Map<string, Map<string, number>>();
  // A slug is worked out once per spelling: a catalogue has a few hundred spellings over 100k rows.
  const slugOfSpelling = new Map<string, string>();
  const manufacturerSlugs: string[] = new Array<string>(medicines.length);
  for (const [position, medicine] of medicines.entries()) {
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    if (medicine.schedule) schedules.add(medicine.schedule);
    const category = medicine.category.trim();
    // A row without a category is not offered as one ("Uncategorized" is the importer's placeholder).
    if (
      category &&
      medicine.categoryId &&
      medicine.categoryId !== UNCATEGORIZED.id &&
      !categories.has(medicine.categoryId)
    ) {
      categories.set(medicine.categoryId, homeCategoryName(medicine.categoryId) ?? category);
    }
    // The importer's "N/A" for a row without a manufacturer is no manufacturer to offer (placeholder.ts).
    const spelling = shownText(medicine.manufacturer) ?? "";
    let slug = slugOfSpelling.get(spelling);
    if (slug === undefined) {
      slug = spelling ? manufacturerSlug(spelling) : "";
      slugOfSpelling.set(spelling, slug);
    }
    manufacturerSlugs[position] = slug;
    if (!slug) continue;
    let counts = spellingCounts.get(slug);
    if (!counts) spellingCounts.set(slug, (counts = new Map()));
    counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  }
  const alphabetical = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : 1);
  const sortedOptions = (options: FacetOption[]) => options.sort((a, b) => alphabetical(a.label, b.label));
  const manufacturerBySlug = new Map<string, string>();
  for (const [slug, counts] of spellingCounts) {
    let name = "";
    for (const [spelling, count] of counts) {
      const best = counts.get(name) ?? 0;
      if (count > best || (count === best && alphabetical(spelling, name) < 0)) name = spelling;
    }
    manufacturerBySlug.set(slug, name);
  }
  const manufacturerNames = yield* sortSteps([...manufacturerBySlug.values()], alphabetical);
  return {
    facets: {
      categories: sortedOptions([...categories].map(([value, label]) => ({ value, label }))),
      manufacturers: manufacturerNames,
      // A sheet with a stock column gives every medicine a stock (an unreadable cell is 0).
      hasStock: medicines.some((medicine) => medicine.stock !== undefined && medicine.stock !== null),
      hasUnitPrices: medicines.some((medicine) => !Number.isNaN(unitPriceKey(medicine))),
      schedules: SCHEDULES.filter((schedule) => schedules.has(schedule)),
    },
    manufacturerBySlug,
    manufacturerSlugs,
  };
}

import { homeCategoryName } from "~/catalogue/medicine/categories";
import { scheduleFilterLabel, type Schedule } from "~/catalogue/medicine/schedule";
import { changeQuery, type CatalogueQuery } from "~/catalogue/urls/url-state";
import type { Translate } from "~/i18n/translator";

/**
 * The filter value lists as pages carry them, and what the page says about the filters in
 * effect. Kept apart from query.ts, which holds the catalogue's index: the page's components
 * need these without loading the search engine.
 */

export type FacetOption = { value: string; label: string };
/**
 * Categories are slugs with display names; manufacturers are their own names, so they travel
 * as plain names (hundreds of them: the server's pages leave them out, see {@link PageFacets}).
 */
export type Facets = {
  categories: FacetOption[];
  manufacturers: string[];
  /** The sheet has a stock column: availability badges and the "Availability" sort (docs/product.md 11.1). */
  hasStock: boolean;
  /** Some medicine has a price per unit (a price and a pack that tells units): the "Price per unit" sort. */
  hasUnitPrices: boolean;
  /**
   * The schedules some medicine has, in SCHEDULES order; empty when the sheet has no schedule
   * column, and then there is no "Schedule" filter (docs/product.md 11.4).
   */
  schedules: Schedule[];
};

/**
 * The facets as a catalogue page carries them: the manufacturer names only when the browser's copy
 * of the catalogue answered (they are in its memory anyway). The server's pages leave them out and
 * the filter finds them by catalogue version (app/catalogue/manufacturers/manufacturer-names.ts).
 */
export type PageFacets = Omit<Facets, "manufacturers"> & { manufacturers?: string[] };

/** What naming a category needs of the facets. */
type CategoryFacets = Pick<Facets, "categories">;

/** The display name of a category slug: the home category's name, the sheet's text, or none. */
export function categoryLabel(categoryId: string, facets: CategoryFacets, t: Translate): string | undefined {
  // A home category is named in the page's language; other sheet categories as written.
  return homeCategoryName(categoryId, t) ?? facets.categories.find((c) => c.value === categoryId)?.label;
}

/**
 * A category the catalogue has medicines in. A home category with none is no filter (docs/product.md
 * 2.8): an old link to it shows the catalogue, never "Antibiotics (0)".
 */
export function isKnownCategory(categoryId: string, facets: CategoryFacets): boolean {
  return facets.categories.some((c) => c.value === categoryId);
}

export type ActiveFilter = {
  key: "search" | "category" | "manufacturer" | "rx" | "schedule";
  /** What the chip says, e.g. `Category: Pain Relief`. */
  label: string;
  /** The state without this filter. */
  without: CatalogueQuery;
};

/** The filters in effect, each removable on its own (the chips above the results). */
export function activeFilters(query: CatalogueQuery, facets: CategoryFacets, t: Translate): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.search) {
    filters.push({
      key: "search",
      label: t("filter.chip.search", { search: query.search }),
      without: changeQuery(query, { search: "" }),
    });
  }
  if (query.category) {
    filters.push({
      key: "category",
      label: t("filter.chip.category", { category: categoryLabel(query.category, facets, t) ?? query.category }),
      without: changeQuery(query, { category: "" }),
    });
  }
  if (query.manufacturer) {
    filters.push({
      key: "manufacturer",
      label: t("filter.chip.manufacturer", { manufacturer: query.manufacturer }),
      without: changeQuery(query, { manufacturer: "" }),
    });
  }
  if (query.rx) {
    filters.push({ key: "rx", label: t("filter.chip.rx"), without: changeQuery(query, { rx: false }) });
  }
  if (query.schedule) {
    filters.push({
      key: "schedule",
      label: t("filter.chip.schedule", { schedule: scheduleFilterLabel(query.schedule, t) }),
      without: changeQuery(query, { schedule: undefined }),
    });
  }
  return filters;
}

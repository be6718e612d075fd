import type { CatalogueView } from "~/catalogue/urls/url-state";

/**
 * The results' grid, for the cards and for their loading skeletons alike: two columns on a phone
 * and three on a wide screen, or one in list view, whose cards stand closer on a phone so that six
 * fit on one screen (decision 030).
 */
export function resultsGridClassName(view: CatalogueView): string {
  return view === "list" ? "grid grid-cols-1 gap-2 sm:gap-4" : "grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3";
}

// Relative imports here and in what this imports: app/routes.ts takes the catalogue's addresses
// from this module, and React Router reads routes.ts without the app's "~/" alias.
import { slugify } from "../text/slug";
import { DEFAULT_QUERY, toSearchParams, type CatalogueQuery } from "./url-state";

/**
 * Every address of the catalogue, built in one place: the catalogue and its states, a medicine's
 * page, a category's and a manufacturer's view of the catalogue, the manufacturers' pages, the
 * price lists, and the resources the browser asks for (app/routes.ts registers them from here).
 */

/** Where the catalogue lives; every catalogue state is this path plus its search parameters. */
export const CATALOGUE_PATH = "/medicines";

/** The link to a catalogue state: `/medicines` or `/medicines?…`. */
export function catalogueHref(query: CatalogueQuery): string {
  const search = toSearchParams(query).toString();
  return search ? `${CATALOGUE_PATH}?${search}` : CATALOGUE_PATH;
}

/** A medicine's page. */
export function medicineHref(id: string): string {
  return `${CATALOGUE_PATH}/${encodeURIComponent(id)}`;
}

/**
 * The id of a medicine's card (and of its page's facts) within a page: "Add to enquiry" without
 * JavaScript brings the visitor back to it (docs/product.md 12.7).
 */
export function medicineAnchor(id: string): string {
  return `medicine-${id}`;
}

/** The catalogue filtered to a category slug (docs/product.md: category links match sheet text). */
export function categoryHref(categoryId: string): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams({ category: categoryId })}`;
}

/** The catalogue filtered to one manufacturer (its page is {@link manufacturerPageHref}). */
export function manufacturerHref(manufacturer: string): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams({ manufacturer })}`;
}

/** The catalogue searched for a text (the header search). */
export function searchHref(search: string): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams({ search })}`;
}

/**
 * The catalogue searched for a composition's text: every medicine containing it, since a search
 * needs each of its words and strengths somewhere in the record (docs/product.md 10.1, 10.2, 11.3).
 */
export function compositionHref(composition: string): string {
  return searchHref(composition);
}

/** Every manufacturer, A–Z (docs/product.md 11.5). */
export const MANUFACTURERS_PATH = "/manufacturers";

/**
 * The slug of a manufacturer's page: its name slugified, so spellings that differ only in case,
 * accents or punctuation ("Cipla Ltd", "Cipla Ltd.") share a page. A name without a Latin letter or
 * digit (one written in Devanagari, say) keeps its own letters, lower case, words joined by hyphens.
 */
export function manufacturerSlug(name: string): string {
  return slugify(name) || name.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * A manufacturer's page (docs/product.md 11.5), optionally at a sort order and page number. The
 * sort and page travel as the catalogue's own `sort` and `page` parameters, defaults left out.
 */
export function manufacturerPageHref(name: string, at?: Pick<CatalogueQuery, "sort" | "page">): string {
  const path = `${MANUFACTURERS_PATH}/${encodeURIComponent(manufacturerSlug(name))}`;
  if (!at) return path;
  const search = toSearchParams({ ...DEFAULT_QUERY, sort: at.sort, page: at.page }).toString();
  return search ? `${path}?${search}` : path;
}

/** Where the printable price list lives; the downloads add `.csv` and `.xlsx` (docs/product.md §13). */
export const PRICE_LIST_PATH = `${CATALOGUE_PATH}/price-list`;

/** The price list's downloads, by the extension of their address and file. */
export type PriceListFormat = "csv" | "xlsx";

/** A price list download's address without the catalogue state: `/medicines/price-list.csv`. */
export function priceListDownloadPath(format: PriceListFormat): string {
  return `${PRICE_LIST_PATH}.${format}`;
}

/**
 * The price list of a catalogue state: the printable page, or with a format its download, and
 * with a part past the first that part of a long view's download (price-list/parts.ts). It
 * carries the filters and the order; the page, view and paging mode do not apply to a list of
 * every page, so they are left out.
 */
export function priceListHref(query: CatalogueQuery, format?: PriceListFormat, part = 1): string {
  const params = toSearchParams({ ...query, page: 1, view: "grid", paging: "pages" });
  if (format && part > 1) params.set("part", String(part));
  const search = params.toString();
  const path = format ? priceListDownloadPath(format) : PRICE_LIST_PATH;
  return search ? `${path}?${search}` : path;
}

/** What changed in the catalogue (docs/product.md §17); its downloads and feed add `.csv`, `.xlsx`, `.atom`. */
export const CHANGES_PATH = `${CATALOGUE_PATH}/changes`;

export type ChangesFormat = PriceListFormat | "atom";

/** A download or the feed of the changes: `/medicines/changes.csv`. */
export function changesDownloadPath(format: ChangesFormat): string {
  return `${CHANGES_PATH}.${format}`;
}

/** The changes page, or a download of it, with its filters (category id, manufacturer slug). */
export function changesHref(filter: { category?: string; manufacturer?: string }, format?: ChangesFormat): string {
  const params = new URLSearchParams();
  if (filter.category) params.set("category", filter.category);
  if (filter.manufacturer) params.set("manufacturer", filter.manufacturer);
  const search = params.toString();
  const path = format ? changesDownloadPath(format) : CHANGES_PATH;
  return search ? `${path}?${search}` : path;
}

/** The current catalogue's manufacturer names, for the Manufacturer filter (manufacturers/load-manufacturer-names.ts). */
export const MANUFACTURER_NAMES_PATH = "/manufacturers.json";

/** The browser's copy of the catalogue (browser/copy.ts). */
export const COPY_URL = "/catalogue.json";

/** The server's search suggestions when the browser keeps no copy (browser/suggestions.ts). */
export const SUGGESTIONS_URL = "/search-suggestions";

/** Where a search that found nothing is reported (search-misses/report.ts). */
export const SEARCH_MISSES_PATH = "/search-misses";

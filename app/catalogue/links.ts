import { toSearchParams, type CatalogueQuery } from "~/catalogue/query/url-state";

/**
 * Every address of the catalogue, built in one place: the catalogue and its states, a medicine's
 * page, a category's and a manufacturer's view of the catalogue.
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

/** The catalogue filtered to a category slug (docs/product.md: category links match sheet text). */
export function categoryHref(categoryId: string): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams({ category: categoryId })}`;
}

/** The catalogue filtered to one manufacturer. */
export function manufacturerHref(manufacturer: string): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams({ manufacturer })}`;
}

/** The catalogue searched for a text (the header search). */
export function searchHref(search: string): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams({ search })}`;
}

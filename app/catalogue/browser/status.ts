import type { CatalogueStatus } from "~/catalogue/loading/catalogue-status";

/** Lifetimes of the kept copy (docs/product.md §4/§9): the catalogue page trusts a day-old one, the detail page an hour-old one. */
export const CATALOGUE_PAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const DETAIL_PAGE_MAX_AGE_MS = 60 * 60 * 1000;

/** The catalogue status in a route's loader data (`{ catalogue: CatalogueStatus }`), if any. */
export function catalogueStatusIn(loaderData: unknown): CatalogueStatus | null {
  if (typeof loaderData !== "object" || loaderData === null || !("catalogue" in loaderData)) return null;
  const status = loaderData.catalogue;
  if (
    typeof status !== "object" ||
    status === null ||
    !("version" in status) ||
    !("instant" in status) ||
    !("updatedAt" in status)
  )
    return null;
  const { version, instant, updatedAt } = status;
  return typeof version === "string" && version !== "" && typeof instant === "boolean" && typeof updatedAt === "string"
    ? { version, updatedAt, instant }
    : null;
}

let latest: CatalogueStatus | null = null;

/** Records the newest word from the server: a page's loader data, or the snapshot it just sent. */
export function reportCatalogueStatus(status: CatalogueStatus): void {
  latest = status;
}

/** The server's catalogue as last reported, or null before any page said. */
export function latestCatalogueStatus(): CatalogueStatus | null {
  return latest;
}

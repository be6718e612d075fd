import { toCardMedicine } from "~/catalogue/query/card-medicine";
import { catalogueHref } from "~/catalogue/links";
import { cataloguePage } from "~/catalogue/query/catalogue-page";
import { prepareQueryIndex } from "~/catalogue/query/query-index";
import { runInSlices } from "~/catalogue/slices";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import type { CatalogueQuery } from "~/catalogue/url-state";
import { searchMissOf } from "~/catalogue/search-misses/miss";
import { reportSearchMiss } from "~/catalogue/search-misses/report";
import { catalogueCopy } from "./copy";
import { CATALOGUE_PAGE_MAX_AGE_MS } from "./status";

/**
 * The catalogue page of an address worked out from the browser's copy (docs/product.md 4.2), the
 * same page the server would send; null when no current copy is kept (the server answers). The
 * search engine and the URL schema come with this module, which the catalogue page loads only
 * when it first answers a change itself, not with the page (docs/decisions/015-first-load.md).
 */
export function catalogueFromCopy(searchParams: URLSearchParams) {
  const kept = catalogueCopy().current(CATALOGUE_PAGE_MAX_AGE_MS);
  if (!kept) return null;
  const requested = parseCatalogueQuery(searchParams);
  const status = { version: kept.version, updatedAt: kept.updatedAt, instant: true };
  const page = cataloguePage(kept.entries, requested, status, toCardMedicine);
  // The server never sees this search: a miss is reported to it (only the text).
  const miss = searchMissOf(kept.entries, page);
  if (miss) reportSearchMiss(miss);
  return page;
}

/**
 * Whether the copy would show other results for an address than the page shows (`applied`):
 * offline, the service worker answers every catalogue address with the saved page.
 */
export function answersAnotherState(searchParams: URLSearchParams, applied: CatalogueQuery): boolean {
  if (catalogueHref(parseCatalogueQuery(searchParams)) === catalogueHref(applied)) return false;
  return catalogueCopy().current(CATALOGUE_PAGE_MAX_AGE_MS) !== null;
}

/** A pause until the browser is next idle (a timer where it cannot say), between two slices of work. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else window.setTimeout(resolve, 0);
  });
}

/**
 * Builds the search index and sort orders of the kept copy (about a second of work at 11.8k
 * medicines on a slow phone) in slices of about 10 ms while the browser is idle, right after the
 * copy is stored: the visitor's first search from it is then as quick as the next ones, and no
 * slice holds up what they do meanwhile.
 */
export async function prepareKeptCopy(maxAgeMs: number): Promise<void> {
  const kept = catalogueCopy().current(maxAgeMs);
  if (kept) await runInSlices(prepareQueryIndex(kept.entries), { pause: idle });
}

import { toCardMedicine } from "~/catalogue/query/card-medicine";
import { catalogueHref } from "~/catalogue/urls/links";
import { cataloguePage } from "~/catalogue/query/catalogue-page";
import { isQueryIndexBuilt, prepareQueryIndex } from "~/catalogue/query/query-index";
import { runInSlices, SLICE_BUDGET_MS } from "~/catalogue/loading/slices";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";
import { searchMissOf } from "~/catalogue/search-misses/miss";
import { reportSearchMiss } from "~/catalogue/search-misses/report";
import { catalogueCopy } from "./copy";
import type { KeptCopy } from "./storage";
import { COPY_PREPARED_MARK } from "./storage-key";
import { CATALOGUE_PAGE_MAX_AGE_MS } from "./status";

/**
 * The catalogue page of an address worked out from the browser's copy (docs/product.md 4.2), the
 * same page the server would send, when a current copy is kept and its query index is built (a
 * search then takes tens of milliseconds on a slow phone); null otherwise. The search engine and
 * the URL schema come with this module, which the catalogue page loads only when it first
 * answers a change itself, not with the page (docs/decisions/015-first-load.md).
 */
export function catalogueFromCopy(searchParams: URLSearchParams) {
  const kept = catalogueCopy().current(CATALOGUE_PAGE_MAX_AGE_MS);
  return kept && isQueryIndexBuilt(kept.entries) ? pageFromKeptCopy(kept, searchParams) : null;
}

/**
 * The same page once the copy's index is built: the rest of the build runs in idle slices
 * meanwhile (about a second of work at 11.8k medicines on a slow phone, which in one task would
 * freeze the page). Null when no current copy is kept, or when by then the page is no longer
 * `stillWanted` (the server answered first, the visitor moved on): it is not worked out, nor a
 * miss reported for it. The catalogue page races it against the server (docs/decisions/019).
 */
export async function catalogueFromPreparedCopy(searchParams: URLSearchParams, stillWanted: () => boolean) {
  const kept = catalogueCopy().current(CATALOGUE_PAGE_MAX_AGE_MS);
  if (!kept) return null;
  await preparation(kept.entries);
  return stillWanted() ? pageFromKeptCopy(kept, searchParams) : null;
}

function pageFromKeptCopy(kept: KeptCopy, searchParams: URLSearchParams) {
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

/**
 * A pause until the browser is next idle (a timer where it cannot say), between two slices of
 * work; the next slice may then use the whole idle period, at least the usual slice's budget.
 * A slice per idle callback instead would do about 10 ms of work in every 50 ms idle period: an
 * idle callback asked for during one runs in the next.
 */
function idle(): Promise<number> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback((deadline) => resolve(Math.max(deadline.timeRemaining(), SLICE_BUDGET_MS)), {
        timeout: 1000,
      });
    else window.setTimeout(() => resolve(SLICE_BUDGET_MS), 0);
  });
}

/** Each kept version's index build in idle slices, started once whoever asks first. */
const preparations = new WeakMap<KeptCopy["entries"], Promise<void>>();

function preparation(entries: KeptCopy["entries"]): Promise<void> {
  let prepared = preparations.get(entries);
  if (!prepared) {
    prepared = runInSlices(prepareQueryIndex(entries), { pause: idle });
    preparations.set(entries, prepared);
  }
  return prepared;
}

/**
 * Builds the search index and sort orders of the kept copy in idle slices right after the copy
 * is stored, so that the visitor's first search from it is as quick as the next ones and no slice
 * holds up what they do meanwhile. Until it ends, the server answers. The end is marked in the
 * page's performance timeline, where a browser test or a field measurement sees it.
 */
export async function prepareKeptCopy(maxAgeMs: number): Promise<void> {
  const kept = catalogueCopy().current(maxAgeMs);
  if (!kept) return;
  await preparation(kept.entries);
  performance.mark(COPY_PREPARED_MARK);
}

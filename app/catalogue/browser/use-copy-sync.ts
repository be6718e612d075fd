import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { whenEngaged } from "./engagement";
import { CATALOGUE_PAGE_MAX_AGE_MS, catalogueStatusIn, latestCatalogueStatus, reportCatalogueStatus } from "./status";

/** A route's `handle` may trust only a younger kept catalogue: the detail page, 60 minutes (docs/product.md §4). */
export type CatalogueHandle = { catalogueMaxAgeMs: number };

function maxAgeIn(handle: unknown): number {
  if (typeof handle !== "object" || handle === null || !("catalogueMaxAgeMs" in handle)) return Infinity;
  return typeof handle.catalogueMaxAgeMs === "number" ? handle.catalogueMaxAgeMs : Infinity;
}

/** Runs `task` when the browser is idle, so the download never competes with the page becoming usable. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}

/**
 * Keeps the browser's catalogue (app/catalogue/browser/copy.ts) in step with the server:
 * every catalogue status a loader reports is recorded once, at once; then, once the visitor is
 * at work on the page and the browser is idle, the kept copy is checked against the page's
 * lifetime and downloaded when missing or stale, with the code that answers from it (so that
 * the service worker keeps that code for offline use too). The copy's code itself loads only then.
 */
export function useCatalogueCopySync(): void {
  const matches = useMatches();
  const reported = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const { loaderData } of matches) {
      const status = catalogueStatusIn(loaderData);
      // The root's status stays in place while the visitor browses: reporting it again would
      // put an older version back after a page reported a newer one.
      if (!status || reported.current.has(loaderData as object)) continue;
      reported.current.add(loaderData as object);
      reportCatalogueStatus(status);
    }
    const maxAgeMs = Math.min(CATALOGUE_PAGE_MAX_AGE_MS, ...matches.map((match) => maxAgeIn(match.handle)));
    let cancelIdle = () => {};
    const stopWaiting = whenEngaged(() => {
      cancelIdle = whenIdle(() => {
        // The code that answers from the copy comes first: once the copy is stored, offline use
        // needs both in the browser's caches.
        const engine = latestCatalogueStatus()?.instant ? import("./page-from-copy") : Promise.resolve(null);
        void engine.then(async (answers) => {
          const { catalogueCopy } = await import("./copy");
          await catalogueCopy().sync(maxAgeMs);
          // Then its search index, in idle moments, before the visitor's first search from it.
          await answers?.prepareKeptCopy(maxAgeMs);
        });
      });
    });
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }, [matches]);
}

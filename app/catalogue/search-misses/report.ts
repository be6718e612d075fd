import { SEARCH_MISSES_PATH } from "~/catalogue/urls/links";

/**
 * Reports a search the browser answered from its own copy and found nothing (docs/product.md
 * 10.7): a beacon with the text alone, which the browser sends even while the page is left, and
 * which never holds up the page. Failures are of no consequence to the visitor and are ignored.
 */
export function reportSearchMiss(search: string): void {
  const body = new URLSearchParams({ search });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(SEARCH_MISSES_PATH, body)) return;
    void fetch(SEARCH_MISSES_PATH, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
  } catch {
    // No beacon, no fetch: nothing is counted.
  }
}

/**
 * How pages, their data requests and the catalogue snapshot may be cached. Browsers ask
 * again every time (a 304 while nothing changed); shared caches (a CDN) keep a copy for a
 * minute. Only CDNs may also serve a copy up to five minutes past that while they refresh it:
 * `stale-while-revalidate` in Cache-Control would apply to browsers too, and a visitor would
 * then see a catalogue up to five minutes older than the server's. CDN-Cache-Control
 * (RFC 9213) is read by CDNs and ignored by browsers.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
export const PAGE_CDN_CACHE_CONTROL = "max-age=60, stale-while-revalidate=300";

/**
 * Pages of a visitor with an enquiry list: the header shows its count (docs/product.md 12.1), so
 * no shared cache may keep them and no browser may reuse them after the list changes.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

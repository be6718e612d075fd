/**
 * The one browser storage entry of docs/product.md 4.2. A module of its own: the page checks
 * whether a copy is kept (engagement.ts, the catalogue's `clientLoader`), and tests and
 * benchmarks watch the copy, without loading the copy's code.
 */
export const CACHE_KEY = "pharma_medicines_cache";

/** The User Timing mark set once the kept copy answers searches itself (its index is built; page-from-copy.ts). */
export const COPY_PREPARED_MARK = "catalogue-copy-prepared";

/**
 * Whether the browser keeps a copy, by its key alone: `getItem` would make a string of the whole
 * copy (megabytes) just to see that it is there. Storage that refuses (disabled, private modes)
 * keeps none.
 */
export function copyIsKept(): boolean {
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index++) if (storage.key(index) === CACHE_KEY) return true;
    return false;
  } catch {
    return false;
  }
}

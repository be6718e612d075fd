/**
 * The one browser storage entry of docs/product.md 4.2. A module of its own: the page checks
 * whether a copy is kept (engagement.ts) without loading the copy's code.
 */
export const CACHE_KEY = "pharma_medicines_cache";

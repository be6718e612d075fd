/**
 * The catalogue's public entry on the server (docs/architecture.md, "The catalogue's doors"): its
 * store, its order-line matching (one path: the page's "Find medicines", the bench and the tests),
 * the searches that found nothing, its changes, and the price list's number format. The half browser
 * code may import is `index.ts`.
 */
export type { CatalogueHealth, CatalogueSnapshot, CatalogueStore } from "./store.server";
export type { ChangeService } from "./changes/service.server";
export { matchOrder, matchOrderText, matchPostedLine, type OrderMatch } from "./order-lines/match-order";
export { readOrderLine, readOrderText, type OrderLine } from "./order-lines/read-order-line";
export type { SearchMissService } from "./search-misses/service.server";
export { openSearchMissStore, type SearchMissStore } from "./search-misses/store.server";
export { RUPEES_FORMAT } from "./price-list/xlsx.server";

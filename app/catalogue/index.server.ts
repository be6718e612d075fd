/**
 * The catalogue's public entry on the server (docs/architecture.md, "The catalogue's doors"): its
 * store, its order-line matching (one path: the page's "Find medicines", the bench and the tests),
 * the searches that found nothing, its changes and their downloads, the price lists' files, the copy
 * it sends browsers, the rate terms of the configuration. The half browser code may import is
 * `index.ts`.
 */
export type { CatalogueHealth, CatalogueSnapshot, CatalogueStore } from "./store.server";
export type { ChangeService } from "./changes/service.server";
export { matchOrder, matchOrderText, matchPostedLine, type OrderMatch } from "./order-lines/match-order";
export { readOrderLine, readOrderText, type OrderLine } from "./order-lines/read-order-line";
export { checkInThread, type CheckAnswer, type CheckJob } from "./order-lines/checks/check-jobs";
export { createOrderChecks, type CheckOutcome, type OrderChecks } from "./order-lines/checks/check-pool.server";
export type { SearchMissService } from "./search-misses/service.server";
export { openSearchMissStore, type SearchMissStore } from "./search-misses/store.server";
export { RUPEES_FORMAT, XLSX_CONTENT_TYPE } from "./price-list/xlsx.server";
export { CSV_CONTENT_TYPE } from "./price-list/csv.server";
export { priceListDownload } from "./price-list/download.server";
export { changesDownload } from "./changes/download.server";
export { changeFilterOf, changeGroupsOf, CHANGE_DAYS, ROWS_PER_GROUP } from "./changes/requests.server";
export { catalogueStatusOf, encodedCopyOf, isKeptByBrowsers } from "./browser/copy.server";
export { sameCompositionView } from "./compare/alternatives-view.server";
export { methodNotAllowed, receiveSearchMiss } from "./search-misses/endpoint.server";
export { rateTermsOfConfig } from "./settings.server";
export { acceptCatalogue } from "./shrink-guard.server";

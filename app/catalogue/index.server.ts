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
export { checkInThread, type CheckAnswer, type CheckJob } from "./order-lines/checks/check-jobs.server";
export {
  isOrderFileTooLarge,
  ORDER_FILE_HEADER_ROWS,
  type OrderFile,
  type OrderFileRefusal,
} from "./order-lines/files/order-file.server";
export { createOrderChecks, type CheckOutcome, type OrderChecks } from "./order-lines/checks/check-pool.server";
export type { SearchMissService } from "./search-misses/service.server";
export { openSearchMissStore, type SearchMissStore } from "./search-misses/store.server";
export { RUPEES_FORMAT, XLSX_CONTENT_TYPE } from "~/formatting/workbook/workbook-plan";
export { CSV_CONTENT_TYPE } from "./price-list/csv.server";
export { priceListDownload } from "./price-list/download.server";
export { changesDownload } from "./changes/download.server";
export { changeFilterOf, changeGroupsOf, CHANGE_DAYS, ROWS_PER_GROUP } from "./changes/requests.server";
export { catalogueStatusOf, encodedCopyOf, isKeptByBrowsers } from "./browser/copy.server";
export { sameCompositionView } from "./compare/alternatives-view.server";
export { methodNotAllowed, receiveSearchMiss } from "./search-misses/endpoint.server";
export { rateTermsOfConfig } from "./settings.server";
export { acceptCatalogue } from "./shrink-guard.server";
export { decodeCopy, encodeCopy } from "./browser/codec";
export { prepareEncodedCopy } from "./browser/copy.server";
export { CACHE_KEY, COPY_PREPARED_MARK } from "./browser/storage-key";
export { compareSteps } from "./changes/diff";
export { startChanges } from "./changes/service.server";
export { type ChangeStore, openChangeStore } from "./changes/store.server";
export { alternativesOf, buildAlternativesIndex, alternativesIndex, prepareAlternatives } from "./compare/alternatives";
export { AddressRefusedError } from "./images/address-check.server";
export { ImageFetchError } from "./images/fetch-image.server";
export { IMAGE_WIDTHS, imageVersion } from "./images/links";
export {
  createPhotos,
  type PhotoFormat,
  PHOTO_CONTENT_TYPES,
  photoFormatFor,
  type PhotoOptions,
  type Photos,
} from "./images/photos.server";
export { type ImportField } from "./import/columns";
export { catalogueFromGviz, importCatalogue, catalogueFromGvizSteps } from "./import/import";
export { type ImportReport } from "./import/report";
export { contentVersion, readLastGood } from "./last-good.server";
export { oncePerCatalogueInSteps, type PerCatalogueSteps } from "./loading/per-catalogue";
export { ROWS_PER_STEP, runInSlices, runNow, type Steps } from "./loading/slices";
export { prepareManufacturerDirectory } from "./manufacturers/manufacturers";
export { imageList } from "./medicine/medicine-view";
export { testMedicine } from "./medicine/test-support";
export { priceListCsv } from "./price-list/csv.server";
export { warmPriceListFiles } from "./price-list/files.server";
export { SLICE_ROWS } from "./price-list/slices.server";
export { priceListXlsx } from "./price-list/xlsx.server";
export { queryCatalogue } from "./query/query";
export { indexOf, prepareQueryIndex } from "./query/query-index";
export { CatalogueSearch } from "./query/search/catalogue-search";
export { startSearchMisses } from "./search-misses/service.server";
export { type SearchMiss } from "./search-misses/store.server";
export { catalogueSettings } from "./settings.server";
export { openSharedCatalogue } from "./shared-version/service.server";
export { parseGviz } from "./sheet/gviz";
export { fetchPolicyOf, readSource, resolveSource } from "./sheet/source.server";
export { shrinkReason } from "./shrink-guard.server";
export { createCatalogueStore } from "./store.server";
export { orderingPrice } from "./trade/trade-price";

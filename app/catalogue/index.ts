/**
 * The catalogue's public entry (docs/architecture.md, "The catalogue's doors"): what the pages, the
 * enquiry list, the desk and app/server use of it; `npm run lint` refuses an import past it from
 * those areas. This door is what browser code may import, re-exports only, so that a page's bundle
 * keeps only what it uses. What the server runs (the store, the order-line matching, the searches
 * that found nothing) is `index.server.ts`; the React components of its pages are
 * `components/index.ts`.
 */

// Its links: every catalogue address.
export * from "./urls/links";

// Its card model: a medicine, its availability and the trade's numbers as cards and lines say them.
export type { Availability, Medicine } from "./medicine/medicine";
export { ORDER_UNITS, orderUnitOf, orderUnitOfWord, type OrderUnit } from "./pack/order-unit";
export { formatInr, PRICE_ON_REQUEST } from "./trade/format";
export {
  DEFAULT_RATE_LABEL,
  RATE_LABELS,
  rateLabelText,
  useRateLabel,
  useRateTerms,
  type RateTerms,
} from "./trade/rate-label";
export { schemeText, type Scheme } from "./trade/scheme";
export { cardAvailability, renderAvailabilityBadge } from "./components/availability-badge";
export { messageWithElement, messageWithElements } from "./components/message-parts";
export { sameCompositionText } from "./components/same-composition-heading";

// The bounds of an order as it enters (the forms say them); the matching itself is in index.server.ts.
export {
  isOrderLineTooLong,
  lineStart,
  orderInputText,
  postedOrderLine,
  ORDER_LINE_MAX_CHARACTERS,
  ORDER_LINE_MAX_WORDS,
  ORDER_MAX_LINES,
  ORDER_TEXT_MAX_CHARACTERS,
} from "./order-lines/order-input";
export type { OrderLineMatch } from "./order-lines/match-order-line";
export {
  ORDER_FILE_ACCEPT,
  ORDER_FILE_MAX_BYTES,
  ORDER_FILE_MAX_MEGABYTES,
} from "./order-lines/files/order-file-types";

// Its search, as the desk reads what buyers searched for.
export { normalizeMissText } from "./search-misses/normalize";

// A medicine's page: its view, its structured data, its pictures' address.
export { toEntry } from "./medicine/catalogue-entry";
export { HOME_CATEGORIES, homeCategoryName } from "./medicine/categories";
export { medicineJsonLd } from "./medicine/medicine-json-ld";
export { medicineView, type MedicineView } from "./medicine/medicine-view";
export { sharedImagePath } from "./images/links";

// The state of a catalogue page in its URL, and the query that answers it.
export { DEFAULT_QUERY, DEFAULT_SORT, type CatalogueQuery } from "./urls/url-state";
export { parseCatalogueQuery } from "./query/url-params";
export { cataloguePage } from "./query/catalogue-page";
export { toCardMedicine, type CardMedicine } from "./query/card-medicine";
export { categoryCount, facetsOf } from "./query/query-index";
export type { PageFacets } from "./query/filters";
export type { SameCompositionShown, SearchOutcome } from "./query/query";
export type { NoResultHelp } from "./query/search/catalogue-search";
export { SUGGESTION_TEXT_MAX_LENGTH, suggestionsFor } from "./query/suggestions";
export { searchMissOf } from "./search-misses/miss";

// The copy kept in the browser, which answers a search while offline or before the server does.
export { firstAnswer } from "./browser/first-answer";
export { DETAIL_PAGE_MAX_AGE_MS, latestCatalogueStatus } from "./browser/status";
export { copyIsKept } from "./browser/storage-key";
export type { CatalogueHandle } from "./browser/use-copy-sync";
export { useOfflineAddressResults } from "./browser/use-offline-address";
export { loadPageFromCopy, type PageFromCopy } from "./browser/load-page-from-copy";

// The manufacturers, the changes and the price list.
export { manufacturerDirectory } from "./manufacturers/manufacturers";
export { groupByInitial, OTHER_INITIAL } from "./manufacturers/manufacturer-initials";
export { keepManufacturerNames } from "./manufacturers/manufacturer-names";
export type { ManufacturerNames } from "./manufacturers/load-manufacturer-names";
export { priceChangeText, type ChangeGroup, type ChangeLine } from "./changes/view";
export { PRINTABLE_LIMIT, priceListOf, viewInWords } from "./price-list/price-list";
export { displayedValue, priceListValue, type PriceListColumn } from "./price-list/columns";
export { useCatalogueCopySync } from "./browser/use-copy-sync";
export { HeaderSearch } from "./components/header-search";
export { MedicineNavigationOutlet } from "./components/medicine-navigation-outlet";

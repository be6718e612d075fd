/**
 * The catalogue's components, the third door (docs/architecture.md, "The catalogue's doors"): the
 * pieces its pages are built of (the search's box, filters, cards and paging; a medicine's tabs,
 * pictures and alternatives). Re-exports only: a page's bundle keeps the components it uses.
 */
export { ActiveFilters } from "./active-filters";
export { CatalogueStateProvider, useCatalogueState } from "./catalogue-state";
export { CatalogueUpdated } from "./catalogue-updated";
export { EmptyState } from "./empty-state";
export { ErrorPanel } from "./error-panel";
export { FilterSheet } from "./filter-sheet";
export { FilterSidebar } from "./filter-sidebar";
export { LoadMore } from "./load-more";
export { MedicineBreadcrumbs } from "./medicine-breadcrumbs";
export { MedicineCardList } from "./medicine-card-list";
export { MedicineGallery } from "./medicine-gallery";
export { MedicinePrice, type LastPriceChange } from "./medicine-price";
export { MedicineTabs } from "./medicine-tabs";
export { Pagination } from "./pagination";
export { PagingModeSwitch } from "./paging-mode";
export { PharmacistHelp } from "./pharmacist-help";
export { PriceListLinks } from "./price-list-links";
export { MAX_SKELETONS, ResultSkeletons } from "./result-skeletons";
export { resultCountText, useResultsFocus } from "./results";
export { resultsGridClassName } from "./results-grid";
export { OutOfStockNotice, SameComposition } from "./same-composition";
export { SameCompositionHeading, sameCompositionText } from "./same-composition-heading";
export { SearchBox } from "./search-box";
export { ShareButtons } from "./share-buttons";
export { SortSelect } from "./sort-select";
export { SpellingNotice } from "./spelling-notice";
export { useMobileEvents } from "./use-mobile-events";
export { ViewToggle } from "./view-toggle";

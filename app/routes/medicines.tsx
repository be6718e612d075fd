import { useEffect, useRef, useState } from "react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/medicines";
import {
  CATALOGUE_PATH,
  catalogueHref,
  medicineAnchor,
  cataloguePage,
  type PageFacets,
  keepManufacturerNames,
  type SearchOutcome,
  type NoResultHelp,
  type SameCompositionShown,
  parseCatalogueQuery,
  type CatalogueQuery,
  firstAnswer,
  latestCatalogueStatus,
  loadPageFromCopy,
  type PageFromCopy,
  copyIsKept,
  toCardMedicine,
  type CardMedicine,
  useOfflineAddressResults,
  toEntry,
  searchMissOf,
} from "~/catalogue";
import {
  ActiveFilters,
  CatalogueStateProvider,
  useCatalogueState,
  EmptyState,
  ErrorPanel,
  FilterSheet,
  FilterSidebar,
  LoadMore,
  MedicineCardList,
  useMobileEvents,
  PagingModeSwitch,
  PriceListLinks,
  Pagination,
  resultCountText,
  useResultsFocus,
  MAX_SKELETONS,
  ResultSkeletons,
  resultsGridClassName,
  SameCompositionHeading,
  SearchBox,
  SpellingNotice,
  SortSelect,
  ViewToggle,
  CatalogueUpdated,
} from "~/catalogue/components";
import { catalogueStatusOf } from "~/catalogue/index.server";
import { addToEnquiryCardAction } from "~/enquiry-list";
import { firstPaintWith } from "~/page-pipeline/first-paint";
import { canonicalUrl, pageMeta } from "~/seo";
import { catalogueContext, configContext, pageNotKeptContext, searchMissesContext } from "~/composition/load-context";
import { pathInLanguage } from "~/i18n/languages";
import { translatorOfPath } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  const tags = pageMeta({
    title: t("catalogue.meta.title"),
    description: t("catalogue.meta.description"),
    url: canonicalUrl(matches, loaderData ? catalogueHref(canonicalQuery(loaderData.query)) : CATALOGUE_PATH),
  });
  if (loaderData?.state !== "loaded") return tags;
  const [first] = loaderData.medicines;
  if (first) tags.push(firstPaintWith(medicineAnchor(first.id)));
  // Each numbered page is its own canonical page, linked to its neighbours.
  const { query, pageCount } = loaderData;
  const neighbour = (page: number) => canonicalUrl(matches, catalogueHref({ ...canonicalQuery(query), page }));
  const previous = query.page > 1 ? neighbour(query.page - 1) : undefined;
  const next = query.page < pageCount ? neighbour(query.page + 1) : undefined;
  if (previous) tags.push({ tagName: "link", rel: "prev", href: previous });
  if (next) tags.push({ tagName: "link", rel: "next", href: next });
  return tags;
}

/** View and paging mode change how results look, not what they are: the canonical page leaves them out. */
function canonicalQuery(query: CatalogueQuery): CatalogueQuery {
  return { ...query, view: "grid", paging: "pages" };
}

/**
 * The catalogue state of the URL applied to the current catalogue. Only the shown page
 * travels to the browser, as compact cards, with the filter value lists but the manufacturer names
 * (app/catalogue/manufacturers/manufacturer-names.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = parseCatalogueQuery(new URL(request.url).searchParams);
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    // 503: the page is temporarily unable to serve, not empty (search engines retry later).
    return data({ state: "error" as const, query: requested, message: error }, { status: 503 });
  }
  const status = catalogueStatusOf(snapshot, context.get(configContext).INSTANT_CATALOGUE_MAX_BYTES);
  const page = cataloguePage(snapshot.medicines, requested, status, (medicine) => toCardMedicine(toEntry(medicine)));
  // Counted in the background: the page never waits for (or fails with) the count (docs/product.md 10.7).
  // Every such visit counts, so the server's page cache must not answer the next one.
  const miss = searchMissOf(snapshot.medicines, page);
  if (miss) {
    context.get(searchMissesContext).note(miss);
    context.get(pageNotKeptContext)();
  }
  // The manufacturer names stay out of the page's data: the filter renders them from here, and the
  // browser reads them back from the HTML (app/catalogue/manufacturers/manufacturer-names.ts).
  const { manufacturers, ...facets } = page.facets;
  keepManufacturerNames(snapshot.version, manufacturers);
  return { ...page, facets: facets satisfies PageFacets };
}

/**
 * After the first page, the same answer from the browser's copy of the catalogue when it keeps
 * one whose index is built (app/catalogue/browser/page-from-copy.ts): no network round trip.
 * While the index is still being built, the server and the copy race (on a large catalogue the
 * server usually wins; offline, the copy does). Without a copy, the server answers as before.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // No copy kept (a first visit, storage refused) or a catalogue too big to keep: the server
  // answers at once, without first loading the copy's search engine for nothing (a round trip and
  // its compile on a slow phone, before the request could even start).
  if (latestCatalogueStatus()?.instant === false || !copyIsKept()) return serverLoader();
  // Imported once, then used as is: awaiting even a loaded module's import costs the browser a task,
  // and with it a render of the loading state before the results (docs/decisions/019).
  const copy = (pageFromCopy ??= await loadPageFromCopy());
  const { searchParams } = new URL(request.url);
  return (
    copy.catalogueFromCopy(searchParams) ??
    firstAnswer(serverLoader(), (stillWanted) =>
      copy.catalogueFromPreparedCopy(searchParams, () => stillWanted() && !request.signal.aborted),
    )
  );
}

/** The copy's search engine, once the first answer from the copy has loaded it. */
let pageFromCopy: PageFromCopy | undefined;

/** The catalogue's form, an empty element before the search box: every control joins it with its `form` attribute. */
const FILTER_FORM_ID = "catalogue-filters";
/** The filters' column, a link's target where the keyboard would reach it only after the results. */
const FILTERS_ID = "filters";
/** Loads faster than this show no skeletons: flashing placeholders would only distract. */
const SKELETON_DELAY_MS = 200;

export default function Medicines({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{t("catalogue.heading")}</h1>
      {loaderData.state === "loaded" ? (
        <div className="mt-1">
          <CatalogueUpdated at={loaderData.catalogue.updatedAt} />
        </div>
      ) : null}
      {loaderData.state === "error" ? (
        <ErrorPanel message={loaderData.message} retryHref={catalogueHref(loaderData.query)} />
      ) : (
        <CatalogueStateProvider applied={loaderData.query}>
          <Catalogue {...loaderData} />
        </CatalogueStateProvider>
      )}
    </div>
  );
}

type CatalogueProps = {
  query: CatalogueQuery;
  total: number;
  offset: number;
  pageCount: number;
  medicines: CardMedicine[];
  facets: PageFacets;
  /** What the search was read as: its corrections ("Showing results for …"). */
  search: Pick<SearchOutcome, "corrections" | "correctedText"> | null;
  /** Other searches that find something, when the search found nothing (decision 029). */
  help: NoResultHelp | null;
  /** Set when the results are a brand's composition at a strength the brand lacks (decision 64). */
  sameComposition: SameCompositionShown | null;
  catalogue: { version: string };
};

function Catalogue({
  query: applied,
  total,
  offset,
  pageCount,
  medicines,
  facets,
  search,
  help,
  sameComposition,
  catalogue,
}: CatalogueProps) {
  const t = useT();
  const language = useLanguage();
  const { query, loading, latest, go } = useCatalogueState();
  const searchInput = useRef<HTMLInputElement>(null);
  const { heading: resultsHeading, focusNext: focusResultsNext, focusNow: focusResultsNow } = useResultsFocus(applied);
  const showSkeletons = useDelayedLoading(loading);

  useMobileEvents(latest, go);
  useOfflineAddressResults(applied);

  // Load-more pressed: the shown cards stay and placeholders follow them.
  const appending = loading && query.paging === "more" && applied.paging === "more" && query.page > applied.page;
  const view = query.view;

  return (
    <>
      {/* The fields join it by their form attribute from wherever they sit: it comes before them
          all, so a search submitted before the rest of the page has arrived has its form. */}
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={pathInLanguage(CATALOGUE_PATH, language)}
        onSubmit={(event) => event.preventDefault()}
      >
        {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
      </form>
      <search aria-label={t("catalogue.searchRegion")} className="mt-4 block max-w-3xl">
        <SearchBox formId={FILTER_FORM_ID} inputRef={searchInput} />
      </search>

      {/* The results come before the filters in the page, the filters' column is placed first on wide
          screens: a phone (filters in a panel) parses no filter list before its first card, and
          keyboard and screen reader order follows the columns where the browser can
          (docs/decisions/020-results-before-filters.md). */}
      <div className="mt-6 flex flex-col [reading-flow:flex-visual] lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:[reading-flow:grid-rows]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          {/* A browser that cannot take the keyboard through the columns in their order reaches the
              filters by this link (shown when focused) rather than after the results. */}
          <a
            href={`#${FILTERS_ID}`}
            className="sr-only hidden rounded-md bg-white px-4 py-2 text-sm font-medium focus:not-sr-only lg:not-supports-[reading-flow:grid-rows]:inline-block noscript:not-supports-[reading-flow:grid-rows]:inline-block"
          >
            {t("catalogue.filters.skipTo")}
          </a>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <div className="lg:hidden noscript:hidden">
              <FilterSheet facets={facets} catalogueVersion={catalogue.version} total={total} />
            </div>
            <p role="status" className="mr-auto text-sm text-slate-700">
              {resultCountText(offset, medicines.length, total, t, language)}
            </p>
            <SortSelect formId={FILTER_FORM_ID} hasStock={facets.hasStock} hasUnitPrices={facets.hasUnitPrices} />
            <ViewToggle />
          </div>
          {search && search.corrections.length > 0 ? (
            <SpellingNotice query={applied} correctedText={search.correctedText} />
          ) : null}
          <ActiveFilters facets={facets} onAllRemoved={focusResultsNow} />

          <section aria-labelledby="results-heading" aria-busy={loading} className="mt-4 scroll-mt-4">
            <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="sr-only">
              {t("catalogue.results.heading")}
            </h2>
            {showSkeletons && !appending ? (
              <ResultSkeletons view={view} />
            ) : total === 0 ? (
              <EmptyState query={applied} help={help} onStartAgain={focusResultsNext} />
            ) : (
              <>
                {sameComposition ? <SameCompositionHeading shown={sameComposition} /> : null}
                <MedicineCardList
                  medicines={medicines}
                  view={view}
                  action={addToEnquiryCardAction}
                  // No dimming while a new page loads: an answer from the browser's copy comes before
                  // it would show, and a slower one gets the skeletons after SKELETON_DELAY_MS.
                  className={resultsGridClassName(view)}
                />
              </>
            )}
            {showSkeletons && appending ? (
              <div className="mt-4">
                <ResultSkeletons view={view} count={Math.min(MAX_SKELETONS, total - offset - medicines.length)} />
              </div>
            ) : null}
          </section>

          {applied.paging === "more" ? (
            <LoadMore query={applied} shown={offset + medicines.length} total={total} loading={loading} />
          ) : (
            <Pagination query={applied} pageCount={pageCount} onPageChange={focusResultsNext} />
          )}
          {/* How to see more: a buyer's choice beside the pager, out of the way of the results (decision 030). */}
          {total > 0 ? <PagingModeSwitch formId={FILTER_FORM_ID} /> : null}

          {/* The price list of this view, every page of it (docs/product.md §13). */}
          {total > 0 ? (
            <div className="mt-8 border-t border-slate-200 pt-4">
              <PriceListLinks query={applied} total={total} />
            </div>
          ) : null}
        </div>
        <FilterSidebar id={FILTERS_ID} formId={FILTER_FORM_ID} facets={facets} catalogueVersion={catalogue.version} />
      </div>
    </>
  );
}

/** True once the current catalogue navigation has taken longer than the skeleton delay. */
function useDelayedLoading(loading: boolean): boolean {
  const navigation = useNavigation();
  const pendingKey = loading ? (navigation.location?.key ?? null) : null;
  const [slowKey, setSlowKey] = useState<string | null>(null);
  useEffect(() => {
    if (pendingKey === null) return;
    const timer = setTimeout(() => setSlowKey(pendingKey), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);
  return pendingKey !== null && slowKey === pendingKey;
}

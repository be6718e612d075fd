import { useCallback } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/i18n/link";
import { z } from "zod";
import type { Route } from "./+types/manufacturer";
import {
  toEntry,
  toCardMedicine,
  type CardMedicine,
  CATALOGUE_PATH,
  MANUFACTURERS_PATH,
  manufacturerPageHref,
  manufacturerDirectory,
  cataloguePage,
  parseCatalogueQuery,
  DEFAULT_QUERY,
  DEFAULT_SORT,
  type CatalogueQuery,
} from "~/catalogue";
import {
  CatalogueStateProvider,
  useCatalogueState,
  ErrorPanel,
  MedicineCardList,
  Pagination,
  PriceListLinks,
  resultCountText,
  useResultsFocus,
  SortSelect,
} from "~/catalogue/components";
import { catalogueStatusOf } from "~/catalogue/index.server";
import { addToEnquiryCardAction } from "~/enquiry-list";
import { BreadcrumbTrail } from "~/seo";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { UnexpectedError } from "~/components/unexpected-error";
import { canonicalUrl, pageMeta } from "~/seo";
import { catalogueContext, configContext } from "~/composition/load-context";

import { translatorOfPath } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import "~/i18n/areas/manufacturer";

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  if (!loaderData) {
    return pageMeta({
      title: t("manufacturer.notFound.title"),
      description: t("manufacturer.notFound.description"),
      noindex: true,
    });
  }
  if (loaderData.state === "error") {
    return pageMeta({
      title: t("manufacturer.unavailable.title"),
      description: t("manufacturer.unavailable.description"),
    });
  }
  const { name, query, total, pageCount } = loaderData;
  // Each numbered page is its own canonical page, linked to its neighbours, as in the catalogue.
  const address = (page: number) => canonicalUrl(matches, manufacturerPageHref(name, { ...query, page }));
  const tags = pageMeta({
    title:
      query.page > 1
        ? t("manufacturer.meta.titlePage", { name, page: String(query.page) })
        : t("manufacturer.meta.title", { name }),
    description: t("manufacturer.meta.description", { count: total, name }),
    url: address(query.page),
  });
  const previous = query.page > 1 ? address(query.page - 1) : undefined;
  const next = query.page < pageCount ? address(query.page + 1) : undefined;
  if (previous) tags.push({ tagName: "link", rel: "prev", href: previous });
  if (next) tags.push({ tagName: "link", rel: "next", href: next });
  return tags;
}

const paramsSchema = z.object({ slug: z.string().min(1).max(300) });

/**
 * One manufacturer's medicines, like the catalogue (docs/product.md 11.5): the same query and
 * cards over its medicines, in the sort and at the page of the URL (`sort`, `page`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    // Whether the manufacturer exists is unknown: 503, temporarily unable to serve (search engines retry).
    return data({ state: "error" as const, message: error, retryHref: url.pathname + url.search }, { status: 503 });
  }
  const manufacturer = manufacturerDirectory(snapshot.medicines).bySlug.get(parsed.data.slug);
  if (!manufacturer) throw data(null, { status: 404 });
  // Only the order and the page apply; the manufacturer is fixed by the address. Without search
  // text there is no "Best match" (a search parameter would make it the default).
  const { sort, page } = parseCatalogueQuery(url.searchParams);
  const requested: CatalogueQuery = { ...DEFAULT_QUERY, sort: sort === "relevance" ? DEFAULT_SORT : sort, page };
  const status = catalogueStatusOf(snapshot, context.get(configContext).INSTANT_CATALOGUE_MAX_BYTES);
  // The catalogue's own query within its medicines: its index serves every manufacturer.
  const result = cataloguePage(snapshot.medicines, requested, status, (medicine) => toCardMedicine(toEntry(medicine)), {
    within: manufacturer.positions,
  });
  return {
    state: "loaded" as const,
    name: manufacturer.name,
    query: result.query,
    total: result.total,
    offset: result.offset,
    pageCount: result.pageCount,
    medicines: result.medicines,
    // Its medicines have stock exactly when the sheet has a stock column (docs/product.md 11.1).
    hasStock: result.facets.hasStock,
    hasUnitPrices: result.facets.hasUnitPrices,
    catalogue: result.catalogue,
  };
}

/** The sort form; the sort select joins it with its `form` attribute, as in the catalogue. */
const SORT_FORM_ID = "manufacturer-sort";

export default function ManufacturerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.state === "error") {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-semibold tracking-tight">{t("manufacturers.heading")}</h1>
        <ErrorPanel message={loaderData.message} retryHref={loaderData.retryHref} />
      </div>
    );
  }
  return <ManufacturerMedicines {...loaderData} />;
}

type ManufacturerMedicinesProps = {
  name: string;
  query: CatalogueQuery;
  total: number;
  offset: number;
  pageCount: number;
  medicines: CardMedicine[];
  hasStock: boolean;
  hasUnitPrices: boolean;
};

function ManufacturerMedicines({ name, query, ...results }: ManufacturerMedicinesProps) {
  // Stable per manufacturer: the catalogue state's navigation depends on it.
  const hrefOf = useCallback((state: CatalogueQuery) => manufacturerPageHref(name, state), [name]);
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BreadcrumbTrail
        trail={[
          { name: t("nav.home"), path: "/" },
          { name: t("manufacturers.heading"), path: MANUFACTURERS_PATH },
          { name, path: manufacturerPageHref(name) },
        ]}
      />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance">{name}</h1>
      <CatalogueStateProvider applied={query} hrefOf={hrefOf}>
        <Results applied={query} hrefOf={hrefOf} manufacturer={name} {...results} />
      </CatalogueStateProvider>
    </div>
  );
}

type ResultsProps = Omit<ManufacturerMedicinesProps, "name" | "query"> & {
  applied: CatalogueQuery;
  hrefOf: (query: CatalogueQuery) => string;
  manufacturer: string;
};

/** The count, the sort, the cards and the page numbers: the catalogue's, at this page's address. */
function Results({
  applied,
  hrefOf,
  manufacturer,
  total,
  offset,
  pageCount,
  medicines,
  hasStock,
  hasUnitPrices,
}: ResultsProps) {
  const { loading } = useCatalogueState();
  const t = useT();
  const language = useLanguage();
  const { heading, focusNext } = useResultsFocus(applied);
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        <p role="status" className="mr-auto text-sm text-slate-700">
          {resultCountText(offset, medicines.length, total, t, language)}
        </p>
        <form
          id={SORT_FORM_ID}
          method="get"
          action={hrefOf(DEFAULT_QUERY)}
          onSubmit={(event) => event.preventDefault()}
          className="flex items-center gap-2"
        >
          <SortSelect formId={SORT_FORM_ID} hasStock={hasStock} hasUnitPrices={hasUnitPrices} />
          <noscript>
            <Button type="submit" size="sm">
              {t("manufacturer.apply")}
            </Button>
          </noscript>
        </form>
      </div>

      <section aria-labelledby="results-heading" aria-busy={loading} className="mt-4 scroll-mt-4">
        <h2 id="results-heading" ref={heading} tabIndex={-1} className="sr-only">
          {t("manufacturer.medicinesHeading")}
        </h2>
        <MedicineCardList
          medicines={medicines}
          view="grid"
          action={addToEnquiryCardAction}
          showManufacturer={false}
          className={cn(
            "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
            loading && "opacity-60 transition-opacity",
          )}
        />
      </section>

      <Pagination query={applied} pageCount={pageCount} hrefOf={hrefOf} onPageChange={focusNext} />

      {/* Its price list, as the catalogue offers one for a filtered view (docs/product.md 11.5, §13). */}
      {total > 0 ? (
        <div className="mt-8 border-t border-slate-200 pt-4">
          <PriceListLinks query={{ ...DEFAULT_QUERY, manufacturer, sort: applied.sort }} total={total} />
        </div>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{t("manufacturer.notFound.title")}</h1>
        <p className="mt-2 text-slate-600">{t("manufacturer.notFound.text")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={MANUFACTURERS_PATH} className={buttonClasses({ size: "lg" })}>
            {t("manufacturer.notFound.all")}
          </Link>
          <Link to={CATALOGUE_PATH} className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("manufacturer.notFound.browse")}
          </Link>
        </div>
      </section>
    );
  }
  return <UnexpectedError details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />;
}

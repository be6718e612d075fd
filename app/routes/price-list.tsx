import { ArrowLeft, Printer } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/price-list";
import {
  catalogueHref,
  priceListHref,
  displayedValue,
  priceListValue,
  type PriceListColumn,
  PRINTABLE_LIMIT,
  priceListOf,
  viewInWords,
  facetsOf,
  parseCatalogueQuery,
} from "~/catalogue";
import { CatalogueUpdated, ErrorPanel, PriceListLinks } from "~/catalogue/components";
import { rateTermsOfConfig } from "~/catalogue/index.server";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatIndiaDate } from "~/formatting/india-time";
import { catalogueContext, configContext } from "~/composition/load-context";
import { pageMeta } from "~/seo";
import { formatAddress, licenceFactsIn, site } from "~/site";
import { INTL_LOCALE, languageOfPath } from "~/i18n/languages";
import { translatorFor, translatorOfPath } from "~/i18n/translator";
import { useLanguage, useLocalizedHref, useT } from "~/i18n/use-translation";
import "~/i18n/areas/price-list";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  // One page per catalogue view, each a copy of the catalogue's: not for search engines.
  return pageMeta({
    title: t("priceList.heading"),
    description: t("priceList.meta.description", { company: site.name }),
    noindex: true,
  });
}

/**
 * The printable price list (docs/product.md 13.2): the catalogue view of the URL's search
 * parameters, every page of it up to {@link PRINTABLE_LIMIT} medicines, as table rows of text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = parseCatalogueQuery(url.searchParams);
  const language = languageOfPath(url.pathname);
  const t = translatorFor(language);
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    return data({ state: "error" as const, query: requested, message: error }, { status: 503 });
  }
  const list = priceListOf(snapshot.medicines, snapshot.report.columnsUsed, requested, t, {
    limit: PRINTABLE_LIMIT,
    terms: rateTermsOfConfig(context.get(configContext)),
  });
  return {
    state: "loaded" as const,
    query: list.query,
    columns: list.columns,
    rows: list.medicines.map((medicine) => ({
      id: medicine.id,
      cells: list.columns.map((column) => displayedValue(priceListValue(medicine, column, t, list.terms), column)),
    })),
    total: list.total,
    view: viewInWords(list.query, facetsOf(snapshot.medicines), t),
    updatedAt: snapshot.loadedAt.toISOString(),
    date: formatIndiaDate(new Date(), language),
  };
}

export default function PriceList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const localized = useLocalizedHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 print:max-w-none print:p-0 print:text-[9pt]">
      <nav aria-label={t("priceList.navigation")} className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <a
          href={localized(catalogueHref(loaderData.query))}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <ArrowLeft aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
          {t("priceList.back")}
        </a>
        {loaderData.state === "loaded" && loaderData.total > 0 ? (
          // Printing is the browser's own command; without scripts, its menu still prints the page.
          <Button size="sm" className="noscript:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
            {t("priceList.print")}
          </Button>
        ) : null}
      </nav>

      <header className="border-b border-slate-300 pb-4">
        <p className="text-xl font-semibold">{site.name}</p>
        <p className="text-sm text-slate-700">
          {formatAddress(site.address, language)} · {site.phone.display} · {site.email}
        </p>
        <ul aria-label={t("priceList.licences")} className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
          {licenceFactsIn(t).map((fact) => (
            <li key={fact.number}>
              {fact.label}: {fact.number}
            </li>
          ))}
        </ul>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight print:text-[16pt]">{t("priceList.heading")}</h1>
        {loaderData.state === "loaded" ? (
          <>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-medium">{t("priceList.date")}</dt>
              <dd>{loaderData.date}</dd>
              <dt className="font-medium">{t("priceList.medicines")}</dt>
              <dd>
                {loaderData.view.filters.join("; ")} ({loaderData.total})
              </dd>
              <dt className="font-medium">{t("priceList.order")}</dt>
              <dd>{loaderData.view.order}</dd>
            </dl>
            <div className="mt-1">
              <CatalogueUpdated at={loaderData.updatedAt} />
            </div>
          </>
        ) : null}
      </header>

      {loaderData.state === "error" ? (
        <ErrorPanel message={loaderData.message} retryHref={localized(priceListHref(loaderData.query))} />
      ) : loaderData.total === 0 ? (
        <p className="mt-6">{t("priceList.empty")}</p>
      ) : (
        <>
          {loaderData.rows.length < loaderData.total ? (
            <LimitNotice shown={loaderData.rows.length} total={loaderData.total} query={loaderData.query} />
          ) : null}
          <PriceTable columns={loaderData.columns} rows={loaderData.rows} />
        </>
      )}
    </div>
  );
}

/** A long view is printed in part: the page says so and offers the whole list as a download. */
function LimitNotice({
  shown,
  total,
  query,
}: {
  shown: number;
  total: number;
  query: Parameters<typeof priceListHref>[0];
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:border-slate-400 print:bg-white">
      <p>{t("priceList.limit", { shown: shown.toLocaleString(locale), total: total.toLocaleString(locale) })}</p>
      <div className="mt-2 print:hidden">
        <PriceListLinks query={query} total={total} withPrint={false} />
      </div>
    </div>
  );
}

/**
 * The cells' looks are set once on the table body, not on each of the up to 10,000 cells: the
 * page's HTML stays about half as large.
 */
const BODY_CLASSES = cn(
  "[&>tr]:break-inside-avoid [&>tr]:border-b [&>tr]:border-slate-200 [&>tr:nth-child(even)]:bg-slate-50",
  "[&_td]:px-2 [&_td]:py-1.5 [&_td]:align-top [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th]:align-top [&_th]:font-medium",
  "print:[&_td]:px-1 print:[&_td]:py-0.5 print:[&_th]:px-1 print:[&_th]:py-0.5 print:[&>tr:nth-child(even)]:bg-white",
  // A phone's four columns fit 390 px only if a long word of a name may break.
  "max-md:[&_th]:[overflow-wrap:anywhere]",
);
const NUMERIC_CELL = "text-right whitespace-nowrap";
/** Words in a number's column ("Price on request") may wrap: kept whole they widened a phone's table. */
const NUMERIC_WORDS_CELL = "text-right";
/** Short words that read wrongly broken ("Schedule / H"), on paper above all: kept on one line. */
const UNBROKEN_CELL = "whitespace-nowrap";
const UNBROKEN_TEXT: ReadonlySet<PriceListColumn["key"]> = new Set(["availability", "prescription", "schedule"]);
/**
 * What a phone shows (decision 030): name, pack, MRP and rate fit 390 px without sideways scrolling.
 * The other columns are hidden below 768 px on screen (paper has room) by a rule on the table, not a class on every cell; the
 * rules are written out whole so that the stylesheet has them (one per column position).
 */
const ON_A_PHONE: ReadonlySet<PriceListColumn["key"]> = new Set(["name", "pack", "mrp", "rate"]);
const HIDDEN_ON_A_PHONE = [
  "not-print:max-md:[&_tr>:nth-child(1)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(2)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(3)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(4)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(5)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(6)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(7)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(8)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(9)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(10)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(11)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(12)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(13)]:hidden",
  "not-print:max-md:[&_tr>:nth-child(14)]:hidden",
] as const;

function PriceTable({ columns, rows }: { columns: PriceListColumn[]; rows: { id: string; cells: string[] }[] }) {
  const t = useT();
  const phoneClasses = columns.map((column, index) => (ON_A_PHONE.has(column.key) ? "" : HIDDEN_ON_A_PHONE[index]));
  const cellClass = (column: PriceListColumn, cell: string) =>
    column.kind !== "text"
      ? cell.includes(" ")
        ? NUMERIC_WORDS_CELL
        : NUMERIC_CELL
      : UNBROKEN_TEXT.has(column.key)
        ? UNBROKEN_CELL
        : undefined;
  return (
    // Between a phone and a laptop the table may scroll sideways: the keyboard scrolls it once it has focus.
    <div
      role="region"
      aria-labelledby="price-table-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-md border border-slate-200 bg-white print:overflow-visible print:rounded-none print:border-0"
    >
      <table className={cn("w-full border-collapse text-xs sm:text-sm print:text-[8pt]", phoneClasses)}>
        <caption id="price-table-caption" className="sr-only">
          {t("priceList.caption")}
        </caption>
        {/* table-header-group: the header row is repeated at the top of every printed page. */}
        <thead className="table-header-group bg-slate-100 print:bg-white">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  // Headings may wrap ("Margin % after GST and scheme"): kept on one line they widened
                  // the table past a 1280 px screen.
                  "border-b border-slate-300 px-2 py-2 text-left align-bottom font-semibold print:border-slate-500 print:px-1 print:py-1",
                  column.kind !== "text" && "text-right",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={BODY_CLASSES}>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={cellClass(columns[index]!, cell)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

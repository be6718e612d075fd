import type { Route } from "./+types/desk-demand";
import { DeskPage } from "~/desk";
import { DESK_HEADERS, staffForPage } from "~/desk/index.server";
import { DESK_DEMAND_CSV_PATH, DESK_DEMAND_PATH } from "~/desk";
import { DEMAND_PERIODS } from "~/desk";
import { lostDemandOf } from "~/desk/index.server";
import { medicineHref, searchHref } from "~/catalogue";
import { buttonClasses } from "~/components/ui/button";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath } from "~/i18n/languages";
import { Link } from "~/i18n/link";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { backInStockContext, deskContext, searchMissesContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.demand.heading"), description: t("desk.demand.intro"), noindex: true });
}

export function headers() {
  return DESK_HEADERS;
}

/** Rows the page shows; the CSV has them all. */
const SHOWN_ROWS = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const { days, rows, outOfStock, requestsRead } = await lostDemandOf(new URL(request.url), {
    desk: desk.store,
    searchMisses: context.get(searchMissesContext).store,
    stockRequests: context.get(backInStockContext).store,
  });
  return {
    staff: staff.email,
    days,
    requestsRead,
    rows: rows.slice(0, SHOWN_ROWS).map((row) => ({ ...row, lastSeen: row.lastSeen.toISOString() })),
    outOfStock: outOfStock.slice(0, SHOWN_ROWS).map((row) => ({ ...row, lastAsked: row.lastAsked.toISOString() })),
  };
}

export default function DeskDemand({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { days, rows, outOfStock, requestsRead } = loaderData;
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.demand.heading")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("desk.demand.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={t("desk.demand.period")}>
          <ul className="flex flex-wrap gap-2">
            {DEMAND_PERIODS.map((period) => (
              <li key={period}>
                <Link
                  to={`${DESK_DEMAND_PATH}?days=${period}`}
                  aria-current={period === days ? "page" : undefined}
                  className="inline-block rounded-full px-4 py-1.5 font-medium text-brand-800 ring-1 ring-slate-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:ring-brand-700"
                >
                  {t("desk.demand.days", { days: period })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={`${DESK_DEMAND_CSV_PATH}?days=${days}`}
          download
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {t("desk.demand.csv")}
        </a>
      </div>
      <h2 className="mt-8 text-xl font-semibold">{t("desk.demand.notFound.heading")}</h2>
      {rows.length === 0 ? (
        <p className="mt-3">{t("desk.demand.empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t("desk.demand.col.text")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("desk.demand.col.count")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("desk.demand.col.searches")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("desk.demand.col.lines")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("desk.demand.col.buyers")}
                </th>
                <th scope="col" className="py-2">
                  {t("desk.demand.col.lastSeen")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.text} className="border-b border-slate-200">
                  <td className="py-2 pr-3">
                    <Link to={searchHref(row.text)} className="text-brand-800 underline">
                      {row.text}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 text-right font-semibold">{row.count}</td>
                  <td className="py-2 pr-3 text-right">{row.searches}</td>
                  <td className="py-2 pr-3 text-right">{row.lines}</td>
                  <td className="py-2 pr-3 text-right">{row.buyers}</td>
                  <td className="py-2 whitespace-nowrap">
                    <time dateTime={row.lastSeen}>{formatIndiaTime(new Date(row.lastSeen), language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 text-sm text-slate-600">{t("desk.demand.searchNote")}</p>
      <section aria-labelledby="out-of-stock-heading" className="mt-10">
        <h2 id="out-of-stock-heading" className="text-xl font-semibold">
          {t("desk.demand.outOfStock.heading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("desk.demand.outOfStock.intro")}</p>
        {requestsRead ? null : (
          <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-950">
            {t("desk.demand.outOfStock.requestsUnread")}
          </p>
        )}
        {outOfStock.length === 0 ? (
          <p className="mt-3">{t("desk.demand.outOfStock.empty")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t("desk.demand.outOfStock.col.medicine")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("desk.demand.col.count")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("desk.demand.col.lines")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("desk.demand.outOfStock.col.requests")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("desk.demand.col.buyers")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("desk.demand.outOfStock.col.lastAsked")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {outOfStock.map((row) => (
                  <tr key={row.medicineId} className="border-b border-slate-200">
                    <td className="py-2 pr-3">
                      <Link to={medicineHref(row.medicineId)} className="text-brand-800 underline">
                        {row.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 text-right font-semibold">{row.count}</td>
                    <td className="py-2 pr-3 text-right">{row.lines}</td>
                    <td className="py-2 pr-3 text-right">{row.requests}</td>
                    <td className="py-2 pr-3 text-right">{row.buyers}</td>
                    <td className="py-2 whitespace-nowrap">
                      <time dateTime={row.lastAsked}>{formatIndiaTime(new Date(row.lastAsked), language)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-4 text-sm text-slate-600">{t("desk.demand.outOfStock.note")}</p>
      </section>
    </DeskPage>
  );
}

import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/desk-activity";
import { DeskPage, DESK_ACTIVITY_PATH, STATUS_LABEL } from "~/desk";
import { DESK_HEADERS, staffForPage } from "~/desk/index.server";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath } from "~/i18n/languages";
import { Link } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { deskContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

/**
 * "Activity" (decision 65, ASVS 4.0.3 7.1.4 and 8.3.5): the desk's action record (who, what,
 * when), newest first, paged, downloads of buyers' data included. Staff only.
 */

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.activity.heading"), description: t("desk.activity.intro"), noindex: true });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries()]);
}

/** Actions a page shows. */
export const ACTIVITY_PAGE_SIZE = 50;

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const { page } = querySchema.parse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  // One more than shown: whether there is an older page.
  const rows = await desk.store.actions(ACTIVITY_PAGE_SIZE + 1, (page - 1) * ACTIVITY_PAGE_SIZE);
  return data(
    {
      staff: staff.email,
      page,
      older: rows.length > ACTIVITY_PAGE_SIZE,
      actions: rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({
        id: row.id,
        staff: row.staff,
        action: row.action,
        enquiryId: row.enquiryId ?? null,
        detail: row.detail ?? null,
        at: row.at.toISOString(),
      })),
    },
    { headers: DESK_HEADERS },
  );
}

/** The words for each kind of action the desk records; an unknown kind shows as recorded. */
const KIND: Record<string, MessageId> = {
  "sign-in": "desk.activity.kind.signIn",
  "sign-out": "desk.activity.kind.signOut",
  "sign-out-everywhere": "desk.activity.kind.signOutEverywhere",
  note: "desk.activity.kind.note",
  "accept-catalogue": "desk.activity.kind.acceptCatalogue",
  "stock-told": "desk.activity.kind.stockTold",
  "download:billing": "desk.activity.kind.downloadBilling",
  "download:lost-demand": "desk.activity.kind.downloadLostDemand",
  "order:new": "desk.activity.kind.orderNew",
};

const pageHref = (page: number) => (page > 1 ? `${DESK_ACTIVITY_PATH}?page=${page}` : DESK_ACTIVITY_PATH);

export default function DeskActivity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const what = (action: string) => {
    const status = /^status:([a-z]+)$/.exec(action)?.[1];
    if (status && Object.hasOwn(STATUS_LABEL, status)) {
      return `${t("desk.activity.kind.status")}: ${t(STATUS_LABEL[status as keyof typeof STATUS_LABEL])}`;
    }
    const kind = KIND[action];
    return kind ? t(kind) : action;
  };
  const { page, older, actions } = loaderData;
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.activity.heading")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("desk.activity.intro")}</p>
      {actions.length === 0 ? (
        <p className="mt-6">{t("desk.activity.none")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {t("desk.activity.when")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("desk.activity.who")}
                </th>
                <th scope="col" className="py-2">
                  {t("desk.activity.what")}
                </th>
              </tr>
            </thead>
            <tbody>
              {actions.map((row) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={row.at}>{formatIndiaTime(new Date(row.at), language)}</time>
                  </td>
                  <td className="py-2 pr-4 break-all">{row.staff}</td>
                  <td className="py-2">
                    {what(row.action)}
                    {row.enquiryId !== null && <> · {t("desk.activity.order", { id: row.enquiryId })}</>}
                    {row.detail && <> · {row.detail}</>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || older) && (
        <nav aria-label={t("desk.activity.pages")} className="mt-6 flex flex-wrap gap-4">
          {page > 1 && (
            <Link to={pageHref(page - 1)} className="font-medium text-brand-800 underline">
              {t("desk.activity.newer")}
            </Link>
          )}
          {older && (
            <Link to={pageHref(page + 1)} className="font-medium text-brand-800 underline">
              {t("desk.activity.older")}
            </Link>
          )}
        </nav>
      )}
    </DeskPage>
  );
}

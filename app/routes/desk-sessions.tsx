import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-sessions";
import { buttonClasses } from "~/components/ui/button";
import { DeskPage, DESK_SIGN_IN_PATH } from "~/desk";
import { DESK_HEADERS, staffForAction, staffForPage } from "~/desk/index.server";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form } from "~/i18n/link";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { deskContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

/**
 * "Your sessions" (decision 65, ASVS 4.0.3 3.3.3 and 3.3.4): the signed-in staff member's own live
 * sessions, when each started and was last seen, this device marked (never an id), and "Sign out
 * everywhere", which ends them all, this one too.
 */

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.sessions.heading"), description: t("desk.sessions.everywhereNote"), noindex: true });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries(), ...actionHeaders.entries()]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const sessions = await desk.signIn.sessions(staff);
  return data(
    {
      staff: staff.email,
      idleMinutes: desk.signIn.idleMinutes,
      sessions: sessions.map((row) => ({
        startedAt: row.startedAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.current,
      })),
    },
    { headers: DESK_HEADERS },
  );
}

/** "Sign out everywhere": every session ends on the server, the cookie goes, and so to sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForAction(request, desk);
  const setCookie = await desk.signIn.signOutEverywhere(staff);
  return redirect(pathInLanguage(DESK_SIGN_IN_PATH, languageOfPath(new URL(request.url).pathname)), {
    status: 303,
    headers: { ...DESK_HEADERS, "Set-Cookie": setCookie },
  });
}

export default function DeskSessions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const when = (iso: string) => <time dateTime={iso}>{formatIndiaTime(new Date(iso), language)}</time>;
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.sessions.heading")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("desk.sessions.intro", { minutes: loaderData.idleMinutes })}</p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t("desk.sessions.device")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("desk.sessions.started")}
              </th>
              <th scope="col" className="py-2">
                {t("desk.sessions.lastSeen")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.sessions.map((session) => (
              <tr key={`${session.startedAt}-${session.lastSeenAt}`} className="border-b border-slate-200">
                <td className="py-2 pr-4">
                  {session.current ? <strong>{t("desk.sessions.thisDevice")}</strong> : t("desk.sessions.otherDevice")}
                </td>
                <td className="py-2 pr-4">{when(session.startedAt)}</td>
                <td className="py-2">{when(session.lastSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" className="mt-6 space-y-2">
        <p className="text-slate-700">{t("desk.sessions.everywhereNote")}</p>
        <button type="submit" className={buttonClasses({ variant: "secondary" })}>
          {t("desk.sessions.signOutEverywhere")}
        </button>
      </Form>
    </DeskPage>
  );
}

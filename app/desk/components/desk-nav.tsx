import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Form, NavLink } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";
import type { MessageId } from "~/i18n/message-id";
import {
  DESK_ACTIVITY_PATH,
  DESK_DEMAND_PATH,
  DESK_NEW_ORDER_PATH,
  DESK_PATH,
  DESK_SESSIONS_PATH,
  DESK_SHEET_PATH,
  DESK_SIGN_OUT_PATH,
  DESK_STOCK_PATH,
} from "../links";
import "~/i18n/areas/desk";

/** The desk's pages, in the navigation's order. */
const PAGES: readonly { to: string; label: MessageId; end: boolean }[] = [
  { to: DESK_PATH, label: "desk.nav.enquiries", end: false },
  { to: DESK_NEW_ORDER_PATH, label: "desk.nav.newOrder", end: true },
  { to: DESK_DEMAND_PATH, label: "desk.nav.demand", end: true },
  { to: DESK_STOCK_PATH, label: "desk.nav.stock", end: true },
  { to: DESK_SHEET_PATH, label: "desk.nav.sheet", end: true },
  { to: DESK_ACTIVITY_PATH, label: "desk.nav.activity", end: true },
  { to: DESK_SESSIONS_PATH, label: "desk.nav.sessions", end: true },
];

/**
 * The navigation "Desk" at the top of every desk page, with "Sign out": a POST form, so that it
 * works without JavaScript and no link (or prefetch) can sign anyone out.
 */
export function DeskNav({ staff }: { staff: string }) {
  const t = useT();
  return (
    <nav aria-label={t("desk.nav.label")} className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                end={page.end}
                // The inbox's own links are the filters; "Enquiries" is current on an enquiry's page too.
                className="font-medium text-brand-800 underline-offset-4 hover:underline aria-[current=page]:underline"
              >
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="ml-auto text-sm break-all text-slate-600">{t("desk.nav.signedInAs", { email: staff })}</p>
        <Form method="post" action={DESK_SIGN_OUT_PATH}>
          <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("desk.nav.signOut")}
          </button>
        </Form>
      </div>
    </nav>
  );
}

/** A desk page: the navigation, then the page's own content. */
export function DeskPage({ staff, children }: { staff: string; children: ReactNode }) {
  return (
    <>
      <DeskNav staff={staff} />
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </>
  );
}

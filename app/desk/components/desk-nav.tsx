import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { useLocation } from "react-router";
import { Form, Link, NavLink } from "~/i18n/link";
import { pathInLanguage } from "~/i18n/languages";
import { useT } from "~/i18n/use-translation";
import type { MessageId } from "~/i18n/message-id";
import {
  DESK_ACTIVITY_PATH,
  DESK_DEMAND_PATH,
  DESK_ENQUIRIES_PATH,
  DESK_NEW_ORDER_PATH,
  DESK_PATH,
  DESK_SESSIONS_PATH,
  DESK_SHEET_PATH,
  DESK_SIGN_OUT_PATH,
  DESK_STOCK_PATH,
} from "../links";
import "~/i18n/areas/desk";

/** The desk's pages, in the navigation's order. */
const PAGES: readonly { to: string; label: MessageId }[] = [
  { to: DESK_NEW_ORDER_PATH, label: "desk.nav.newOrder" },
  { to: DESK_DEMAND_PATH, label: "desk.nav.demand" },
  { to: DESK_STOCK_PATH, label: "desk.nav.stock" },
  { to: DESK_SHEET_PATH, label: "desk.nav.sheet" },
  { to: DESK_ACTIVITY_PATH, label: "desk.nav.activity" },
  { to: DESK_SESSIONS_PATH, label: "desk.nav.sessions" },
];

const LINK_CLASSES = "font-medium text-brand-800 underline-offset-4 hover:underline aria-[current=page]:underline";

/** "Enquiries" is the current page on the inbox and on an order's page, and on no other desk page. */
function inInbox(pathname: string): boolean {
  const english = pathInLanguage(pathname, "en");
  return english === DESK_PATH || english.startsWith(`${DESK_ENQUIRIES_PATH}/`);
}

/**
 * The navigation "Desk" at the top of every desk page, with "Sign out": a POST form, so that it
 * works without JavaScript and no link (or prefetch) can sign anyone out.
 */
export function DeskNav({ staff }: { staff: string }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("desk.nav.label")} className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to={DESK_PATH} aria-current={inInbox(pathname) ? "page" : undefined} className={LINK_CLASSES}>
              {t("desk.nav.enquiries")}
            </Link>
          </li>
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end className={LINK_CLASSES}>
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

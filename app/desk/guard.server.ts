import { data, redirect } from "react-router";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { DESK_SIGN_IN_PATH } from "./links";
import type { DeskService } from "./service.server";
import { fromAnotherSite } from "./sign-in.server";

/**
 * The gate of every desk page and action (docs/product.md "Order desk"). A page without a
 * session answers 303 to the sign-in page; an action without one, or posted from another site,
 * answers 403 and changes nothing.
 */

/** Headers of every desk answer: nobody keeps it (browser, CDN, page cache, service worker), no search engine lists it. */
export const DESK_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export type Staff = { email: string; session: string };

/** The signed-in staff member, or a 303 to the sign-in page in the page's language. */
export async function staffForPage(request: Request, desk: DeskService): Promise<Staff> {
  const staff = await desk.signIn.staffOf(request.headers.get("Cookie"));
  if (staff) return staff;
  const language = languageOfPath(new URL(request.url).pathname);
  throw redirect(pathInLanguage(DESK_SIGN_IN_PATH, language), { status: 303, headers: DESK_HEADERS });
}

/** The signed-in staff member of an action from the site itself, or a 403. */
export async function staffForAction(request: Request, desk: DeskService): Promise<Staff> {
  const staff = fromAnotherSite(request, desk.siteUrl)
    ? null
    : await desk.signIn.staffOf(request.headers.get("Cookie"));
  if (staff) return staff;
  throw data({ refused: true }, { status: 403, headers: DESK_HEADERS });
}

/** The number of an order in an address (`/desk/enquiries/12`); anything else is a 404. */
export function enquiryNumber(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw data({ notFound: true }, { status: 404, headers: DESK_HEADERS });
  return Number(param);
}

export function notFound(): never {
  throw data({ notFound: true }, { status: 404, headers: DESK_HEADERS });
}

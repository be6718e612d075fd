import { cookieValue, decodeList, encodeList, LIST_COOKIE_NAME, listCookieHeader } from "./cookie.server";
import type { EnquiryList } from "./list";

/**
 * The visitor's enquiry list for one request (load-context.ts): read from the cookie once, and
 * replaced by an action so that the loaders of the same request (a form posted without
 * JavaScript renders the page in that request) already see the new list.
 */
export type ListSession = {
  readonly list: EnquiryList;
  /**
   * Replaces the list for the rest of the request and returns the Set-Cookie header that keeps
   * it; null, with nothing changed, when the list would not fit in the cookie.
   */
  replace(list: EnquiryList): string | null;
};

export function createListSession(
  cookieHeader: string | null | undefined,
  options: { secret: string; secure: boolean },
): ListSession {
  let list = decodeList(cookieValue(cookieHeader ?? null, LIST_COOKIE_NAME), options.secret);
  return {
    get list() {
      return list;
    },
    replace(next) {
      const value = next.length === 0 ? null : encodeList(next, options.secret);
      if (next.length > 0 && value === null) return null;
      list = next;
      return listCookieHeader(value, { secure: options.secure });
    },
  };
}

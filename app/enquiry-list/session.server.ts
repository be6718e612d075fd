import { cookieValue, decodeList, encodeList, LIST_COOKIE_NAME, listCookieHeader } from "./cookie.server";
import { setQuantity, type EnquiryList } from "./list";
import { noteDeletionHeader, quantityNotesOf } from "./quantity-notes";

/**
 * The visitor's enquiry list for one request (load-context.ts): read from the cookie once, with
 * the quantities typed since then that the request carries as notes (quantity-notes.ts), and
 * replaced by an action so that the loaders of the same request (a form posted without
 * JavaScript renders the page in that request) already see the new list.
 */
export type ListSession = {
  readonly list: EnquiryList;
  /**
   * Replaces the list for the rest of the request and returns the Set-Cookie headers that keep it
   * (the list's cookie, and the deletion of each quantity note it now holds); null, with nothing
   * changed, when the list would not fit in the cookie.
   */
  replace(list: EnquiryList): string[] | null;
};

export function createListSession(
  cookieHeader: string | null | undefined,
  options: { secret: string; secure: boolean },
): ListSession {
  const notes = quantityNotesOf(cookieHeader, options.secure);
  // A note of a line no longer in the list (removed since, in this tab or another) changes nothing.
  let list = notes.reduce(
    (kept, note) => {
      const change = setQuantity(kept, note.id, note.quantity);
      return change.ok ? change.list : kept;
    },
    decodeList(cookieValue(cookieHeader ?? null, LIST_COOKIE_NAME), options.secret),
  );
  return {
    get list() {
      return list;
    },
    replace(next) {
      const value = next.length === 0 ? null : encodeList(next, options.secret);
      if (next.length > 0 && value === null) return null;
      list = next;
      return [
        listCookieHeader(value, { secure: options.secure }),
        ...notes.map((note) => noteDeletionHeader(note.name)),
      ];
    },
  };
}

/** The headers of an answer that sets `cookies`, as {@link ListSession.replace} returns them; none for null. */
export function setCookieHeaders(cookies: readonly string[] | null): Headers | undefined {
  if (cookies === null) return undefined;
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * What the server and the page both know of the list's cookies: how a Cookie header is read, and
 * how long a list is kept after its last change (cookie.server.ts, quantity-notes.ts).
 */

/** How long the browser keeps the list after its last change. */
export const LIST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The cookies of a Cookie header (or `document.cookie`), in its order; a name that repeats is there each time. */
export function cookiesOf(header: string | null | undefined): Array<[name: string, value: string]> {
  if (!header) return [];
  return header.split(";").flatMap((pair): Array<[string, string]> => {
    const at = pair.indexOf("=");
    return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()]] : [];
  });
}

import { cookiesOf, LIST_COOKIE_MAX_AGE_SECONDS } from "./cookies";
import { LIST_LIMITS, parseQuantity } from "./list";

/**
 * A quantity typed on the list's page, noted in a cookie of its own the moment it is typed
 * (docs/decisions/021-quantity-notes.md). The request that keeps it in the list may not arrive
 * before the next one leaves: a reload sent at once carries the list cookie without it, and a
 * change still queued behind another is never sent at all. A cookie is written before anything
 * else happens, and every later request of the site carries it, so the server reads the list as
 * the list cookie says and then these notes, in the order they were typed
 * (session.server.ts), and deletes the notes it has kept in the list cookie.
 *
 * A note's name orders it: `enquiry_quantity.{time}{count}{random}`, where time is the time of
 * typing in base 36, count orders notes typed in the same millisecond and random keeps two tabs'
 * names apart. Only the order of one line's notes matters (quantities of two lines are set
 * independently), and a page deletes a line's earlier notes when it writes a new one. Its value is
 * `{quantity}:{id}`, the id URL-encoded. On https the name starts with `__Host-`, so that no other
 * host of the domain can set one.
 */
const NOTE_NAME = "enquiry_quantity.";
const HOST_PREFIX = "__Host-";
const NAME_PATTERN = /^(?:__Host-)?enquiry_quantity\.[0-9a-z]{15}$/;

export type QuantityNote = {
  /** The cookie's name: notes are kept in the order of their names. */
  readonly name: string;
  readonly id: string;
  readonly quantity: number;
};

/** The note a cookie value holds, or null when it is not one this site writes. */
function noteValue(value: string): { id: string; quantity: number } | null {
  const at = value.indexOf(":");
  if (at < 0) return null;
  const quantity = parseQuantity(value.slice(0, at));
  let id: string;
  try {
    id = decodeURIComponent(value.slice(at + 1));
  } catch {
    return null;
  }
  return quantity !== null && id.length > 0 && id.length <= LIST_LIMITS.idMax ? { id, quantity } : null;
}

/**
 * The quantity notes a Cookie header carries, oldest first. `secure`: the site is served over
 * https, where only `__Host-` notes are read (any host of the domain could set the others).
 * Anything that is not a note as this site writes it is left out.
 */
export function quantityNotesOf(header: string | null | undefined, secure: boolean): QuantityNote[] {
  const notes: QuantityNote[] = [];
  for (const [name, value] of cookiesOf(header)) {
    if (!NAME_PATTERN.test(name) || (secure && !name.startsWith(HOST_PREFIX))) continue;
    const note = noteValue(value);
    if (note) notes.push({ name, ...note });
  }
  return notes.sort((a, b) => {
    const [first, second] = [orderOf(a.name), orderOf(b.name)];
    return first < second ? -1 : first > second ? 1 : 0;
  });
}

/** What orders a note: its name after the prefix, `__Host-` or not. */
const orderOf = (name: string) => name.slice(name.lastIndexOf(".") + 1);

/** The Set-Cookie header that deletes a note once the list cookie holds it. */
export function noteDeletionHeader(name: string): string {
  // A `__Host-` cookie is only replaced by one that is Secure and on Path=/.
  return [`${name}=`, "Max-Age=0", "Path=/", "SameSite=Lax", ...(name.startsWith(HOST_PREFIX) ? ["Secure"] : [])].join(
    "; ",
  );
}

let notedInThisMillisecond = 0;
let lastMillisecond = 0;

/** A new note's name: after every note this page wrote before it. */
function newNoteName(secure: boolean): string {
  const now = Date.now();
  notedInThisMillisecond = now === lastMillisecond ? notedInThisMillisecond + 1 : 0;
  lastMillisecond = now;
  const random = Math.floor(Math.random() * 36 ** 4);
  const order = [now.toString(36).padStart(9, "0"), notedInThisMillisecond.toString(36).padStart(2, "0")].join("");
  return `${secure ? HOST_PREFIX : ""}${NOTE_NAME}${order}${random.toString(36).padStart(4, "0")}`;
}

/**
 * In the browser: notes a line's quantity the moment it is typed. The line's earlier notes are
 * deleted: the new one is kept after them, so they would change nothing.
 */
export function noteQuantity(id: string, quantity: number): void {
  const secure = window.location.protocol === "https:";
  for (const note of quantityNotesOf(document.cookie, secure)) {
    if (note.id === id) document.cookie = noteDeletionHeader(note.name);
  }
  const attributes = [
    "Path=/",
    `Max-Age=${LIST_COOKIE_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  document.cookie = [`${newNoteName(secure)}=${quantity}:${encodeURIComponent(id)}`, ...attributes].join("; ");
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";
import { ORDER_UNITS } from "~/catalogue";
import { cookiesOf, LIST_COOKIE_MAX_AGE_SECONDS } from "./cookies";
import {
  freeTextId,
  freeTextOf,
  isFreeTextId,
  isNote,
  LIST_LIMITS,
  noteId,
  type EnquiryLine,
  type EnquiryList,
} from "./list";

/**
 * The enquiry list in a signed cookie (docs/product.md 12.4, docs/decisions/008-enquiry-list.md):
 * `1.{payload}.{signature}`, where the payload is the list as JSON: `[id, quantity, name, unit?]` for a
 * medicine, `[quantity, text, unit?]` for a free-text line (the unit only when the buyer wrote one) (its id is made from the text again), `[text]` for
 * a note of the order, deflated and base64url-encoded, and the signature is HMAC-SHA256 over `1.{payload}` with the
 * server's secret, base64url. Deflate matters: ids are slugs of the names, so the pair compresses
 * well and a list of 100 typical medicines fits the size limit.
 *
 * Reading never fails: a cookie that is missing, malformed, unsigned, tampered with, oversized or
 * signed with another secret is an empty list. The signature is checked before anything is
 * decompressed, so only the server's own payloads are ever inflated.
 */

export const LIST_COOKIE_NAME = "enquiry_list";
const VERSION = "1";
const SAVED_LIST_VERSION = "s1";

/**
 * Largest cookie value written or read. Browsers keep at least 4096 bytes per cookie (name,
 * value and attributes); 3500 leaves room for the rest and for other cookies of the site.
 */
export const LIST_COOKIE_MAX_BYTES = 3500;
/** Largest inflated payload accepted: far above 100 lines of the longest ids and names. */
const MAX_JSON_BYTES = 128 * 1024;

const quantitySchema = z.number().int().min(LIST_LIMITS.quantityMin).max(LIST_LIMITS.quantityMax);
/** The unit the buyer wrote (decision 64), last in a line's tuple when it has one. */
const unitSchema = z.enum(ORDER_UNITS).optional();
const medicineSchema = z
  .tuple([
    z.string().min(1).max(LIST_LIMITS.idMax),
    quantitySchema,
    z.string().min(1).max(LIST_LIMITS.nameMax),
    unitSchema,
  ])
  .refine(([id]) => !isFreeTextId(id), "a free-text id as a medicine's")
  .transform(([id, quantity, name, unit]): EnquiryLine => ({ id, quantity, name, ...(unit ? { unit } : {}) }));
const freeTextSchema = z
  .tuple([quantitySchema, z.string().min(1).max(LIST_LIMITS.textMax), unitSchema])
  .refine(([, text]) => freeTextOf(text) === text, "text not kept as written")
  .transform(([quantity, name, unit]): EnquiryLine => ({
    id: freeTextId(name),
    quantity,
    name,
    freeText: true,
    ...(unit ? { unit } : {}),
  }));
/** A note of the order (docs/product.md 12.13a): `[text]`. */
const noteSchema = z
  .tuple([z.string().min(1).max(LIST_LIMITS.textMax)])
  .refine(([text]) => freeTextOf(text) === text, "text not kept as written")
  .transform(([name]): EnquiryLine => ({ id: noteId(name), quantity: 1, name, freeText: true, note: true }));
const payloadSchema = z
  .array(z.union([medicineSchema, freeTextSchema, noteSchema]))
  .max(LIST_LIMITS.maxLines)
  .refine((lines) => new Set(lines.map(({ id }) => id)).size === lines.length, "duplicate ids");

function sign(secret: string, signed: string): Buffer {
  return createHmac("sha256", secret).update(signed).digest();
}

/**
 * A list signed for one use: `version` tells the cookie ("1") from a saved link ("s1"), so that
 * neither is taken for the other. Null when the value would be larger than `maxBytes`.
 */
function encodeSigned(version: string, list: EnquiryList, secret: string): string | null {
  const json = JSON.stringify(
    list.map((line) =>
      isNote(line)
        ? [line.name]
        : line.freeText
          ? [line.quantity, line.name, ...(line.unit ? [line.unit] : [])]
          : [line.id, line.quantity, line.name, ...(line.unit ? [line.unit] : [])],
    ),
  );
  const signed = `${version}.${deflateRawSync(json).toString("base64url")}`;
  const value = `${signed}.${sign(secret, signed).toString("base64url")}`;
  return value.length <= LIST_COOKIE_MAX_BYTES ? value : null;
}

/** The list a value signed for `version` holds; null for anything the server did not write itself. */
function decodeSigned(version: string, value: string, secret: string): EnquiryList | null {
  if (value.length > LIST_COOKIE_MAX_BYTES) return null;
  const parts = value.split(".");
  if (parts.length !== 3 || parts[0] !== version) return null;
  const [, payload = "", signature = ""] = parts;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(secret, `${version}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const json = inflateRawSync(Buffer.from(payload, "base64url"), { maxOutputLength: MAX_JSON_BYTES });
    const parsed = payloadSchema.safeParse(JSON.parse(json.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cookie value of a list, or null when it would be larger than {@link LIST_COOKIE_MAX_BYTES}. */
export function encodeList(list: EnquiryList, secret: string): string | null {
  return encodeSigned(VERSION, list, secret);
}

/** The list a cookie value holds; an empty list for anything the server did not write itself. */
export function decodeList(value: string | null | undefined, secret: string): EnquiryList {
  return value ? (decodeSigned(VERSION, value, secret) ?? []) : [];
}

/**
 * "Save list as a link" (docs/product.md 12.6a): the list signed into an address that rebuilds it
 * on any device, with nothing kept on the server. The same secret as the cookie, another version
 * prefix. Null when the list is empty or too long for a link.
 */
export function encodeSavedList(list: EnquiryList, secret: string): string | null {
  return list.length === 0 ? null : encodeSigned(SAVED_LIST_VERSION, list, secret);
}

/**
 * The list a saved link holds; null when the link was changed, is signed with another secret (a
 * secret changed since), or is of a format this server no longer reads: the page says so.
 */
export function decodeSavedList(value: string, secret: string): EnquiryList | null {
  const list = decodeSigned(SAVED_LIST_VERSION, value, secret);
  return list && list.length > 0 ? list : null;
}

/** The value of one cookie in a Cookie request header (the last one, when a name repeats). */
export function cookieValue(header: string | null, name: string): string | null {
  return cookiesOf(header).findLast(([cookie]) => cookie === name)?.[1] ?? null;
}

/** Whether a request carries the list cookie at all (server/http-cache.ts: such pages are private). */
export function hasListCookie(header: string | null | undefined): boolean {
  return cookieValue(header ?? null, LIST_COOKIE_NAME) !== null;
}

/**
 * The Set-Cookie header that stores a list, or deletes the cookie when the list is empty (so the
 * visitor's pages are publicly cacheable again). HttpOnly: no script needs it; SameSite=Lax: other
 * sites' forms cannot send it.
 */
export function listCookieHeader(value: string | null, options: { secure: boolean }): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(options.secure ? ["Secure"] : [])];
  return value === null
    ? [`${LIST_COOKIE_NAME}=`, "Max-Age=0", ...attributes].join("; ")
    : [`${LIST_COOKIE_NAME}=${value}`, `Max-Age=${LIST_COOKIE_MAX_AGE_SECONDS}`, ...attributes].join("; ");
}

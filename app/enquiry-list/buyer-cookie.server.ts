import { z } from "zod";
import { BUYER_FIELDS, BUYER_MAX_LENGTH, type BuyerDetails } from "~/enquiries/index.server";
import { oneLine } from "~/enquiries/index.server";
import { cookiesOf } from "./cookies";

/*
 * Who is asking, kept on the visitor's device after the list leaves by any way (docs/product.md
 * 12.3a), so that the list's form is filled the next time even without JavaScript (with it, the
 * browser's local storage does the same: use-remembered-buyer.ts). A plain cookie: nothing in it is
 * secret from the visitor, and it is read only to fill their own form, checked like any input.
 */

export const BUYER_COOKIE_NAME = "enquiry_buyer";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A kept field: one line, at most its limit; anything else (missing, not text) is empty. */
const keptField = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((text) => oneLine(text).slice(0, max))
    .catch("");

const rememberedSchema = z.object({
  shop: keptField(BUYER_MAX_LENGTH.shop),
  drugLicence: keptField(BUYER_MAX_LENGTH.drugLicence),
  gstin: keptField(BUYER_MAX_LENGTH.gstin),
  city: keptField(BUYER_MAX_LENGTH.city),
}) satisfies z.ZodType<BuyerDetails, unknown>;

/** The Set-Cookie header that keeps `buyer` (one line each, cut to its limit); deletes it when all are empty. */
export function buyerCookieHeader(buyer: BuyerDetails, options: { secure: boolean }): string {
  const kept = Object.fromEntries(
    BUYER_FIELDS.map((field) => [field, oneLine(buyer[field]).slice(0, BUYER_MAX_LENGTH[field])]),
  ) as BuyerDetails;
  const empty = BUYER_FIELDS.every((field) => kept[field] === "");
  const value = empty ? "" : Buffer.from(JSON.stringify(kept)).toString("base64url");
  return [
    `${BUYER_COOKIE_NAME}=${value}`,
    `Max-Age=${empty ? 0 : MAX_AGE_SECONDS}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

/** What the cookie of `cookieHeader` keeps; null when there is none or it cannot be read. */
export function rememberedBuyerOf(cookieHeader: string | null): BuyerDetails | null {
  const value = cookiesOf(cookieHeader).find(([name]) => name === BUYER_COOKIE_NAME)?.[1];
  if (!value || value.length > 4096) return null;
  try {
    const parsed = rememberedSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { createHash, createHmac } from "node:crypto";

/*
 * The address of a buyer's order page, /orders/{token} (docs/product.md 12.3b, docs/decisions/022).
 * The token is an HMAC-SHA-256, under a random secret the server keeps in its database, of the
 * order's dedupe key (which holds the list form's random one-time token): nobody without the
 * secret can work one out, and the same order posted twice (a double press) gets the same page.
 * Only a SHA-256 of it is stored, and a page is looked up by that hash: the database never holds
 * an address, and the lookup compares hashes, not the secret itself.
 */

/** 32 base64url characters: 192 bits of the HMAC. */
const TOKEN_LENGTH = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The order page token of an order whose dedupe key is `dedupeKey`. */
export function orderToken(secret: string, dedupeKey: string): string {
  return createHmac("sha256", secret).update(`order-page\u0000${dedupeKey}`).digest("base64url").slice(0, TOKEN_LENGTH);
}

/** What the database keeps of a token, and looks a page up by. */
export function orderTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a path segment can be a token at all: anything else is not found without a lookup. */
export function isOrderTokenShape(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The stop link of a back-in-stock e-mail (docs/product.md 17.4): the address, signed with a key
 * of its own derived from the site's secret, so that nobody can stop another's e-mails by
 * writing their address into a link, and a link altered by one character is refused.
 * `{address in base64url}.{HMAC-SHA256 in base64url}`; no expiry: a stop link works as long as e-mails come.
 */

const keyOf = (secret: string) => createHmac("sha256", secret).update("back-in-stock:stop").digest();

const signature = (contact: string, secret: string) =>
  createHmac("sha256", keyOf(secret)).update(contact).digest("base64url");

export function stopToken(contact: string, secret: string): string {
  return `${Buffer.from(contact, "utf8").toString("base64url")}.${signature(contact, secret)}`;
}

/** The address of a token {@link stopToken} made with `secret`; null for anything else. */
export function contactOfStopToken(token: string | null, secret: string): string | null {
  if (!token || token.length > 600) return null;
  const [encoded = "", given = "", ...rest] = token.split(".");
  if (rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(given)) return null;
  const contact = Buffer.from(encoded, "base64url").toString("utf8");
  // base64url decoding skips what it cannot read: the address must encode back to the same text.
  if (Buffer.from(contact, "utf8").toString("base64url") !== encoded) return null;
  const expected = Buffer.from(signature(contact, secret), "base64url");
  const received = Buffer.from(given, "base64url");
  // Only the one spelling of the signature: base64url's last character carries bits nobody reads.
  if (received.toString("base64url") !== given) return null;
  return received.length === expected.length && timingSafeEqual(received, expected) ? contact : null;
}

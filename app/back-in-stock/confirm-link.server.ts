import { createHmac, timingSafeEqual } from "node:crypto";
import { CONFIRM_TTL_MS } from "./db-schema";

/**
 * The confirm link of a "Notify me" e-mail address (decision 66): the address and the time the
 * link was made, signed with a key of its own derived from the site's secret (not the stop link's:
 * one cannot stand for the other). `{address}.{ms in base 36}.{HMAC-SHA256}`, base64url; it works
 * for {@link CONFIRM_TTL_MS}.
 */

const keyOf = (secret: string) => createHmac("sha256", secret).update("back-in-stock:confirm").digest();

const signature = (contact: string, made: string, secret: string) =>
  createHmac("sha256", keyOf(secret)).update(`${contact}\n${made}`).digest("base64url");

export function confirmToken(contact: string, secret: string, now: Date): string {
  const made = now.getTime().toString(36);
  return `${Buffer.from(contact, "utf8").toString("base64url")}.${made}.${signature(contact, made, secret)}`;
}

/** The address of a token {@link confirmToken} made with `secret` and not yet expired at `now`; null for anything else. */
export function contactOfConfirmToken(token: string | null, secret: string, now: Date): string | null {
  if (!token || token.length > 600) return null;
  const [encoded = "", made = "", given = "", ...rest] = token.split(".");
  if (rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[0-9a-z]{1,12}$/.test(made) || !/^[\w-]+$/.test(given)) {
    return null;
  }
  const contact = Buffer.from(encoded, "base64url").toString("utf8");
  if (Buffer.from(contact, "utf8").toString("base64url") !== encoded) return null;
  const expected = Buffer.from(signature(contact, made, secret), "base64url");
  const received = Buffer.from(given, "base64url");
  // Only the one spelling of the signature: base64url's last character carries bits nobody reads.
  if (received.toString("base64url") !== given) return null;
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  const age = now.getTime() - parseInt(made, 36);
  return age >= 0 && age <= CONFIRM_TTL_MS ? contact : null;
}

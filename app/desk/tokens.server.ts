import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The desk's secrets in cookies and links (docs/decisions/024-order-desk.md): 256 random bits,
 * base64url, and only their SHA-256 in the database, so that whoever reads the database (a backup,
 * a leaked file) can neither follow a sign-in link nor take over a session.
 */

/** A new random token: 32 bytes, 43 base64url characters. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 of a token, hex: what the database keeps. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token's shape; anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `{token}.{signature}`: the session cookie, signed so that a cookie from another secret is refused unread. */
export function signedValue(token: string, key: string): string {
  return `${token}.${signature(token, key)}`;
}

/** The token of a value {@link signedValue} wrote with `key`; null for anything else. */
export function verifiedToken(value: string | undefined, key: string): string | null {
  if (!value || value.length > 200) return null;
  const [token = "", given = "", ...rest] = value.split(".");
  if (rest.length > 0 || !TOKEN_PATTERN.test(token)) return null;
  const expected = Buffer.from(signature(token, key), "base64url");
  const received = Buffer.from(given, "base64url");
  return received.length === expected.length && timingSafeEqual(received, expected) ? token : null;
}

function signature(token: string, key: string): string {
  return createHmac("sha256", key).update(token).digest("base64url");
}

/** A key of its own for one use, derived from a shared secret (HMAC as a key derivation). */
export function derivedKey(secret: string, use: string): string {
  return createHmac("sha256", secret).update(`desk:${use}`).digest("base64url");
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { cookiesOf } from "~/enquiry-list/index.server";

/*
 * The orders sent from this device (docs/product.md 12.3d, docs/decisions/040): "My orders" with no
 * sign-in. A cookie `1.{payload}.{signature}`: the payload is `[[number, sent at (s)], …]`, newest
 * first, at most 50, as base64url JSON; the signature an HMAC-SHA256 of `1.{payload}` under a key
 * derived from the site's secret (the one that signs enquiry lists). Reading never fails: a cookie
 * missing, malformed, tampered with or signed under another secret holds no order, so nobody can
 * write another buyer's order number into it and see that order.
 */

export const MY_ORDERS_COOKIE_NAME = "my_orders";
/** How many orders the device keeps, and for how long (decision 63). */
export const MY_ORDERS_MAX = 50;
export const MY_ORDERS_DAYS = 180;
const MAX_AGE_SECONDS = MY_ORDERS_DAYS * 24 * 60 * 60;
const VERSION = "1";
const MAX_COOKIE_LENGTH = 3000;

export type DeviceOrder = { number: number; sentAt: Date };

const payloadSchema = z
  .array(
    z.tuple([
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31),
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 40),
    ]),
  )
  .max(MY_ORDERS_MAX);

/** A key of its own for this cookie, so a signature of another cookie is never one of it. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("my-orders").digest();
const sign = (secret: string, signed: string) => createHmac("sha256", keyOf(secret)).update(signed).digest();

/** The orders of a cookie value, kept for 180 days at `now`; empty for anything not signed by `secret`. */
export function decodeDeviceOrders(value: string | null, secret: string, now: Date): DeviceOrder[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const [version, payload, signature, ...rest] = value.split(".");
  if (version !== VERSION || !payload || !signature || rest.length > 0) return [];
  const expected = sign(secret, `${version}.${payload}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!parsed.success) return [];
    const oldest = now.getTime() - MAX_AGE_SECONDS * 1000;
    return parsed.data
      .map(([number, seconds]) => ({ number, sentAt: new Date(seconds * 1000) }))
      .filter((order) => order.sentAt.getTime() > oldest);
  } catch {
    return [];
  }
}

export function encodeDeviceOrders(orders: readonly DeviceOrder[], secret: string): string {
  const payload = Buffer.from(
    JSON.stringify(orders.map((order) => [order.number, Math.floor(order.sentAt.getTime() / 1000)])),
  ).toString("base64url");
  return `${VERSION}.${payload}.${sign(secret, `${VERSION}.${payload}`).toString("base64url")}`;
}

/** This device's orders for one request, and the cookie that adds one. */
export type DeviceOrders = {
  readonly orders: readonly DeviceOrder[];
  /** The Set-Cookie header that keeps `number` first (once), the 50 latest, for 180 days more. */
  add(number: number, now: Date): string;
};

export function deviceOrdersOf(
  cookieHeader: string | null | undefined,
  options: { secret: string; secure: boolean; now?: Date },
): DeviceOrders {
  const value = cookiesOf(cookieHeader).find(([name]) => name === MY_ORDERS_COOKIE_NAME)?.[1] ?? null;
  let orders = decodeDeviceOrders(value, options.secret, options.now ?? new Date());
  return {
    get orders() {
      return orders;
    },
    add(number, now) {
      const kept = orders.filter((order) => order.number !== number);
      orders = [{ number, sentAt: now }, ...kept].slice(0, MY_ORDERS_MAX);
      return [
        `${MY_ORDERS_COOKIE_NAME}=${encodeDeviceOrders(orders, options.secret)}`,
        `Max-Age=${MAX_AGE_SECONDS}`,
        "Path=/",
        "HttpOnly",
        "SameSite=Lax",
        ...(options.secure ? ["Secure"] : []),
      ].join("; ");
    },
  };
}

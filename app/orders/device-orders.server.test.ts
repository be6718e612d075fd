import { describe, expect, it } from "vitest";
import { decodeDeviceOrders, deviceOrdersOf, encodeDeviceOrders, MY_ORDERS_COOKIE_NAME } from "./device-orders.server";

const secret = "s".repeat(64);
const now = new Date("2026-12-01T05:00:00.000Z");
const day = 86_400_000;
const cookieOf = (header: string) => header.split(";")[0]!;

describe("the device's orders cookie", () => {
  it("keeps the orders sent, newest first, once each, the 50 latest", () => {
    let header = "";
    for (let number = 1; number <= 55; number++) {
      header = cookieOf(deviceOrdersOf(header, { secret, secure: true, now }).add(number, now));
    }
    header = cookieOf(deviceOrdersOf(header, { secret, secure: true, now }).add(30, now));
    const orders = deviceOrdersOf(header, { secret, secure: true, now }).orders.map((order) => order.number);
    expect(orders).toHaveLength(50);
    expect(orders.slice(0, 3)).toEqual([30, 55, 54]);
    expect(orders.filter((number) => number === 30)).toHaveLength(1);
    expect(orders).not.toContain(5);
    expect(header.length).toBeLessThan(3000);
  });

  it("is HttpOnly, SameSite=Lax, kept 180 days, Secure on https", () => {
    const header = deviceOrdersOf(null, { secret, secure: true, now }).add(7, now);
    expect(header).toMatch(/^my_orders=1\.[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("forgets an order sent more than 180 days ago", () => {
    const value = encodeDeviceOrders(
      [
        { number: 9, sentAt: new Date(now.getTime() - 10 * day) },
        { number: 3, sentAt: new Date(now.getTime() - 181 * day) },
      ],
      secret,
    );
    expect(decodeDeviceOrders(value, secret, now).map((order) => order.number)).toEqual([9]);
  });

  it("cannot be forged to hold another buyer's order: a changed number, another secret or no signature hold none", () => {
    const value = encodeDeviceOrders([{ number: 12, sentAt: now }], secret);
    const [version, , signature] = value.split(".");
    const forgedPayload = Buffer.from(JSON.stringify([[13, Math.floor(now.getTime() / 1000)]])).toString("base64url");
    for (const forged of [
      `${version}.${forgedPayload}.${signature}`,
      encodeDeviceOrders([{ number: 13, sentAt: now }], "another secret"),
      `${version}.${forgedPayload}`,
      `${version}.${forgedPayload}.`,
      "1.W1sxMywxXV0.AAAA",
      "garbage",
    ]) {
      expect(decodeDeviceOrders(forged, secret, now), forged).toEqual([]);
      expect(deviceOrdersOf(`${MY_ORDERS_COOKIE_NAME}=${forged}`, { secret, secure: false, now }).orders).toEqual([]);
    }
    expect(decodeDeviceOrders(value, secret, now)).toEqual([
      { number: 12, sentAt: new Date(Math.floor(now.getTime() / 1000) * 1000) },
    ]);
  });
});

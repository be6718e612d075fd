import { describe, expect, it } from "vitest";
import { confirmToken, contactOfConfirmToken } from "./confirm-link.server";
import { CONFIRM_TTL_MS } from "./db-schema";
import { stopToken } from "./stop-link.server";

const SECRET = "a".repeat(43);
const t0 = new Date("2026-12-07T03:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("confirm link", () => {
  it("gives back its address while it works, and nothing once it expired", () => {
    const token = confirmToken("chemist@example.in", SECRET, t0);
    expect(contactOfConfirmToken(token, SECRET, t0)).toBe("chemist@example.in");
    expect(contactOfConfirmToken(token, SECRET, later(CONFIRM_TTL_MS))).toBe("chemist@example.in");
    expect(contactOfConfirmToken(token, SECRET, later(CONFIRM_TTL_MS + 1))).toBeNull();
  });

  it("refuses another secret, an altered address, time or signature, a stop link, and junk", () => {
    const token = confirmToken("chemist@example.in", SECRET, t0);
    const [encoded, made, signed] = token.split(".") as [string, string, string];
    const other = Buffer.from("other@example.in").toString("base64url");
    expect(contactOfConfirmToken(confirmToken("chemist@example.in", "b".repeat(43), t0), SECRET, t0)).toBeNull();
    expect(contactOfConfirmToken(`${other}.${made}.${signed}`, SECRET, t0)).toBeNull();
    expect(contactOfConfirmToken(`${encoded}.${(t0.getTime() + 1).toString(36)}.${signed}`, SECRET, t0)).toBeNull();
    // One character of the signature changed, or only the bits of its last one that nobody reads.
    const middle = signed.length >> 1;
    const flipped = `${signed.slice(0, middle)}${signed[middle] === "A" ? "B" : "A"}${signed.slice(middle + 1)}`;
    expect(contactOfConfirmToken(`${encoded}.${made}.${flipped}`, SECRET, t0)).toBeNull();
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const unread = ALPHABET[ALPHABET.indexOf(signed.at(-1)!) ^ 1]!;
    expect(Buffer.from(`${signed.slice(0, -1)}${unread}`, "base64url")).toEqual(Buffer.from(signed, "base64url"));
    expect(contactOfConfirmToken(`${encoded}.${made}.${signed.slice(0, -1)}${unread}`, SECRET, t0)).toBeNull();
    expect(contactOfConfirmToken(stopToken("chemist@example.in", SECRET), SECRET, t0)).toBeNull();
    expect(contactOfConfirmToken(`${token}.x`, SECRET, t0)).toBeNull();
    expect(contactOfConfirmToken("", SECRET, t0)).toBeNull();
    expect(contactOfConfirmToken(null, SECRET, t0)).toBeNull();
  });
});

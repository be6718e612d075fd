import { createHmac, randomBytes } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  cookieValue,
  decodeList,
  encodeList,
  hasListCookie,
  LIST_COOKIE_MAX_BYTES,
  listCookieHeader,
  decodeSavedList,
  encodeSavedList,
} from "./cookie.server";
import { addFreeTextLine, addNote, freeTextId, LIST_LIMITS, type EnquiryList } from "./list";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const list: EnquiryList = [
  { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 2 },
  { id: "pan-d-capsule", name: "Pan-D Capsule & more #1", quantity: 9999 },
  { id: "paracetamol-hi", name: "पैरासिटामोल 500", quantity: 1 },
  { id: freeTextId("Cold box <b>=1+1</b>"), name: "Cold box <b>=1+1</b>", quantity: 4, freeText: true },
];

/** A cookie signed with SECRET around any payload: what a forger with the secret could write. */
function signedCookie(json: string, secret = SECRET): string {
  return signedPayload(deflateRawSync(json).toString("base64url"), secret);
}

function signedPayload(payload: string, secret = SECRET): string {
  const signed = `1.${payload}`;
  return `${signed}.${createHmac("sha256", secret).update(signed).digest("base64url")}`;
}

describe("enquiry list cookie", () => {
  it("keeps the unit a buyer wrote with a medicine and with a line not in the catalogue (decision 64)", () => {
    const withUnits: EnquiryList = [
      { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 2, unit: "box" },
      { id: freeTextId("velmarin 500"), name: "velmarin 500", quantity: 6, freeText: true, unit: "bottle" },
      { id: "azee-500-tablet", name: "Azee 500 Tablet", quantity: 3 },
    ];
    expect(decodeList(encodeList(withUnits, SECRET), SECRET)).toEqual(withUnits);
    // A unit the site does not write is not read: the whole cookie is refused, as any forged one.
    expect(decodeList(signedCookie(JSON.stringify([["dolo", 2, "Dolo", "crate"]])), SECRET)).toEqual([]);
  });

  it("keeps a note of the order apart from a line of the same text", () => {
    const withNote = addNote(list, "urgent please");
    if (!withNote.ok) throw new Error("note refused");
    const both = addFreeTextLine(withNote.list, "urgent please", 2);
    if (!both.ok) throw new Error("line refused");
    const read = decodeList(encodeList(both.list, SECRET), SECRET);
    expect(read).toEqual(both.list);
    expect(read.filter((line) => line.name === "urgent please")).toEqual([
      expect.objectContaining({ note: true, quantity: 1 }),
      expect.objectContaining({ quantity: 2, freeText: true }),
    ]);
    // A forged note with text not kept as written is no list at all.
    expect(decodeList(signedCookie(JSON.stringify([["  two  spaces "]])), SECRET)).toEqual([]);
  });

  it("reads back the list it wrote, names and quantities included", () => {
    const value = encodeList(list, SECRET);
    expect(value).toMatch(/^1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(decodeList(value, SECRET)).toEqual(list);
    expect(decodeList(encodeList([], SECRET), SECRET)).toEqual([]);
  });

  it("fits 100 lines of typical medicine names within the size limit", () => {
    const forms = ["Tablet", "Capsule", "Syrup", "Injection", "Cream", "Drops"];
    const names = Array.from(
      { length: LIST_LIMITS.maxLines },
      (_, index) =>
        `Medicine${String.fromCharCode(65 + (index % 26))}${index} ${(index * 37) % 900}mg ${forms[index % 6]}`,
    );
    const full = names.map((name, at) => ({
      id: name.toLowerCase().replaceAll(" ", "-"),
      name,
      quantity: 1 + at * 97,
    }));
    const value = encodeList(full, SECRET);
    expect(value).not.toBeNull();
    expect(value!.length).toBeLessThanOrEqual(LIST_COOKIE_MAX_BYTES);
    expect(decodeList(value, SECRET)).toEqual(full);
  });

  it("counts free-text lines toward its size: a list of long notes is refused before it passes the limit", () => {
    let notes: EnquiryList = [];
    let refusedAt = 0;
    // Notes that do not compress: the cookie fills up long before 100 lines.
    for (let at = 0; at < LIST_LIMITS.maxLines && refusedAt === 0; at += 1) {
      const text = randomBytes(90).toString("base64").slice(0, 120);
      const change = addFreeTextLine(notes, text);
      if (!change.ok) throw new Error(change.reason);
      if (encodeList(change.list, SECRET) === null) refusedAt = at;
      else notes = change.list;
    }
    expect(refusedAt).toBeGreaterThan(5);
    expect(refusedAt).toBeLessThan(LIST_LIMITS.maxLines);
    expect(encodeList(notes, SECRET)!.length).toBeLessThanOrEqual(LIST_COOKIE_MAX_BYTES);
    expect(decodeList(encodeList(notes, SECRET), SECRET)).toEqual(notes);
  });

  it("refuses to write a list larger than the limit", () => {
    // Random names do not compress: 60 of 80 characters each are far beyond 3.5 KB.
    const big = Array.from({ length: 60 }, (_, at) => ({
      id: `id-${at}`,
      name: randomBytes(60).toString("base64"),
      quantity: 1,
    }));
    expect(encodeList(big, SECRET)).toBeNull();
  });

  it("ignores a cookie whose payload was changed, even by one character", () => {
    const value = encodeList(list, SECRET)!;
    const [version, payload, signature] = value.split(".") as [string, string, string];
    const flipped = payload.slice(0, 5) + (payload[5] === "A" ? "B" : "A") + payload.slice(6);
    expect(decodeList(`${version}.${flipped}.${signature}`, SECRET)).toEqual([]);
    // The same list with a quantity changed, signed with another key.
    expect(decodeList(signedCookie('[["dolo-650-tablet",500,"Dolo 650 Tablet"]]', "other-secret"), SECRET)).toEqual([]);
  });

  it("ignores a cookie signed with a previous secret", () => {
    expect(decodeList(encodeList(list, "previous-secret-previous-secret!!"), SECRET)).toEqual([]);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["unsigned JSON", '[["dolo-650-tablet",2,"Dolo 650 Tablet"]]'],
    ["unsigned payload", `1.${deflateRawSync('[["a",1,"A"]]').toString("base64url")}`],
    ["empty signature", `1.${deflateRawSync('[["a",1,"A"]]').toString("base64url")}.`],
    ["another version", encodeList(list, SECRET)!.replace(/^1\./, "2.")],
    ["four parts", `${encodeList(list, SECRET)!}.x`],
    ["oversized", `1.${"A".repeat(LIST_COOKIE_MAX_BYTES)}.sig`],
  ])("ignores a %s cookie", (_label, value) => {
    expect(decodeList(value, SECRET)).toEqual([]);
  });

  it.each([
    ["not deflated", signedPayload(Buffer.from("[]").toString("base64url"))],
    ["not JSON", signedCookie("not json")],
    ["not a list", signedCookie('{"dolo":2}')],
    ["a quantity of 0", signedCookie('[["dolo",0,"Dolo"]]')],
    ["a quantity of 10000", signedCookie('[["dolo",10000,"Dolo"]]')],
    ["a fractional quantity", signedCookie('[["dolo",1.5,"Dolo"]]')],
    ["an empty id", signedCookie('[["",1,"Dolo"]]')],
    ["a repeated id", signedCookie('[["dolo",1,"Dolo"],["dolo",2,"Dolo"]]')],
    ["a free-text line with an empty text", signedCookie('[[1,""]]')],
    ["a free-text line not on one line", signedCookie('[[1,"Cold\\nbox"]]')],
    ["a free-text line over 200 characters", signedCookie(`[[1,"${"x".repeat(201)}"]]`)],
    ["a free-text line of quantity 0", signedCookie('[[0,"Cold box"]]')],
    ["a medicine with a free-text id", signedCookie(`[["${freeTextId("Cold box")}",1,"Cold box"]]`)],
    ["the same free text twice", signedCookie('[[1,"Cold box"],[2,"cold box"]]')],
    ["101 lines", signedCookie(JSON.stringify(Array.from({ length: 101 }, (_, at) => [`m${at}`, 1, "M"])))],
  ])("ignores a signed cookie holding %s", (_label, value) => {
    expect(decodeList(value, SECRET)).toEqual([]);
  });

  it("never inflates a payload beyond 128 KB (a deflate bomb signed by mistake is still refused)", () => {
    const bomb = signedCookie(`[["a",1,"${"x".repeat(200_000)}"]]`);
    expect(bomb.length).toBeLessThan(LIST_COOKIE_MAX_BYTES);
    expect(decodeList(bomb, SECRET)).toEqual([]);
  });

  it("finds its value in a Cookie header among others", () => {
    expect(cookieValue("a=1; enquiry_list=1.abc.def; b=2", "enquiry_list")).toBe("1.abc.def");
    expect(cookieValue("enquiry_listx=1; xenquiry_list=2", "enquiry_list")).toBeNull();
    expect(cookieValue(null, "enquiry_list")).toBeNull();
    expect(hasListCookie("theme=dark")).toBe(false);
    expect(hasListCookie("theme=dark; enquiry_list=")).toBe(true);
  });

  it("sets an HttpOnly, SameSite=Lax cookie for 30 days, and deletes it for an empty list", () => {
    expect(listCookieHeader("1.a.b", { secure: true })).toBe(
      "enquiry_list=1.a.b; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(listCookieHeader(null, { secure: false })).toBe("enquiry_list=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("saved list links", () => {
  const list = [
    { id: "dolo-650-tablet", quantity: 20, name: "Dolo 650 Tablet" },
    { id: "pan-d", quantity: 3, name: "Pan-D" },
    { id: freeTextId("Ice packs"), quantity: 2, name: "Ice packs", freeText: true as const },
  ];

  it("rebuilds the list it was made from", () => {
    const value = encodeSavedList(list, "secret")!;
    expect(value).toMatch(/^s1\.[\w-]+\.[\w-]+$/);
    expect(decodeSavedList(value, "secret")).toEqual(list);
  });

  it("refuses a changed link, one signed with another secret, an older format, and a cookie's value", () => {
    const value = encodeSavedList(list, "secret")!;
    const [version, payload, signature] = value.split(".") as [string, string, string];
    const changed = `${version}.${payload.slice(0, -2)}${payload.at(-2) === "A" ? "B" : "A"}${payload.at(-1)}.${signature}`;
    expect(decodeSavedList(changed, "secret")).toBeNull();
    expect(decodeSavedList(value, "another secret")).toBeNull();
    expect(decodeSavedList(`s0.${payload}.${signature}`, "secret")).toBeNull();
    expect(decodeSavedList(encodeList(list, "secret")!, "secret")).toBeNull();
    expect(decodeList(value, "secret")).toEqual([]);
  });

  it("makes no link of an empty list", () => {
    expect(encodeSavedList([], "secret")).toBeNull();
  });
});

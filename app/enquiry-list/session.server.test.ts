import { describe, expect, it } from "vitest";
import { encodeList, LIST_COOKIE_MAX_BYTES } from "./cookie.server";
import { createListSession, setCookieHeaders } from "./session.server";

const options = { secret: "s".repeat(32), secure: false };
const dolo = { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 2 };
const azee = { id: "azee-500-tablet", name: "Azee 500 Tablet", quantity: 1 };
const listCookie = (list: Parameters<typeof encodeList>[0]) => `enquiry_list=${encodeList(list, options.secret)}`;

describe("enquiry list of a request", () => {
  it("reads the list from the request's cookie, and an empty one without it", () => {
    const cookie = `theme=dark; enquiry_list=${encodeList([dolo], options.secret)}`;
    expect(createListSession(cookie, options).list).toEqual([dolo]);
    expect(createListSession(undefined, options).list).toEqual([]);
    expect(createListSession("enquiry_list=forged", options).list).toEqual([]);
  });

  it("shows a replaced list to the rest of the request and returns the cookie that keeps it", () => {
    const session = createListSession(undefined, options);
    const headers = session.replace([dolo]);
    expect(headers).toEqual([
      expect.stringMatching(/^enquiry_list=1\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    expect(session.list).toEqual([dolo]);
    const value = headers![0]!.split(";")[0]!.slice("enquiry_list=".length);
    expect(createListSession(`enquiry_list=${value}`, options).list).toEqual([dolo]);
  });

  it("deletes the cookie when the list becomes empty", () => {
    const session = createListSession(`enquiry_list=${encodeList([dolo], options.secret)}`, options);
    expect(session.replace([])).toEqual(["enquiry_list=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
    expect(session.list).toEqual([]);
  });

  it("keeps the list as it was when the new one would not fit in the cookie", () => {
    const session = createListSession(undefined, options);
    const huge = Array.from({ length: 100 }, (_, at) => ({
      id: `${at}-${crypto.randomUUID()}`,
      name: crypto.randomUUID() + crypto.randomUUID(),
      quantity: 1,
    }));
    expect(encodeList(huge, options.secret)).toBeNull();
    expect(session.replace(huge)).toBeNull();
    expect(session.list).toEqual([]);
    expect(LIST_COOKIE_MAX_BYTES).toBe(3500);
  });

  describe("with quantities typed since the list's cookie was written (quantity notes)", () => {
    it("shows the list with each note's quantity, notes of one line in the order they were typed", () => {
      const cookie = [
        listCookie([dolo, azee]),
        "enquiry_quantity.mi000000011abcd=30:dolo-650-tablet",
        "enquiry_quantity.mi000000001abcd=20:dolo-650-tablet",
        "enquiry_quantity.mi000000005wxyz=7:azee-500-tablet",
      ].join("; ");
      expect(createListSession(cookie, options).list).toEqual([
        { ...dolo, quantity: 30 },
        { ...azee, quantity: 7 },
      ]);
    });

    it("changes nothing for a line not in the list, and leaves out what is not a note as the page writes it", () => {
      const notes = [
        "enquiry_quantity.mi000000001abcd=5:gone-tablet",
        "enquiry_quantity.mi000000002abcd=0:dolo-650-tablet",
        "enquiry_quantity.mi000000003abcd=10000:dolo-650-tablet",
        "enquiry_quantity.mi000000004abcd=2.5:dolo-650-tablet",
        "enquiry_quantity.mi000000005abcd=9:%E0%A4",
        "enquiry_quantity.short=9:dolo-650-tablet",
        "enquiry_quantity.mi000000006abcd=9",
        "enquiry_quantityXmi000000007abcd=9:dolo-650-tablet",
      ];
      const session = createListSession([listCookie([dolo]), ...notes].join("; "), options);
      expect(session.list).toEqual([dolo]);
      // Only the notes it read are deleted: the gone line's, and each malformed one stays as it was.
      expect(session.replace(session.list)?.slice(1)).toEqual([
        "enquiry_quantity.mi000000001abcd=; Max-Age=0; Path=/; SameSite=Lax",
      ]);
    });

    it("over https reads only notes under the __Host- prefix, which no other host of the domain can set", () => {
      const secure = { ...options, secure: true };
      const cookie = [
        listCookie([dolo]),
        "enquiry_quantity.mi000000001abcd=50:dolo-650-tablet",
        "__Host-enquiry_quantity.mi000000002abcd=40:dolo-650-tablet",
      ].join("; ");
      const session = createListSession(cookie, secure);
      expect(session.list).toEqual([{ ...dolo, quantity: 40 }]);
      expect(session.replace(session.list)?.slice(1)).toEqual([
        "__Host-enquiry_quantity.mi000000002abcd=; Max-Age=0; Path=/; SameSite=Lax; Secure",
      ]);
      expect(createListSession(cookie, options).list).toEqual([{ ...dolo, quantity: 40 }]);
    });

    it("keeps a change after the notes and deletes the notes the new list cookie holds, so that none comes back over it", () => {
      const note = "enquiry_quantity.mi000000001abcd";
      const session = createListSession(`${listCookie([dolo])}; ${note}=20:dolo-650-tablet`, options);
      const headers = session.replace([{ ...dolo, quantity: 21 }]);
      expect(headers).toHaveLength(2);
      expect(headers![1]).toBe(`${note}=; Max-Age=0; Path=/; SameSite=Lax`);
      // The browser then sends the new list cookie alone.
      const next = headers![0]!.split(";")[0]!;
      expect(createListSession(next, options).list).toEqual([{ ...dolo, quantity: 21 }]);
    });

    it("are not deleted when the new list would not fit in the cookie", () => {
      const session = createListSession(
        `${listCookie([dolo])}; enquiry_quantity.mi000000001abcd=20:dolo-650-tablet`,
        options,
      );
      const huge = Array.from({ length: 100 }, (_, at) => ({
        id: `${at}-${crypto.randomUUID()}`,
        name: crypto.randomUUID(),
        quantity: 1,
      }));
      expect(session.replace(huge)).toBeNull();
      expect(session.list).toEqual([{ ...dolo, quantity: 20 }]);
    });
  });

  it("answers with one Set-Cookie header per cookie", () => {
    expect(setCookieHeaders(["a=1; Path=/", "b=; Max-Age=0"])?.getSetCookie()).toEqual([
      "a=1; Path=/",
      "b=; Max-Age=0",
    ]);
    expect(setCookieHeaders(null)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { encodeList, LIST_COOKIE_MAX_BYTES } from "./cookie.server";
import { createListSession } from "./session.server";

const options = { secret: "s".repeat(32), secure: false };
const dolo = { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 2 };

describe("enquiry list of a request", () => {
  it("reads the list from the request's cookie, and an empty one without it", () => {
    const cookie = `theme=dark; enquiry_list=${encodeList([dolo], options.secret)}`;
    expect(createListSession(cookie, options).list).toEqual([dolo]);
    expect(createListSession(undefined, options).list).toEqual([]);
    expect(createListSession("enquiry_list=forged", options).list).toEqual([]);
  });

  it("shows a replaced list to the rest of the request and returns the cookie that keeps it", () => {
    const session = createListSession(undefined, options);
    const header = session.replace([dolo]);
    expect(header).toMatch(/^enquiry_list=1\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(session.list).toEqual([dolo]);
    const value = header!.split(";")[0]!.slice("enquiry_list=".length);
    expect(createListSession(`enquiry_list=${value}`, options).list).toEqual([dolo]);
  });

  it("deletes the cookie when the list becomes empty", () => {
    const session = createListSession(`enquiry_list=${encodeList([dolo], options.secret)}`, options);
    expect(session.replace([])).toBe("enquiry_list=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
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
});

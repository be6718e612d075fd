import { describe, expect, it } from "vitest";
import { BUYER_COOKIE_NAME, buyerCookieHeader, rememberedBuyerOf } from "./buyer-cookie.server";

const buyer = { shop: "Sharma <b>Medical</b>\nHall", drugLicence: "BR-PAT-1234/20B", gstin: "", city: "पटना" };
const cookieOf = (header: string) => header.split(";")[0]!;

describe("who is asking, kept on the device after a send", () => {
  it("keeps the fields, one line each, for a year, out of scripts' reach", () => {
    const header = buyerCookieHeader(buyer, { secure: true });
    expect(header).toMatch(
      new RegExp(`^${BUYER_COOKIE_NAME}=[\\w-]+; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(rememberedBuyerOf(cookieOf(header))).toEqual({ ...buyer, shop: "Sharma <b>Medical</b> Hall" });
  });

  it("deletes the cookie when every field is empty", () => {
    const header = buyerCookieHeader({ shop: " ", drugLicence: "", gstin: "", city: "" }, { secure: false });
    expect(header).toBe(`${BUYER_COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
  });

  it("reads nothing it cannot trust as form text: none, garbage, other shapes, overlong fields cut", () => {
    expect(rememberedBuyerOf(null)).toBeNull();
    expect(rememberedBuyerOf(`${BUYER_COOKIE_NAME}=%%%`)).toBeNull();
    expect(rememberedBuyerOf(`${BUYER_COOKIE_NAME}=${Buffer.from("[1,2]").toString("base64url")}`)).toBeNull();
    const odd = Buffer.from(JSON.stringify({ shop: "x".repeat(300), city: 5, gstin: "27AAPFU0939F1ZV" })).toString(
      "base64url",
    );
    expect(rememberedBuyerOf(`other=1; ${BUYER_COOKIE_NAME}=${odd}`)).toEqual({
      shop: "x".repeat(100),
      drugLicence: "",
      gstin: "27AAPFU0939F1ZV",
      city: "",
    });
  });
});

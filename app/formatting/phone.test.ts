import { describe, expect, it } from "vitest";
import { indianMobile, shownIndianMobile, whatsappHref, whatsappNumber } from "./phone";

describe("phone numbers", () => {
  it("writes a number as wa.me does: a 10-digit number gets 91, spaces and signs go", () => {
    expect(whatsappNumber("98765 43210")).toBe("919876543210");
    expect(whatsappNumber("+91 98765-43210")).toBe("919876543210");
    expect(whatsappNumber("12345")).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it("reads an Indian mobile number with or without +91 or the trunk 0, and nothing else", () => {
    expect(indianMobile("098765 43210")).toBe("919876543210");
    expect(indianMobile("+91 98765 43210")).toBe("919876543210");
    expect(indianMobile("0512 2345678")).toBeNull(); // a landline (Kanpur)
    expect(shownIndianMobile("919876543210")).toBe("+91 98765 43210");
  });

  it("links to a chat with the message typed in, escaped", () => {
    expect(whatsappHref("919876543210", "Paracetamol & more?")).toBe(
      "https://wa.me/919876543210?text=Paracetamol%20%26%20more%3F",
    );
  });
});

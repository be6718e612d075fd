import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { resultCountText } from "./results";

const en = (offset: number, shown: number, total: number) =>
  resultCountText(offset, shown, total, translatorFor("en"), "en");
const hi = (offset: number, shown: number, total: number) =>
  resultCountText(offset, shown, total, translatorFor("hi"), "hi");

describe("resultCountText", () => {
  it("says which medicines are shown of how many, grouped the Indian way", () => {
    expect(en(0, 24, 137)).toBe("Showing 1–24 of 137 medicines");
    expect(en(11800, 25, 11825)).toBe("Showing 11,801–11,825 of 11,825 medicines");
    expect(en(0, 24, 118250)).toBe("Showing 1–24 of 1,18,250 medicines");
  });

  it("speaks of one medicine in the singular, and of none plainly", () => {
    expect(en(0, 1, 1)).toBe("Showing 1–1 of 1 medicine");
    expect(en(0, 0, 0)).toBe("No medicines found");
  });

  it("in Hindi: its own word order, the same digits and grouping, Hindi plurals", () => {
    expect(hi(0, 24, 137)).toBe("कुल 137 में से 1–24 दवाएँ");
    expect(hi(11800, 25, 11825)).toBe("कुल 11,825 में से 11,801–11,825 दवाएँ");
    expect(hi(0, 24, 118250)).toBe("कुल 1,18,250 में से 1–24 दवाएँ");
    expect(hi(0, 1, 1)).toBe("कुल 1 में से 1–1 दवा");
    expect(hi(0, 0, 0)).toBe("कोई दवा नहीं मिली");
  });
});

import { describe, expect, it } from "vitest";
import { effectiveRate, marginPercent, schemeOfText, schemeText } from "./scheme";

describe("schemes (docs/product.md 11.7)", () => {
  it("writes a scheme as the trade does, and reads that text back", () => {
    for (const text of ["10+1", "20+3", "5%", "7.5%"]) expect(schemeText(schemeOfText(text)!)).toBe(text);
    expect(schemeText(schemeOfText("Buy 10 get 1 free")!)).toBe("10+1");
    expect(schemeOfText("next month")).toBeUndefined();
  });

  it("gives what one pack really costs", () => {
    // ₹1,000 buys 11 packs.
    expect(effectiveRate(100, { kind: "free", buy: 10, free: 1 })).toBe(90.91);
    expect(effectiveRate(100, { kind: "discount", percent: 8 })).toBe(92);
    expect(effectiveRate(45.5, { kind: "free", buy: 5, free: 1 })).toBe(37.92);
  });

  it("gives the margin to MRP only when both prices are real and the MRP is higher", () => {
    expect(marginPercent(78, 100)).toBe(22);
    expect(marginPercent(90.91, 120)).toBe(24);
    expect(marginPercent(100, 100)).toBeUndefined();
    expect(marginPercent(undefined, 100)).toBeUndefined();
    expect(marginPercent(0, 100)).toBeUndefined();
    expect(marginPercent(50, undefined)).toBeUndefined();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalNumber, isUnit, strengthKey } from "./strengths";

describe("canonicalNumber", () => {
  it("drops leading zeros and trailing decimal zeros", () => {
    expect(canonicalNumber("650")).toBe("650");
    expect(canonicalNumber("0650")).toBe("650");
    expect(canonicalNumber("2.50")).toBe("2.5");
    expect(canonicalNumber("0.10")).toBe("0.1");
    expect(canonicalNumber("1.0")).toBe("1");
    expect(canonicalNumber("0")).toBe("0");
    expect(canonicalNumber("000")).toBe("0");
  });

  it("keeps different numbers different: 500 is not 5000, 40 is not 400", () => {
    expect(canonicalNumber("500")).not.toBe(canonicalNumber("5000"));
    expect(canonicalNumber("40")).not.toBe(canonicalNumber("400"));
    expect(canonicalNumber("0.5")).not.toBe(canonicalNumber("5"));
  });
});

describe("strengthKey", () => {
  it("converts units exactly within a dimension", () => {
    expect(strengthKey("1", "g")).toBe(strengthKey("1000", "mg"));
    expect(strengthKey("1", "gm")).toBe(strengthKey("1000", "mg"));
    expect(strengthKey("0.5", "g")).toBe(strengthKey("500", "mg"));
    expect(strengthKey("0.1", "mg")).toBe(strengthKey("100", "mcg"));
    expect(strengthKey("100", "ug")).toBe(strengthKey("100", "mcg"));
    expect(strengthKey("1", "l")).toBe(strengthKey("1000", "ml"));
    expect(strengthKey("650", "mg")).toBe("mass:650000");
    expect(strengthKey("2.5", "%")).toBe("percent:2.5");
    expect(strengthKey("1000", "iu")).toBe("iu:1000");
  });

  it("never equates different amounts or dimensions", () => {
    expect(strengthKey("500", "mg")).not.toBe(strengthKey("5000", "mg"));
    expect(strengthKey("1", "g")).not.toBe(strengthKey("1", "mg"));
    expect(strengthKey("5", "ml")).not.toBe(strengthKey("5", "mg"));
    expect(strengthKey("5", "iu")).not.toBe(strengthKey("5", "%"));
  });

  it("is undefined for words that are not units", () => {
    expect(strengthKey("10", "tablets")).toBeUndefined();
    expect(isUnit("mg")).toBe(true);
    expect(isUnit("tablet")).toBe(false);
  });

  it("gives x mg and x/1000 g the same key, and different amounts different keys", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const grams = (a / 1000).toFixed(3);
        expect(strengthKey(canonicalNumber(grams), "g")).toBe(strengthKey(String(a), "mg"));
        expect(strengthKey(String(a), "mg") === strengthKey(String(b), "mg")).toBe(a === b);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { chargedPacks, lineValue, listEstimate } from "./estimate";

describe("estimated values", () => {
  it("is the rate times the quantity, to the paisa", () => {
    expect(lineValue({ quantity: 30, rate: 42.5 })).toBe(1275);
    expect(lineValue({ quantity: 3, rate: 0.1 })).toBe(0.3);
    expect(lineValue({ quantity: 9999, rate: 1234.56 })).toBe(12344365.44);
  });

  it("says nothing for a line without a rate", () => {
    expect(lineValue({ quantity: 30 })).toBeUndefined();
  });

  it("totals the lines with a rate and counts those it leaves out", () => {
    expect(
      listEstimate([
        { quantity: 3, rate: 0.1 },
        { quantity: 3, rate: 0.2 },
        { quantity: 5 },
        { quantity: 1, rate: 10 },
      ]),
    ).toEqual({ total: 10.9, leftOut: 1 });
  });

  it("has no total when no line has a rate, and none for an empty list", () => {
    expect(listEstimate([{ quantity: 2 }, { quantity: 1 }])).toEqual({ total: null, leftOut: 2 });
    expect(listEstimate([])).toEqual({ total: null, leftOut: 0 });
  });

  it("charges a free-goods scheme's free packs nothing: 11 packs of a 10+1 are charged 10", () => {
    const tenPlusOne = { kind: "free", buy: 10, free: 1 } as const;
    expect(chargedPacks(11, tenPlusOne)).toBe(10);
    expect(chargedPacks(10, tenPlusOne)).toBe(10);
    expect(chargedPacks(22, tenPlusOne)).toBe(20);
    expect(chargedPacks(25, tenPlusOne)).toBe(23);
    expect(chargedPacks(1, tenPlusOne)).toBe(1);
    expect(lineValue({ quantity: 11, rate: 100, scheme: tenPlusOne })).toBe(1000);
    expect(lineValue({ quantity: 12, rate: 100, scheme: tenPlusOne })).toBe(1100);
  });

  it("takes a percentage scheme off the rate, to the paisa", () => {
    expect(lineValue({ quantity: 3, rate: 96, scheme: { kind: "discount", percent: 5 } })).toBe(273.6);
    expect(lineValue({ quantity: 1, rate: 10.01, scheme: { kind: "discount", percent: 7.5 } })).toBe(9.26);
  });

  it("totals the lines after their schemes", () => {
    expect(
      listEstimate([
        { quantity: 11, rate: 100, scheme: { kind: "free", buy: 10, free: 1 } },
        { quantity: 2, rate: 50 },
        { quantity: 4 },
      ]),
    ).toEqual({ total: 1100, leftOut: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { lineValue, listEstimate } from "./estimate";

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
});

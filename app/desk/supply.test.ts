import { describe, expect, it } from "vitest";
import { freeQuantity, suppliable } from "./supply";

describe("what can be supplied today (decision 58)", () => {
  it("is at most the stock, none when out of stock, all when the sheet says no number", () => {
    expect(suppliable(15, { stock: 7, availability: "Low Stock" })).toBe(7);
    expect(suppliable(6, { stock: 30, availability: "In Stock" })).toBe(6);
    expect(suppliable(6, { stock: 0, availability: "Out of Stock" })).toBe(0);
    expect(suppliable(6, { stock: -4, availability: "Out of Stock" })).toBe(0);
    expect(suppliable(6, {})).toBe(6);
  });
});

describe("free quantity from the scheme", () => {
  it("gives the free packs of each whole lot bought", () => {
    expect(freeQuantity({ kind: "free", buy: 10, free: 1 }, 20)).toBe(2);
    expect(freeQuantity({ kind: "free", buy: 10, free: 1 }, 19)).toBe(1);
    expect(freeQuantity({ kind: "free", buy: 10, free: 1 }, 9)).toBe(0);
    expect(freeQuantity({ kind: "free", buy: 5, free: 2 }, 15)).toBe(6);
    expect(freeQuantity({ kind: "discount", percent: 5 }, 20)).toBe(0);
    expect(freeQuantity(undefined, 20)).toBe(0);
  });
});

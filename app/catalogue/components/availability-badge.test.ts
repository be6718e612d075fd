import { describe, expect, it } from "vitest";
import { cardAvailability } from "./availability-badge";

describe("cardAvailability: the card's badge rule (docs/product.md §4)", () => {
  it.each([
    [500, "In Stock"],
    [11, "In Stock"],
    [10, "Low Stock"],
    [1, "Low Stock"],
    [0.5, "Low Stock"],
    [0, "Out of Stock"],
    [-3, "Out of Stock"],
  ] as const)("stock %s is %s (not the import's 20-unit threshold)", (stock, badge) => {
    expect(cardAvailability(stock)).toBe(badge);
  });
});

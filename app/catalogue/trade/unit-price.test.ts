import { describe, expect, it } from "vitest";
import { unitPriceOf, unitPriceText } from "./unit-price";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

describe("price per unit (docs/product.md 11.2)", () => {
  it("divides the pack's price by what it holds", () => {
    expect(unitPriceOf(30, { units: 15, unit: "tablet" })).toBe(2);
    expect(unitPriceText(18, { units: 15, unit: "tablet" }, en)).toBe("₹1.20 per tablet");
    expect(unitPriceText(120, { units: 100, unit: "ml" }, en)).toBe("₹1.20 per ml");
    expect(unitPriceText(1234.5, { units: 1, unit: "vial" }, en)).toBe("₹1,234.50 per vial");
  });

  it("rounds to paise, and keeps four decimals below a paisa rather than print ₹0.00", () => {
    expect(unitPriceText(10, { units: 3, unit: "capsule" }, en)).toBe("₹3.33 per capsule");
    expect(unitPriceText(5, { units: 1000, unit: "ml" }, en)).toBe("₹0.005 per ml");
  });

  it("says nothing without a price, a pack, or with a zero on either side", () => {
    expect(unitPriceText(undefined, { units: 10, unit: "tablet" }, en)).toBeUndefined();
    expect(unitPriceText(30, undefined, en)).toBeUndefined();
    expect(unitPriceText(0, { units: 10, unit: "tablet" }, en)).toBeUndefined();
    expect(unitPriceOf(30, { units: 0, unit: "tablet" })).toBeUndefined();
  });
});

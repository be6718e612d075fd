import { describe, expect, it } from "vitest";
import { toEntry } from "~/catalogue/catalogue-entry";
import type { Medicine } from "~/catalogue/medicine";
import { toCardMedicine } from "./card-medicine";
import { dolo } from "./card-medicine.test-data";

describe("toCardMedicine", () => {
  const { scheme: _scheme, ...doloWithoutScheme } = dolo;
  const medicine: Medicine = {
    ...doloWithoutScheme,
    category: "Pain Relief",
    categoryId: "painkillers",
    description: "A long description that cards never show.",
    dosage: "650mg",
    availability: "Low Stock",
    imageUrls: ["https://example.com/a.png", "https://example.com/b.png"],
    uses: ["Fever"],
    sideEffects: [],
    contraindications: [],
  };

  it("keeps only what a card shows, with the first image", () => {
    expect(toCardMedicine(toEntry(medicine))).toEqual({ ...dolo, imageUrl: "https://example.com/a.png" });
  });

  it("works out the price per unit from the pack, and carries the schedule", () => {
    const card = toCardMedicine(
      toEntry({ ...medicine, price: 18, mrp: undefined, packContent: { units: 15, unit: "tablet" }, schedule: "H" }),
    );
    expect(card).toMatchObject({ price: 18, unitPrice: { perUnit: 1.2, unit: "tablet" }, schedule: "H" });
  });

  it("keeps price on request and a sheet without stock as absent, not 0", () => {
    const card = toCardMedicine(toEntry({ ...medicine, price: undefined, stock: undefined, availability: undefined }));
    expect(card).not.toHaveProperty("price");
    expect(card).not.toHaveProperty("mrp");
    expect(card).not.toHaveProperty("stock");
  });

  it("drops an MRP that is not above the price", () => {
    expect(toCardMedicine(toEntry({ ...medicine, mrp: medicine.price })).mrp).toBeUndefined();
    expect(toCardMedicine(toEntry({ ...medicine, mrp: undefined, imageUrls: [] }))).not.toHaveProperty("imageUrl");
  });
});

import { describe, expect, it } from "vitest";
import { toEntry } from "~/catalogue/medicine/catalogue-entry";
import type { Medicine } from "~/catalogue/medicine/medicine";
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

  it("carries what a pack holds, for the price per unit, and the schedule", () => {
    const card = toCardMedicine(
      toEntry({ ...medicine, rate: 18, mrp: undefined, packContent: { units: 15, unit: "tablet" }, schedule: "H" }),
    );
    expect(card).toMatchObject({ rate: 18, packContent: { units: 15, unit: "tablet" }, schedule: "H" });
  });

  it("keeps price on request and a sheet without stock as absent, not 0", () => {
    const card = toCardMedicine(
      toEntry({ ...medicine, rate: undefined, mrp: undefined, stock: undefined, availability: undefined }),
    );
    expect(card).not.toHaveProperty("rate");
    expect(card).not.toHaveProperty("mrp");
    expect(card).not.toHaveProperty("stock");
  });

  it("keeps the MRP of a row without a rate as its MRP, never as the rate (decision 023)", () => {
    const card = toCardMedicine(toEntry({ ...medicine, rate: undefined, mrp: 432.18 }));
    expect(card.mrp).toBe(432.18);
    expect(card).not.toHaveProperty("rate");
    expect(toCardMedicine(toEntry({ ...medicine, mrp: undefined, imageUrls: [] }))).not.toHaveProperty("imageUrl");
  });
});

import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { sameCompositionView } from "./alternatives-view.server";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

function tablet(id: string, overrides: Partial<Medicine> = {}): Medicine {
  return testMedicine({
    id,
    name: `${id} Tablet`,
    form: "Tablet",
    packContent: { units: 10, unit: "tablet" },
    rate: 20,
    mrp: undefined,
    ...overrides,
  });
}

describe("sameCompositionView (docs/product.md 11.3)", () => {
  it("gives each alternative its link, named price per unit, rate, MRP, margin, scheme, difference and badges", () => {
    const catalogue = [
      tablet("dolo", { stock: 0 }),
      tablet("calpol", {
        rate: 15,
        mrp: 25,
        gst: 12,
        scheme: { kind: "free", buy: 10, free: 1 },
        manufacturer: "GSK",
        prescription: true,
        schedule: "H",
      }),
      tablet("pack-only", { rate: 30, packContent: undefined }),
      tablet("on-request", { rate: undefined }),
    ];
    const view = sameCompositionView(catalogue, catalogue[0]!, en, "en", { label: "PTR", rateIncludesGst: false });
    expect(view).toEqual({
      alternatives: [
        {
          id: "calpol",
          name: "calpol Tablet",
          href: "/medicines/calpol",
          manufacturer: "GSK",
          price: "PTR ₹1.50 per tablet",
          // 15 × 10/11 = 13.64, + 12% = 15.27 paid of an MRP of 25: 39%.
          trade: {
            rate: { label: "PTR", amount: "₹15.00", gst: "+ GST 12%" },
            mrp: { label: "MRP", amount: "₹25.00" },
            margin: "Margin 39% after GST and scheme",
            scheme: { scheme: "Scheme 10+1", effectiveRate: "₹13.64 per pack after scheme" },
          },
          comparison: "25% cheaper",
          trend: "cheaper",
          stock: 120,
          prescription: true,
          schedule: "H",
        },
        expect.objectContaining({ id: "pack-only", price: "PTR ₹30.00 per pack", comparison: undefined }),
        expect.objectContaining({ id: "on-request", price: "Price on request", comparison: undefined }),
      ],
      more: 0,
      composition: "Paracetamol (650mg)",
      compositionHref: "/medicines?search=Paracetamol+%28650mg%29",
      outOfStock: true,
      priced: true,
    });
  });

  it("is not priced when no alternative has a price (the real catalogue has no price column)", () => {
    const catalogue = [tablet("a", { rate: undefined }), tablet("b", { rate: undefined }), tablet("c", { rate: 5 })];
    expect(sameCompositionView(catalogue, catalogue[2]!, en)?.priced).toBe(false);
    expect(sameCompositionView(catalogue, catalogue[0]!, en)?.priced).toBe(true);
  });

  it("names the brands in Hindi on a Hindi page only when every one has a Hindi name: one script per list", () => {
    const hi = translatorFor("hi");
    const mixed = [tablet("a"), tablet("b", { nameHindi: "बी टैबलेट" }), tablet("c")];
    expect(sameCompositionView(mixed, mixed[0]!, hi, "hi")?.alternatives.map((a) => a.name)).toEqual([
      "b Tablet",
      "c Tablet",
    ]);
    const all = [tablet("a"), tablet("b", { nameHindi: "बी टैबलेट" }), tablet("c", { nameHindi: "सी टैबलेट" })];
    expect(sameCompositionView(all, all[0]!, hi, "hi")?.alternatives.map((a) => a.name)).toEqual([
      "बी टैबलेट",
      "सी टैबलेट",
    ]);
  });

  it("has no stock, and so no notice, when the sheet has no stock column", () => {
    const catalogue = [tablet("a", { stock: undefined }), tablet("b", { stock: undefined })];
    const view = sameCompositionView(catalogue, catalogue[0]!, en);
    expect(view?.outOfStock).toBe(false);
    expect(view?.alternatives[0]?.stock).toBeUndefined();
  });

  it("is in stock when the medicine is", () => {
    const catalogue = [tablet("a", { stock: 3 }), tablet("b", { stock: 0 })];
    expect(sameCompositionView(catalogue, catalogue[0]!, en)?.outOfStock).toBe(false);
  });

  it("is none without alternatives or without a composition to show", () => {
    const alone = [tablet("a"), tablet("b", { genericName: "Ibuprofen (400mg)" })];
    expect(sameCompositionView(alone, alone[0]!, en)).toBeUndefined();
    const unnamed = [tablet("a", { genericName: "N/A" }), tablet("b", { genericName: "N/A" })];
    expect(sameCompositionView(unnamed, unnamed[0]!, en)).toBeUndefined();
  });

  it("compares a rate with a rate and an MRP with an MRP, never one with the other", () => {
    const catalogue = [tablet("a", { rate: 20 }), tablet("b", { rate: undefined, mrp: 15 })];
    const [line] = sameCompositionView(catalogue, catalogue[0]!, en)!.alternatives;
    expect(line).toMatchObject({ price: "MRP ₹1.50 per tablet", comparison: undefined });
    expect(line?.trade).toEqual({ mrp: { label: "MRP", amount: "₹15.00" } });
  });

  it("counts those beyond the first ten", () => {
    const catalogue = Array.from({ length: 13 }, (_, index) => tablet(`m${index}`, { rate: 10 + index }));
    const view = sameCompositionView(catalogue, catalogue[0]!, en);
    expect(view?.alternatives).toHaveLength(10);
    expect(view?.more).toBe(2);
  });
});

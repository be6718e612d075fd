import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCopy, encodeCopy } from "~/catalogue/browser/codec";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { queryCatalogue } from "./query";
import { parseCatalogueQuery } from "./url-params";

/**
 * The server answers catalogue pages from its medicines, the browser from its copy of the
 * catalogue (app/catalogue/browser/codec.ts). Both run queryCatalogue: a visitor must see the
 * same medicines, in the same order, with the same corrections and highlights, either way.
 */
describe("the browser's copy answers every catalogue page as the server does", () => {
  const word = fc.constantFrom(
    "Amoxycillin",
    "Amoxicillin",
    "Paracetamol",
    "Cetirizine",
    "Levocetirizine",
    "Pan-D",
    "Dolo",
    "Azee",
  );
  const strength = fc.constantFrom("(500mg)", "(650mg)", "(1g)", "(10mg)", "(0.5 g)", "");
  const medicineArbitrary = fc.record({
    name: fc.tuple(word, fc.constantFrom("500", "650", "40", "", "Tablet", "Syrup")).map((parts) => parts.join(" ")),
    genericName: fc
      .array(fc.tuple(word, strength), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.map(([molecule, amount]) => `${molecule} ${amount}`.trim()).join(" + ")),
    brand: fc.constantFrom("N/A", "Cipla", "Sun Pharma"),
    manufacturer: fc.constantFrom("Cipla Ltd", "Sun Pharmaceutical Industries Ltd", "Micro Labs Ltd"),
    form: fc.constantFrom("Strip of 10 tablets", "Bottle of 60 ml Syrup", ""),
    categoryId: fc.constantFrom("antibiotics", "painkillers"),
    prescription: fc.boolean(),
    rate: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
    mrp: fc.option(fc.integer({ min: 5, max: 12 }), { nil: undefined }),
    packContent: fc.option(fc.record({ units: fc.constantFrom(1, 10, 15), unit: fc.constant("tablet" as const) }), {
      nil: undefined,
    }),
    stock: fc.integer({ min: 0, max: 30 }),
    schedule: fc.constantFrom(undefined, "H", "H1", "OTC"),
  });
  const addressArbitrary = fc.record({
    search: fc.constantFrom(
      "",
      "amoxicillin",
      "amoxycilin",
      "paracetamol 650",
      "500",
      "1000 mg",
      "pand",
      "cetirizine",
      "cipla",
      "sun pharma",
      "ox",
      "syrup",
      "qzxvbn",
    ),
    sort: fc.constantFrom(undefined, "name-desc", "price-asc", "unit-price-asc", "availability"),
    category: fc.constantFrom(undefined, "antibiotics"),
    schedule: fc.constantFrom(undefined, "h1", "otc", "x"),
    exact: fc.constantFrom(undefined, "1"),
    page: fc.constantFrom(undefined, "2"),
  });

  it("the same items, order, total, corrections and highlights, page by page", () => {
    fc.assert(
      fc.property(fc.array(medicineArbitrary, { maxLength: 60 }), addressArbitrary, (rows, address) => {
        const medicines = rows.map(({ schedule, ...row }, index) =>
          testMedicine({ ...row, id: `m${index}`, ...(schedule ? { schedule } : {}) }),
        );
        const copy = decodeCopy(
          JSON.parse(JSON.stringify(encodeCopy(medicines, { version: "v1", updatedAt: new Date(0).toISOString() }))),
        );
        expect(copy).not.toBeNull();
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(address)) if (value !== undefined) params.set(key, value);
        const query = parseCatalogueQuery(params);
        const fromServer = queryCatalogue(medicines, query, { pageSize: 5 });
        const fromCopy = queryCatalogue(copy!.entries, query, { pageSize: 5 });
        expect(fromCopy.items.map((entry) => entry.id)).toEqual(fromServer.items.map((medicine) => medicine.id));
        expect(fromCopy.total).toBe(fromServer.total);
        expect(fromCopy.query).toEqual(fromServer.query);
        expect(fromCopy.search).toEqual(fromServer.search);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

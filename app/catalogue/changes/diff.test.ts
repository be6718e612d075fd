import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { runInSlices, runNow } from "~/catalogue/loading/slices";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { compareSteps, type CatalogueChange } from "./diff";

const byId = (medicines: Medicine[]) => new Map(medicines.map((medicine) => [medicine.id, medicine]));
const compare = (before: Medicine[], after: Medicine[]) => runNow(compareSteps(byId(before), after, byId(after)));
const summary = (changes: CatalogueChange[]) =>
  changes.map(({ medicineId, kind, oldValue, newValue, scheme }) => ({ medicineId, kind, oldValue, newValue, scheme }));

const dolo = testMedicine();
const out = { stock: 0, availability: "Out of Stock" } as const;

describe("comparing two catalogue versions", () => {
  it("finds nothing between equal versions", () => {
    expect(compare([dolo], [{ ...dolo }])).toEqual([]);
  });

  it("finds a new medicine and a removed one, keeping name, category and manufacturer with them", () => {
    const crocin = testMedicine({ id: "crocin", name: "Crocin Advance", manufacturer: "GSK Pharmaceuticals Ltd" });
    const changes = compare([dolo], [crocin]);
    expect(summary(changes)).toEqual([
      { medicineId: "crocin", kind: "new", oldValue: null, newValue: null, scheme: null },
      { medicineId: "dolo-650", kind: "removed", oldValue: null, newValue: null, scheme: null },
    ]);
    expect(changes[0]).toMatchObject({
      name: "Crocin Advance",
      categoryId: "painkillers",
      category: "Pain Relief",
      manufacturer: "GSK Pharmaceuticals Ltd",
      manufacturerSlug: "gsk-pharmaceuticals-ltd",
    });
  });

  it("finds out of stock and back in stock; low stock counts as in stock; no stock column says nothing", () => {
    expect(summary(compare([dolo], [{ ...dolo, ...out }]))).toMatchObject([{ kind: "out-of-stock" }]);
    expect(summary(compare([{ ...dolo, ...out }], [{ ...dolo, stock: 5, availability: "Low Stock" }]))).toMatchObject([
      { kind: "back-in-stock" },
    ]);
    expect(compare([dolo], [{ ...dolo, stock: 5, availability: "Low Stock" }])).toEqual([]);
    const unknown = { ...dolo, stock: undefined, availability: undefined };
    expect(compare([{ ...dolo, ...out }], [unknown])).toEqual([]);
  });

  it("finds MRP and rate changes with old and new; a price without a previous one is no change", () => {
    expect(summary(compare([dolo], [{ ...dolo, mrp: 35, rate: 29 }]))).toEqual([
      { medicineId: "dolo-650", kind: "mrp", oldValue: 33.6, newValue: 35, scheme: null },
      { medicineId: "dolo-650", kind: "rate", oldValue: 30.5, newValue: 29, scheme: null },
    ]);
    expect(compare([{ ...dolo, mrp: undefined, rate: undefined }], [dolo])).toEqual([]);
    expect(compare([dolo], [{ ...dolo, mrp: undefined, rate: undefined }])).toEqual([]);
  });

  it("finds no rate change where the sheet gives only an MRP", () => {
    const mrpOnly = { ...dolo, rate: undefined };
    expect(summary(compare([mrpOnly], [{ ...mrpOnly, mrp: 36 }]))).toEqual([
      { medicineId: "dolo-650", kind: "mrp", oldValue: 33.6, newValue: 36, scheme: null },
    ]);
  });

  it("finds a new scheme, and a scheme that changed; a scheme that ended is not news", () => {
    const withScheme = { ...dolo, scheme: { kind: "free", buy: 10, free: 1 } } as const;
    expect(summary(compare([dolo], [withScheme]))).toMatchObject([{ kind: "scheme", scheme: "10+1" }]);
    expect(summary(compare([withScheme], [{ ...dolo, scheme: { kind: "discount", percent: 5 } }]))).toMatchObject([
      { kind: "scheme", scheme: "5%" },
    ]);
    expect(compare([withScheme], [{ ...withScheme }])).toEqual([]);
    expect(compare([withScheme], [dolo])).toEqual([]);
  });

  it("gives the same changes in slices as at once", async () => {
    const before = Array.from({ length: 2000 }, (_, i) => testMedicine({ id: `m${i}`, rate: i + 1 }));
    const after = before.map((medicine, i) => (i % 3 === 0 ? { ...medicine, rate: i + 2 } : medicine));
    const sliced = await runInSlices(compareSteps(byId(before), after, byId(after)), { budgetMs: 0 });
    expect(sliced).toEqual(compare(before, after));
    expect(sliced).toHaveLength(667);
  });
});

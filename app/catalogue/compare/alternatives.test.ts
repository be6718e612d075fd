import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { alternativesOf, buildAlternativesIndex, comparePrices, comparisonText } from "./alternatives";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

const strip = (units: number) => ({ units, unit: "tablet" as const });

/** A paracetamol 650 tablet: same group as every other one built here unless told otherwise. */
function tablet(id: string, overrides: Partial<Medicine> = {}): Medicine {
  return testMedicine({
    id,
    name: `${id} Tablet`,
    form: "Tablet",
    packContent: strip(10),
    rate: 20,
    mrp: undefined,
    ...overrides,
  });
}

const names = (list: { shown: readonly { medicine: Medicine }[] }) => list.shown.map((item) => item.medicine.id);

describe("alternativesOf (docs/product.md 11.3)", () => {
  it("lists the other medicines of the same composition and form family, cheapest per unit first", () => {
    const catalogue = [
      tablet("dolo", { rate: 30, packContent: strip(15) }), // ₹2.00 a tablet
      tablet("calpol", { rate: 25, packContent: strip(10) }), // ₹2.50
      tablet("pacimol", { rate: 18, packContent: strip(15) }), // ₹1.20
      tablet("crocin", { genericName: "paracetamol (0.65 g)", rate: 15, packContent: strip(10) }), // ₹1.50, same key
      tablet("syrup", { form: "Bottle of 60 ml Syrup", name: "Calpol Syrup", packContent: undefined }), // liquid
      tablet("dolo-500", { genericName: "Paracetamol (500mg)" }), // another strength
    ];
    const dolo = catalogue[0]!;
    const result = alternativesOf(catalogue, dolo);
    expect(names(result)).toEqual(["pacimol", "crocin", "calpol"]);
    expect(result.more).toBe(0);
    expect(result.shown.map((item) => comparisonText(item.comparison, en))).toEqual([
      "40% cheaper",
      "25% cheaper",
      "25% dearer",
    ]);
  });

  it("puts medicines priced only per pack after those priced per unit, and those without a price last", () => {
    const catalogue = [
      tablet("this", { rate: 20 }),
      tablet("on-request", { rate: undefined }),
      tablet("pack-only", { rate: 5, packContent: undefined }),
      tablet("per-unit", { rate: 40 }),
      tablet("zero", { rate: 0 }),
    ];
    const result = alternativesOf(catalogue, catalogue[0]!);
    // Missing is not zero (11.1): a 0 or no price is never "cheapest".
    expect(names(result)).toEqual(["per-unit", "pack-only", "on-request", "zero"]);
    expect(result.shown.map((item) => item.comparison.kind)).toEqual(["dearer", "none", "none", "none"]);
  });

  it("breaks ties by stock (in stock first), then by name", () => {
    const catalogue = [
      tablet("this"),
      tablet("b-out", { name: "B Tablet", stock: 0 }),
      tablet("c-in", { name: "C Tablet", stock: 5 }),
      tablet("a-in", { name: "A Tablet", stock: 50 }),
      tablet("a-out", { name: "A2 Tablet", stock: 0 }),
    ];
    expect(names(alternativesOf(catalogue, catalogue[0]!))).toEqual(["a-in", "c-in", "a-out", "b-out"]);
  });

  it("gives nothing to a medicine without a composition, a known form, or another brand", () => {
    const alone = tablet("alone", { genericName: "Rare molecule (3mg)" });
    const unknownForm = tablet("odd", { form: "Thing", name: "Odd" });
    const noComposition = tablet("none", { genericName: "N/A" });
    const empty = tablet("empty", { genericName: "" });
    const catalogue = [
      tablet("one"),
      tablet("two"),
      alone,
      unknownForm,
      noComposition,
      empty,
      tablet("other", { genericName: "N/A" }),
    ];
    for (const medicine of [alone, unknownForm, noComposition, empty]) {
      expect(alternativesOf(catalogue, medicine), medicine.id).toEqual({ shown: [], more: 0 });
    }
    expect(names(alternativesOf(catalogue, catalogue[0]!))).toEqual(["two"]);
  });

  it("shows at most the limit and counts the rest", () => {
    const catalogue = Array.from({ length: 14 }, (_, index) => tablet(`m${index}`, { rate: 10 + index }));
    const result = alternativesOf(catalogue, catalogue[3]!, 10);
    expect(result.shown).toHaveLength(10);
    expect(result.more).toBe(3);
    expect(names(result)).not.toContain("m3");
    expect(names(result)[0]).toBe("m0");
  });

  it("builds the index once per catalogue array", () => {
    const catalogue = [tablet("one"), tablet("two")];
    const first = alternativesOf(catalogue, catalogue[0]!);
    catalogue.push(tablet("three"));
    // The same array is the same catalogue version: the index is not rebuilt.
    expect(names(alternativesOf(catalogue, catalogue[0]!))).toEqual(names(first));
    expect(names(alternativesOf([...catalogue], catalogue[0]!))).toEqual(["three", "two"]);
  });

  it("gives the same list whatever the order of the catalogue's rows", () => {
    const medicine = fc.record({
      rate: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
      units: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
      stock: fc.integer({ min: 0, max: 3 }),
      name: fc.constantFrom("A", "B", "C"),
    });
    fc.assert(
      fc.property(
        fc.array(medicine, { minLength: 2, maxLength: 12 }).chain((rows) =>
          fc.tuple(
            fc.constant(rows),
            fc.shuffledSubarray(
              rows.map((_, index) => index),
              { minLength: rows.length },
            ),
          ),
        ),
        ([rows, order]) => {
          const catalogue = rows.map((row, index) =>
            tablet(`m${index}`, {
              name: row.name,
              rate: row.rate,
              packContent: row.units === undefined ? undefined : strip(row.units),
              stock: row.stock,
            }),
          );
          const shuffled = order.map((index) => catalogue[index]!);
          for (const item of catalogue) {
            const listed = alternativesOf(catalogue, item, 100);
            expect(alternativesOf(shuffled, item, 100)).toEqual(listed);
            expect(buildAlternativesIndex(shuffled).groups.get(item.id)?.length).toBe(catalogue.length);
          }
        },
      ),
    );
  });
});

describe("comparePrices", () => {
  const per = (rate: number | undefined, units?: number, unit: "tablet" | "capsule" | "ml" = "tablet") =>
    tablet("x", { rate, packContent: units === undefined ? undefined : { units, unit } });

  it("compares per unit in whole percent of this medicine's price", () => {
    expect(comparePrices(per(15, 10), per(20, 10))).toEqual({ kind: "cheaper", percent: 25 });
    expect(comparePrices(per(30, 10), per(20, 10))).toEqual({ kind: "dearer", percent: 50 });
    // ₹1.20 against ₹2.00 a tablet, whatever the pack sizes.
    expect(comparePrices(per(18, 15), per(20, 10))).toEqual({ kind: "cheaper", percent: 40 });
    // A tablet and a capsule are both one dose.
    expect(comparePrices(per(10, 10, "capsule"), per(20, 10))).toEqual({ kind: "cheaper", percent: 50 });
  });

  it("rounds half up on the size of the difference, both ways", () => {
    expect(comparePrices(per(97.5, 10), per(100, 10))).toEqual({ kind: "cheaper", percent: 3 });
    expect(comparePrices(per(102.5, 10), per(100, 10))).toEqual({ kind: "dearer", percent: 3 });
    expect(comparePrices(per(102.49, 10), per(100, 10))).toEqual({ kind: "dearer", percent: 2 });
    expect(comparePrices(per(1, 1), per(3, 1))).toEqual({ kind: "cheaper", percent: 67 });
  });

  it("says the same price when the difference rounds to 0%", () => {
    expect(comparePrices(per(20, 10), per(20, 10))).toEqual({ kind: "same" });
    expect(comparePrices(per(30, 15), per(20, 10))).toEqual({ kind: "same" });
    expect(comparePrices(per(100.49, 10), per(100, 10))).toEqual({ kind: "same" });
    expect(comparisonText({ kind: "same" }, en)).toBe("Same price");
  });

  it("compares pack prices when neither pack's content is known", () => {
    expect(comparePrices(per(45), per(50))).toEqual({ kind: "cheaper", percent: 10 });
  });

  it("says nothing when a price is missing or the two are priced differently", () => {
    expect(comparePrices(per(undefined, 10), per(20, 10))).toEqual({ kind: "none" });
    expect(comparePrices(per(20, 10), per(undefined, 10))).toEqual({ kind: "none" });
    expect(comparePrices(per(0, 10), per(20, 10))).toEqual({ kind: "none" });
    expect(comparePrices(per(20, 10), per(0, 10))).toEqual({ kind: "none" });
    expect(comparePrices(per(20), per(20, 10))).toEqual({ kind: "none" });
    expect(comparePrices(per(20, 10, "ml"), per(20, 10))).toEqual({ kind: "none" });
    expect(comparisonText({ kind: "none" }, en)).toBeUndefined();
  });

  it("is cheaper one way exactly when it is dearer the other way", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        const there = comparePrices(per(a / 100, 10), per(b / 100, 10));
        const back = comparePrices(per(b / 100, 10), per(a / 100, 10));
        if (a === b) expect([there.kind, back.kind]).toEqual(["same", "same"]);
        if (there.kind === "cheaper") expect(back.kind === "dearer" || back.kind === "same").toBe(true);
        if (there.kind === "dearer") expect(back.kind === "cheaper" || back.kind === "same").toBe(true);
        if (there.kind !== "none" && there.kind !== "same") expect(there.percent).toBeGreaterThan(0);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue";
import { translatorFor } from "~/i18n/translator";
import { replyText } from "./reply";
import { choicesOfPlan, supplyPlan, type PlanCatalogue } from "./supply-plan";

const medicine = (id: string, fields: Partial<Medicine>): Medicine =>
  ({ id, name: id, genericName: "Quorvalin 500 mg", form: "Tablet", ...fields }) as Medicine;

const QUORVALIN = medicine("quorvalin", {
  name: "Quorvalin 500",
  stock: 7,
  rate: 100,
  gst: 12,
  scheme: { kind: "free", buy: 10, free: 1 },
});
const DELTRIN = medicine("deltrin", { name: "Deltrin", stock: 3, rate: 50, gst: 5 });
const ARBEX = medicine("arbex", { name: "Arbex", stock: 3, rate: 20 });
const OTHER = medicine("quorvalin-other", { name: "Quorvalin Other", stock: 20, rate: 90, gst: 12 });
const OUT = medicine("quorvalin-out", { name: "Quorvalin Out", stock: 0, rate: 80 });
const WORD = medicine("wordy", { name: "Wordy", availability: "In Stock", rate: 10, gst: 12 });
const ALL = [QUORVALIN, DELTRIN, ARBEX, OTHER, OUT, WORD];

const catalogue: PlanCatalogue = {
  medicineOf: (id) => ALL.find((one) => one.id === id),
  alternativesOf: (one) => (one.id === "quorvalin" ? [OUT, OTHER] : []),
  rateIncludesGst: false,
};

const line = (medicineId: string | null, quantity: number, name = medicineId ?? "text") => ({
  medicineId,
  name,
  quantity,
  unit: "strips",
});
const ORDER = [line("quorvalin", 15), line("deltrin", 6), line("arbex", 5), line("wordy", 40), line(null, 2, "Header")];

describe("the supply plan (decision 58)", () => {
  it("supplies at most a number in stock, all on a word, none off the catalogue", () => {
    const { rows, refused } = supplyPlan(ORDER, catalogue);
    expect(refused).toBe(false);
    expect(rows.map((row) => [row.supply, row.line.supplied])).toEqual([
      ["part", 7],
      ["part", 3],
      ["part", 3],
      ["full", 40],
      ["none", 0],
    ]);
    // A short line offers same-composition medicines in stock only.
    expect(rows[0]!.substitutes.map((option) => option.id)).toEqual(["quorvalin-other"]);
    expect(rows[3]!.substitutes).toEqual([]);
  });

  it("works out the scheme's free quantity, the amounts and the totals before and after GST", () => {
    const { rows, plan, gstUnknown } = supplyPlan([line("quorvalin", 20)], {
      ...catalogue,
      medicineOf: (id) => (id === "quorvalin" ? { ...QUORVALIN, stock: 30 } : undefined),
    });
    expect(rows[0]!.line).toMatchObject({ supplied: 20, free: 2, amount: 2000 });
    expect(plan.totals).toEqual({ beforeGst: 2000, afterGst: 2240 });
    expect(gstUnknown).toBe(0);
    // A charged line without a GST %: no total after GST is made up.
    expect(supplyPlan([line("arbex", 1)], catalogue).plan.totals).toEqual({ beforeGst: 20, afterGst: null });
  });

  it("takes the staff's quantity and substitute, and refuses a quantity above the stock", () => {
    const choices = new Map([
      [1, { supply: 5, substitute: "quorvalin-other" }],
      [2, { supply: 4 }],
    ]);
    const { rows, refused } = supplyPlan(ORDER, catalogue, choices);
    expect(rows[0]!.line).toMatchObject({ supplied: 5, substitute: { medicineId: "quorvalin-other", quantity: 10 } });
    expect(rows[0]!.line.amount).toBe(500 + 900);
    expect(rows[1]!.error).toEqual({ kind: "aboveStock", stock: 3 });
    expect(rows[1]!.line.supplied).toBe(3);
    expect(refused).toBe(true);
    // A substitute out of stock, or of another composition, is refused too.
    expect(supplyPlan(ORDER, catalogue, new Map([[1, { substitute: "quorvalin-out" }]])).rows[0]!.error).toEqual({
      kind: "substitute",
    });
    expect(supplyPlan(ORDER, catalogue, new Map([[1, { supply: Number.NaN }]])).rows[0]!.error).toEqual({
      kind: "notANumber",
    });
  });

  it("shows a recorded plan again from its choices", () => {
    const first = supplyPlan(ORDER, catalogue, new Map([[1, { supply: 6, substitute: "quorvalin-other" }]]));
    expect(supplyPlan(ORDER, catalogue, choicesOfPlan(first.plan)).plan).toEqual(first.plan);
  });
});

describe("the reply written from the plan (decision 59)", () => {
  it("never offers more than today's stock, says what is short with its substitute, and the total", () => {
    const plan = supplyPlan(ORDER, catalogue, new Map([[1, { substitute: "quorvalin-other" }]]));
    const text = replyText(
      { id: 12, name: "Ravi" },
      plan,
      new Map([["quorvalin", "10+1"]]),
      "Acme",
      translatorFor("en"),
    );
    expect(text).toContain("Quorvalin 500 — 7 strips: rate ₹100.00, scheme 10+1");
    expect(text).not.toMatch(/Quorvalin 500 — 15/);
    expect(text).toContain("Quorvalin 500 — short 8; instead: Quorvalin Other — 8 strips");
    expect(text).toContain("Deltrin — short 3");
    expect(text).toContain("Arbex — short 2");
    expect(text).toContain("Header — short 2");
    expect(text).toContain(`Total: ${"₹"}`);
    const hindi = replyText({ id: 12, name: "Ravi" }, plan, new Map(), "Acme", translatorFor("hi"));
    expect(hindi).toContain("Deltrin — 3 कम");
  });
});

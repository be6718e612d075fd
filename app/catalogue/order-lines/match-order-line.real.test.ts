import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { indexOf } from "~/catalogue/query/query-index";
import { matchOrderLine } from "./match-order-line";
import { matchOrderText } from "./match-order";
import { readOrderLine } from "./read-order-line";
import { catalogueFromGviz } from "~/catalogue/import/import";

// The real 11.8k catalogue: the decision's own order lines (docs/product.md 12.12–12.13).
const { medicines } = catalogueFromGviz(
  gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")).toString("utf8"),
);
const match = (line: string) => matchOrderLine(medicines, readOrderLine(line)!);
const chosenName = (line: string) => {
  const found = match(line);
  return found.chosen === null ? null : found.candidates.find((medicine) => medicine.id === found.chosen)!.name;
};

describe("order lines over the real catalogue", () => {
  // The index of 11.8k medicines is built once, before the first line, not within its time limit.
  beforeAll(() => void indexOf(medicines), 60_000);

  it.each([
    ["2) Rabekind 20 x 10", "Rabekind 20 Tablet", 10],
    ["10 x Okamet", "Okamet 500 Tablet", 10],
    ["Okamet 10", "Okamet 500 Tablet", 10],
    ["Grilinctus BM syp 5", "Grilinctus-BM Syrup", 5],
    ["inj Xone 1gm 25", "Xone 1000mg Injection", 25],
    ["Ecosprin 150 60", "Ecosprin 150 Tablet", 60],
    ["Telma 40 - 15", "Telma 40 Tablet", 15],
    ["Allegra 120mg × 2", "Allegra 120mg Tablet", 2],
    ["एज़ी 500 - 2", "Azee 500 Tablet", 2],
  ])("%s is %s, %i", (line, name, quantity) => {
    expect(chosenName(line)).toBe(name);
    expect(match(line).reading.quantity).toBe(quantity);
  });

  it.each([
    // The catalogue has no Amlong 5 of its own name: the family is offered, none preselected.
    ["Amlong 5 - 30", 30],
    // A tablet and an injection are both "Azithral 500".
    ["Azithral 500 3 strips", 3],
    // A generic: the brand is the buyer's.
    ["Azithromycin 500 - 3", 3],
    // A brand of several medicines.
    ["Rabekind", 1],
    // "Dolo 650" is not in this catalogue; 650 is a strength, not 650 strips.
    ["Dolo 650", 1],
  ])("%s preselects nothing (quantity %i)", (line, quantity) => {
    const found = match(line);
    expect(found.chosen).toBeNull();
    expect(found.reading.quantity).toBe(quantity);
  });

  it("preselects the medicine named exactly as the line before its family, written in Latin or Devanagari letters", () => {
    for (const line of ["Montair LC 3 nos", "मोंटेयर एलसी 3 nos"]) {
      const found = match(line);
      // "Montair LC" is Montair-LC Tablet: the Kid syrup and tablet add a word (decision 017).
      expect(chosenName(line)).toBe("Montair-LC Tablet");
      expect(found.candidates.map((medicine) => medicine.name)).toEqual([
        "Montair-LC Tablet",
        "Montair LC Kid Syrup",
        "Montair LC Kid Tablet DT",
      ]);
      expect(found.reading.quantity).toBe(3);
    }
  });

  // Decision 017: the clear winner. Lines of bench/order-lines.ts's kinds, over the real names.
  it.each([
    // An exact name before names that add a word (Okacet Cold, Okacet-L), the quantity either side.
    ["12 x Okacet", "Okacet Tablet", 12],
    ["Okacet 12", "Okacet Tablet", 12],
    // A one-letter suffix is part of the name, never the quantity; Alerid-D's phenylephrine is 10 mg,
    // but a combination's brand carries no strength: ten strips.
    ["Alerid D 10", "Alerid-D Tablet", 10],
    ["Alerid d x 5", "Alerid-D Tablet", 5],
    ["Nusar h 50", "Nusar-H Tablet", 50],
    // "Amlokind 10mg Tablet" has the 10 but not the L: not a strength of the line's medicine.
    ["Amlokind L 10", "Amlokind-L Tablet", 10],
    // A two-letter suffix: Montair-LC exactly; "Montair LC Kid" adds a word.
    ["Montair LC 10", "Montair-LC Tablet", 10],
    // Every word of the line in one medicine, the form abbreviated and its "DT" a form mark.
    ["Montair LC kid tab 6", "Montair LC Kid Tablet DT", 6],
    // Decision 64: the 4 ml of an injection's ampoule is no strength of "Emeset 4"; the ODT adds a word.
    ["Emeset 4 - 10", "Emeset 4 Tablet", 10],
    // A brand whose only name carries a release word ("Capsule PR") is named without it.
    ["pan d x 5", "Pan-D Capsule PR", 5],
    ["glycomet gp 1 - 4", "Glycomet-GP 1 Tablet PR", 4],
  ])("%s is %s, %i (decision 017)", (line, name, quantity) => {
    expect(chosenName(line)).toBe(name);
    expect(match(line).reading.quantity).toBe(quantity);
  });

  it.each([
    // An inhaler and a rotacap are both "Tiova": two medicines answer equally.
    ["Tiova x 20", ["Tiova Inhaler", "Tiova Rotacap"], 20],
    // "Laveta" is Laveta Tablet DT or Laveta 10 Tablet DT: a name that adds only a strength answers as well.
    ["10 x Laveta", ["Laveta Tablet DT", "Laveta 10 Tablet DT"], 10],
    // Teneblu is teneligliptin 20 mg alone: the 20 is its strength, and Teneblu-M is offered too.
    ["Teneblu 20", ["Teneblu Tablet", "Teneblu-M Tablet PR"], 1],
  ])("%s preselects nothing where medicines answer equally (decision 017)", (line, offered, quantity) => {
    const found = match(line);
    expect(found.chosen).toBeNull();
    expect(found.candidates.map((medicine) => medicine.name).slice(0, offered.length)).toEqual(offered);
    expect(found.reading.quantity).toBe(quantity);
  });

  it("offers the composition's medicines at a strength the brand lacks, saying so, choosing none", () => {
    const found = match("Dolo 500 x 10");
    expect(found.chosen).toBeNull();
    expect(found.reading.quantity).toBe(10);
    expect(found.sameComposition).toEqual({ brand: "Dolo", strength: "500" });
    expect(found.candidates).toHaveLength(5);
    // Only the same composition at the strength asked: the heading says so of every choice.
    expect(found.candidates.every((medicine) => medicine.genericName === "Paracetamol (500mg)")).toBe(true);
    // A line the catalogue answers says nothing of the kind.
    expect(match("Dolo Drops x 2").sameComposition).toBeUndefined();
  });

  it("offers medicines with the line's strength before those whose pack has the number", () => {
    const found = match("Ramipril 10 x 10");
    const strong = found.candidates.map((medicine) => /Ramipril \(10mg\)/.test(medicine.genericName));
    expect(strong[0]).toBe(true);
    // Every medicine with the strength comes before any without it.
    expect(strong).toEqual([...strong].sort((a, b) => Number(b) - Number(a)));
  });

  it("keeps a list's first line that names the buyer as the order's note, and only the first", () => {
    const { lines } = matchOrderText(
      medicines,
      "Ganga pharma order - Shree Ram Medical, Patna\nOrder from Shree Ram Medical, Patna\n2 box Azee 500",
    );
    expect(lines[0]!.note).toBe("Ganga pharma order - Shree Ram Medical, Patna");
    // A later line naming a shop is the buyer's to settle: it stays a line, sent as written.
    expect(lines[1]!.note).toBeUndefined();
    expect(lines[2]!.reading).toEqual({ nameText: "Azee 500", quantity: 2, unit: "box" });
    expect(lines[2]!.chosen).not.toBeNull();
  });
});

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { matchOrderLine } from "./match-order-line";
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

  it("offers a family's medicine named exactly as the line first, written in Latin or Devanagari letters", () => {
    for (const line of ["Montair LC 3 nos", "मोंटेयर एलसी 3 nos"]) {
      const found = match(line);
      // "Montair LC" names a family (LC, LC Kid syrup and tablet): the buyer chooses.
      expect(found.chosen).toBeNull();
      expect(found.candidates.map((medicine) => medicine.name)).toEqual([
        "Montair-LC Tablet",
        "Montair LC Kid Syrup",
        "Montair LC Kid Tablet DT",
      ]);
      expect(found.reading.quantity).toBe(3);
    }
  });

  it("offers medicines with the line's strength before those whose pack has the number", () => {
    const found = match("Ramipril 10 x 10");
    const strong = found.candidates.map((medicine) => /Ramipril \(10mg\)/.test(medicine.genericName));
    expect(strong[0]).toBe(true);
    // Every medicine with the strength comes before any without it.
    expect(strong).toEqual([...strong].sort((a, b) => Number(b) - Number(a)));
  });
});

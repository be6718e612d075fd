import { describe, expect, it } from "vitest";
import type { SearchRecord } from "./catalogue-search";
import { rankedNames, searchRecord as record } from "./search-test-support";

/** Issue 53's ranking on shapes of the real catalogue: what a chemist sees first. */
const CATALOGUE: SearchRecord[] = [
  // Sorted by name ahead of the right answers, so that name order alone would put them first.
  record("Hare 10 Spray", "Minoxidil (10% w/v)", "Yaher Pharma", "Bottle of 60 ml Spray"),
  record("Lonitab 10 Tablet", "Minoxidil (10mg)", "Intas Pharmaceuticals Ltd"),
  record("Atazis 25mg Tablet", "Hydroxyzine (25mg)", "Leeford Healthcare Ltd"),
  record("Atarax 10mg Tablet", "Hydroxyzine (10mg)", "Dr Reddy's Laboratories Ltd"),
  record("Hatric Syrup", "Levocetirizine (2.5mg/5ml)", "Aristo Pharmaceuticals Pvt Ltd", "Bottle of 30 ml Syrup"),
  record("ZyrCold Syrup", "Cetirizine (2.5mg/5ml) + Ambroxol (30mg/5ml)", "Dr Reddy's Laboratories Ltd"),
  record("Alensol-D Tablet", "Alendronic Acid (70mg) + Vitamin D3 (5600IU)", "Medsol India Overseas Pvt Ltd"),
  record("Efzu Tablet PR", "Alfuzosin (10mg)", "Overseas Healthcare Pvt Ltd"),
  record("Hosit-L Tablet", "Levo-carnitine (500mg) + Methylcobalamin (500mcg)", "Emcure Pharmaceuticals Ltd"),
  record("Meconerv Tablet", "Methylcobalamin (500mcg)", "Micro Labs Ltd"),
];

const ranked = rankedNames(CATALOGUE);

describe("ranking (issue 53)", () => {
  it("puts the medicine at the strength asked before one whose name or pack only carries the number", () => {
    // Hare 10 Spray is minoxidil 10%: its 10 is the name's, not 10 mg.
    expect(ranked("minoxidil 10 mg")).toEqual(["Lonitab 10 Tablet", "Hare 10 Spray"]);
    // Atazis is 25 mg, sold in strips of 10.
    expect(ranked("hydroxyzine 10")).toEqual(["Atarax 10mg Tablet", "Atazis 25mg Tablet"]);
  });

  it("puts the molecule asked before one that only contains its name (cetirizine is not levocetirizine)", () => {
    expect(ranked("cetirizine 2.5")).toEqual(["ZyrCold Syrup", "Hatric Syrup"]);
    // A salt word the sheet leaves out changes nothing.
    expect(ranked("cetirizine hydrochloride 2.5")).toEqual(["ZyrCold Syrup", "Hatric Syrup"]);
  });

  it("keeps the molecule alone before combinations among matches inside a word", () => {
    // "alamin" only inside methylcobalamin: the medicine of methylcobalamin alone first.
    expect(ranked("alamin 500")).toEqual(["Meconerv Tablet", "Hosit-L Tablet"]);
  });

  it("puts the company the search starts before one that has the word later in its name", () => {
    expect(ranked("overseas")).toEqual(["Efzu Tablet PR", "Alensol-D Tablet"]);
  });
});

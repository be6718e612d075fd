import { describe, expect, it } from "vitest";
import { bracketedComposition } from "./composition-text";

describe("a composition written without brackets (decision 64)", () => {
  it.each([
    ["Velmacillin 250 mg", "Velmacillin (250mg)"],
    ["PARACETAMOL 500MG", "PARACETAMOL (500mg)"],
    ["Paracetamol IP 500 mg", "Paracetamol (500mg)"],
    ["Amoxycillin 500 mg + Clavulanic Acid 125 mg", "Amoxycillin (500mg) + Clavulanic Acid (125mg)"],
    ["Cetirizine 5 mg/5 ml", "Cetirizine (5mg/5ml)"],
    ["Clotrimazole 1% w/w", "Clotrimazole 1% w/w"],
  ])("%s reads as %s", (written, read) => {
    expect(bracketedComposition(written)).toBe(read);
  });

  it.each([
    "Paracetamol (500mg)",
    "Domperidone (30mg) + Pantoprazole (40mg)",
    "Vitamin B12",
    "Lactic Acid Bacillus 60 Million Spores",
    "Not Available",
  ])("%s stays as written", (written) => {
    expect(bracketedComposition(written)).toBe(written);
  });
});

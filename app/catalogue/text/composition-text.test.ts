import { describe, expect, it } from "vitest";
import { bracketedComposition } from "./composition-text";

describe("a composition written without brackets (decision 64)", () => {
  it.each([
    ["Velmacillin 250 mg", "Velmacillin (250mg)"],
    ["PARACETAMOL 500MG", "PARACETAMOL (500mg)"],
    ["Paracetamol IP 500 mg", "Paracetamol (500mg)"],
    ["Amoxycillin 500 mg + Clavulanic Acid 125 mg", "Amoxycillin (500mg) + Clavulanic Acid (125mg)"],
    ["Cetirizine 5 mg/5 ml", "Cetirizine (5mg/5ml)"],
    // The real catalogue's creams, drops and vitamins, as a sheet writes them without brackets.
    ["Clotrimazole 1% w/w", "Clotrimazole (1% w/w)"],
    ["Adapalene 0.1% w/w + Clindamycin 1% w/w", "Adapalene (0.1% w/w) + Clindamycin (1% w/w)"],
    ["Moxifloxacin 0.5% W/V", "Moxifloxacin (0.5% w/v)"],
    ["Vitamin D3 60000 IU", "Vitamin D3 (60000IU)"],
    ["Coenzyme Q10 100mg", "Coenzyme Q10 (100mg)"],
    ["Insulin Glargine 100 IU/ml", "Insulin Glargine (100IU/ml)"],
    ["Calcium Carbonate 500mg + Vitamin D3 250IU", "Calcium Carbonate (500mg) + Vitamin D3 (250IU)"],
    ["Vitamin B6 (Pyridoxine) 10mg", "Vitamin B6 (Pyridoxine) (10mg)"],
    ["Methylcobalamin/Mecobalamin 750mcg", "Methylcobalamin/Mecobalamin (750mcg)"],
    [
      "Insulin Isophane/NPH 70% + Human Insulin/Soluble Insulin 30%",
      "Insulin Isophane/NPH (70%) + Human Insulin/Soluble Insulin (30%)",
    ],
  ])("%s reads as %s", (written, read) => {
    expect(bracketedComposition(written)).toBe(read);
  });

  it.each([
    "Paracetamol (500mg)",
    "Domperidone (30mg) + Pantoprazole (40mg)",
    "Vitamin B12",
    "Vitamin D3",
    "Vitamin B6 (Pyridoxine)",
    "Trypsin Chymotrypsin 50000 AU",
    "Clotrimazole 1 w/w",
    "Lactic Acid Bacillus 60 Million Spores",
    "Not Available",
  ])("%s stays as written", (written) => {
    expect(bracketedComposition(written)).toBe(written);
  });
});

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CatalogueSearch } from "./catalogue-search";
import { catalogueFromGviz } from "~/catalogue/import/import";

// The real 11.8k catalogue: the search must behave on what pharmacists actually search.
const medicines = catalogueFromGviz(
  gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")).toString("utf8"),
).medicines;
const engine = new CatalogueSearch(medicines);
const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });
const nameRank = new Uint32Array(medicines.length);
medicines
  .map((_, position) => position)
  .sort((a, b) => collator.compare(medicines[a]!.name, medicines[b]!.name) || a - b)
  .forEach((position, rank) => (nameRank[position] = rank));

function search(text: string, count = 10) {
  const prepared = engine.prepare(text);
  const matched = engine.matches(prepared);
  const top = [...engine.rankedSlice(prepared, matched, nameRank, 0, count)].map((position) => medicines[position]!);
  return { prepared, matched, top };
}

describe("the real catalogue", () => {
  it("finds Amoxycillin products for amoxicillin", () => {
    const { matched, top } = search("amoxicillin");
    expect(matched.length).toBeGreaterThan(100);
    for (const medicine of top) expect(medicine.genericName).toMatch(/^Amoxycillin \(\d+mg\)$/);
    expect(search("amoxycillin").matched).toEqual(matched);
  });

  it("finds strengths with the molecule", () => {
    const azithromycin = search("azithromycin 500");
    expect(azithromycin.top.length).toBeGreaterThan(5);
    for (const medicine of azithromycin.top) expect(medicine.genericName).toBe("Azithromycin (500mg)");
    for (const medicine of search("paracetamol 650").top) expect(medicine.genericName).toBe("Paracetamol (650mg)");
    const telmisartan = search("telmisartan 40 mg");
    expect(telmisartan.top[0]!.genericName).toBe("Telmisartan (40mg)");
    for (const position of telmisartan.matched)
      expect(medicines[position]!.genericName).toMatch(/Telmisartan \(40mg\)/);
  });

  it("corrects misspelt molecules and says so", () => {
    const cases = [
      ["cetrizine", "cetirizine"],
      ["paracetmol", "paracetamol"],
      ["montelucast", "montelukast"],
    ] as const;
    for (const [typed, corrected] of cases) {
      const { prepared, top } = search(typed);
      expect(prepared.corrections).toEqual([{ typed, corrected }]);
      expect(prepared.correctedText).toBe(corrected);
      expect(top[0]!.genericName.toLowerCase().startsWith(`${corrected} (`)).toBe(true);
    }
  });

  it("puts the molecule alone before combinations and before longer molecules", () => {
    const { matched, top } = search("paracetamol", medicines.length);
    const firstCombination = top.findIndex((medicine) => medicine.genericName.includes("+"));
    const lastSingle = top.findLastIndex(
      (medicine) => /^Paracetamol \(/.test(medicine.genericName) && !medicine.genericName.includes("+"),
    );
    expect(firstCombination).toBeGreaterThan(lastSingle);
    expect(matched.length).toBe(top.length);
    const cetirizine = search("cetirizine", 1000).top;
    const firstLevo = cetirizine.findIndex((medicine) => /levocetirizine/i.test(medicine.genericName));
    const withCetirizine = medicines.filter((medicine) => /\bcetirizine/i.test(medicine.genericName)).length;
    expect(withCetirizine).toBeGreaterThan(20);
    expect(cetirizine.slice(0, withCetirizine).every((medicine) => /\bcetirizine/i.test(medicine.genericName))).toBe(
      true,
    );
    expect(firstLevo).toBeGreaterThanOrEqual(withCetirizine);
  });

  it("puts the named product first", () => {
    expect(search("azee-500").top[0]!.name).toBe("Azee 500 Tablet");
    expect(search("azee500").top[0]!.name).toBe("Azee 500 Tablet");
    expect(search("pan d").top[0]!.name).toBe("Pan-D Capsule PR");
    expect(search("pand").top[0]!.name).toBe("Pan-D Capsule PR");
    expect(search("glycomet gp 1").top[0]!.name).toMatch(/^Glycomet-GP 1 /);
  });

  it("puts the exact name, its form aside, before names that add a word (decision 64)", () => {
    const names = (text: string) => search(text, 3).top.map((medicine) => medicine.name);
    expect(names("montair lc")).toEqual(["Montair-LC Tablet", "Montair LC Kid Syrup", "Montair LC Kid Tablet DT"]);
    expect(names("glycomet gp 1")[0]).toBe("Glycomet-GP 1 Tablet PR");
    expect(names("glycomet gp 1")[1]).toBe("Glycomet-GP 1 Forte Tablet SR");
    expect(names("emeset 4")[0]).toBe("Emeset 4 Tablet");
  });

  it("finds combinations by their molecules, an acid also by its anion", () => {
    const { matched } = search("amoxycillin clavulanic");
    expect(matched.length).toBeGreaterThan(50);
    for (const position of matched)
      expect(medicines[position]!.genericName).toMatch(/Amoxycillin.*Clavulan(ic Acid|ate)/);
  });

  it("lists a manufacturer's medicines", () => {
    for (const [typed, manufacturer] of [
      ["cipla", "Cipla Ltd"],
      ["sun pharma", "Sun Pharmaceutical Industries Ltd"],
    ] as const) {
      const { matched, top } = search(typed);
      expect(matched.length).toBeGreaterThan(100);
      for (const medicine of top) expect(medicine.manufacturer).toBe(manufacturer);
    }
  });

  it("forgives a salt word's typing error like any other word's, and says so", () => {
    for (const [typed, exact, salt] of [
      ["diclofenac sodiun", "diclofenac", "sodium"],
      ["metformin hydrocloride 500", "metformin 500", "hydrochloride"],
    ] as const) {
      const { prepared, matched } = search(typed);
      // The sheet seldom writes the salt: as many medicines as without the salt word.
      expect(matched.length).toBe(search(exact).matched.length);
      expect(prepared.corrections.map((correction) => correction.corrected)).toEqual([salt]);
    }
    // A salt word alone still has to match, misspelt or not.
    expect(search("sodiun").matched).toEqual(search("sodium").matched);
  });

  it("matches a bare number beside a brand only in the unit its composition is read in", () => {
    // Doloneuron is gabapentin 100 mg + methylcobalamin 500 mcg: "dolo 500" is not that 500.
    expect(search("dolo 500").matched.length).toBe(0);
    // A number beside an ingredient's name is its strength in whatever unit.
    const methylcobalamin = search("methylcobalamin 500", 100).top.map((medicine) => medicine.name);
    expect(methylcobalamin).toContain("Doloneuron 100 Tablet");
    expect(search("sorbitol 1.25").matched.length).toBeGreaterThan(0);
  });

  it('finds the sheet\'s "Eye Drop" for the plural "drops" a buyer writes', () => {
    expect(search("myotry pediatric drops").top.map((medicine) => medicine.name)).toEqual([
      "Myotry Pediatric Eye Drop",
    ]);
  });

  it("finds nothing for nonsense", () => {
    const { prepared, matched } = search("qzxvbn");
    expect(prepared.corrections).toEqual([]);
    expect(matched.length).toBe(0);
  });
});

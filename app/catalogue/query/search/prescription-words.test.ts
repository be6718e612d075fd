import { describe, expect, it } from "vitest";
import { CatalogueSearch, type SearchRecord } from "./catalogue-search";
import { textMarks } from "./highlight";
import { acidAnionSpellings, misspeltSaltWord } from "./prescription-words";

const record = (name: string, genericName: string, form: string, manufacturer = "Acme Ltd"): SearchRecord => ({
  name,
  genericName,
  brand: "N/A",
  manufacturer,
  form,
});

const CATALOGUE: SearchRecord[] = [
  record("Serta 50 Tablet", "Sertraline (50mg)", "Strip of 10 tablets"),
  record("Serlift HCl 50 Tablet", "Sertraline Hydrochloride (50mg)", "Strip of 10 tablets"),
  record("Serta 100 Tablet", "Sertraline (100mg)", "Strip of 10 tablets"),
  record("Valprol 200 Tablet", "Sodium Valproate (200mg)", "Strip of 10 tablets"),
  record("Valparin Syrup", "Valproic Acid (200mg/5ml)", "Bottle of 100 ml Syrup"),
  record(
    "Augmentin Duo Oral Suspension",
    "Amoxycillin (200mg) + Potassium Clavulanate (28.5mg)",
    "Bottle of 30 ml Oral Suspension",
  ),
  record("Azee 200mg Dry Syrup", "Azithromycin (200mg/5ml)", "Bottle of 50 ml Syrup"),
  record("Azibact 200 Oral Suspension", "Azithromycin (200mg/5ml)", "Bottle of 60 ml Oral Suspension"),
  record("Azopt Ophthalmic Suspension", "Brinzolamide (1% w/v)", "Bottle of 10 ml Eye Drop"),
  record("Azithro Oral Solution", "Azithromycin (100mg/5ml)", "Bottle of 60 ml Solution"),
  record("Azithral 500 Tablet", "Azithromycin (500mg)", "Strip of 5 tablets"),
  record(
    "Pan-D Capsule PR",
    "Domperidone (30mg) + Pantoprazole (40mg)",
    "Strip of 15 capsules",
    "Dr. Reddy's Laboratories Ltd",
  ),
  record(
    "Pancreoflat Tablet",
    "Pancreatin (170mg) + Dimethicone (80mg)",
    "Strip of 10 tablets",
    "Dr. Reddy's Laboratories Ltd",
  ),
  record("Olmetime AM Tablet", "Olmesartan (20mg) + Amlodipine (5mg)", "Strip of 10 tablets"),
  record(
    "Olmetime AMH Tablet",
    "Olmesartan (20mg) + Amlodipine (5mg) + Hydrochlorothiazide (12.5mg)",
    "Strip of 10 tablets",
  ),
  record("Betnovate Cream", "Betamethasone (0.1% w/w)", "Tube of 20 gm Cream"),
  record("Sodium Chloride Injection", "Sodium Chloride (0.9% w/v)", "Bottle of 500 ml Infusion"),
];

const engine = new CatalogueSearch(CATALOGUE);
const nameRank = Uint32Array.from(CATALOGUE.map((_, position) => position));
const ranked = (text: string) => {
  const prepared = engine.prepare(text);
  const matched = engine.matches(prepared);
  return [...engine.rankedSlice(prepared, matched, nameRank, 0, matched.length)].map(
    (position) => CATALOGUE[position]!.name,
  );
};

describe("salt and ester words", () => {
  it("may be absent from a medicine, which then comes after those that have them", () => {
    expect(ranked("sertraline hydrochloride 50")).toEqual(["Serlift HCl 50 Tablet", "Serta 50 Tablet"]);
    expect(ranked("sertraline hyclate")).toEqual(["Serta 50 Tablet", "Serlift HCl 50 Tablet", "Serta 100 Tablet"]);
    expect(engine.prepare("sertraline hyclate").corrections).toEqual([]);
  });

  it("are required when nothing else names the medicine", () => {
    expect(ranked("sodium")).toEqual(["Sodium Chloride Injection", "Valprol 200 Tablet"]);
    expect(ranked("sodium 200")).toEqual(["Valprol 200 Tablet"]);
  });

  it("are forgiven a typing error within the usual bound, and the page says what was read", () => {
    // "hydrochloride" is written by one medicine only, "hyclate" by none: read as the salt all the same.
    expect(ranked("sertraline hydrocloride 50")).toEqual(ranked("sertraline hydrochloride 50"));
    expect(engine.prepare("sertraline hyclat").corrections).toEqual([{ typed: "hyclat", corrected: "hyclate" }]);
    expect(ranked("sertraline hyclat")).toEqual(ranked("sertraline hyclate"));
    expect(ranked("sodiun")).toEqual(ranked("sodium"));
  });

  it("read a misspelt salt only within the typo bound and only when one salt is closest", () => {
    expect(misspeltSaltWord("sodiun", 1)).toBe("sodium");
    expect(misspeltSaltWord("hydrocloride", 2)).toBe("hydrochloride");
    expect(misspeltSaltWord("sodiun", 0)).toBeUndefined();
    expect(misspeltSaltWord("serta", 1)).toBeUndefined();
  });
});

describe("an anion and its acid", () => {
  it("are one word both ways", () => {
    expect(ranked("valproate")).toEqual(["Valprol 200 Tablet", "Valparin Syrup"]);
    expect(ranked("valproic acid")).toEqual(["Valparin Syrup", "Valprol 200 Tablet"]);
    expect(ranked("clavulanic acid")).toEqual(["Augmentin Duo Oral Suspension"]);
  });

  it("follows the naming of acids and their salts", () => {
    expect(acidAnionSpellings("fusidate")).toEqual(["fusidic", "fusidaic"]);
    expect(acidAnionSpellings("folic")).toEqual(["folate"]);
    expect(acidAnionSpellings("azelaic")).toEqual(["azelate"]);
    expect(acidAnionSpellings("plate")).toEqual([]);
  });
});

describe("form abbreviations and oral liquids", () => {
  it("find the form a prescription abbreviates", () => {
    expect(ranked("betamethasone crm")).toEqual(["Betnovate Cream"]);
    expect(ranked("azithromycin tab")).toEqual(["Azithral 500 Tablet"]);
  });

  it("find every liquid taken by mouth, the form named first, never eye drops", () => {
    expect(ranked("azithromycin syp")).toEqual([
      "Azee 200mg Dry Syrup",
      "Azibact 200 Oral Suspension",
      "Azithro Oral Solution",
    ]);
    expect(ranked("suspension")).toEqual([
      "Augmentin Duo Oral Suspension",
      "Azibact 200 Oral Suspension",
      "Azopt Ophthalmic Suspension",
      "Valparin Syrup",
      "Azee 200mg Dry Syrup",
      "Azithro Oral Solution",
    ]);
    expect(ranked("brinzolamide syrup")).toEqual([]);
  });
});

describe("one- and two-letter words", () => {
  it("match only at the start of a word, and are marked only there", () => {
    expect(ranked("pan d")[0]).toBe("Pan-D Capsule PR");
    expect(ranked("pancreoflat d")).toEqual(["Pancreoflat Tablet"]);
    const prepared = engine.prepare("pan d");
    expect(textMarks("Dr. Reddy's Laboratories Ltd", prepared.highlight)).toEqual([[0, 1]]);
  });

  it("a whole word ranks before a longer word starting the same", () => {
    expect(ranked("olmetime am")).toEqual(["Olmetime AM Tablet", "Olmetime AMH Tablet"]);
  });
});

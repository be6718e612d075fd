import { describe, expect, it } from "vitest";
import { CatalogueSearch, type SearchRecord } from "./catalogue-search";

const record = (name: string, genericName: string, manufacturer = "Acme Ltd", form = "Strip of 10 tablets") => ({
  name,
  genericName,
  brand: "N/A",
  manufacturer,
  form,
});

const CATALOGUE: SearchRecord[] = [
  record("Levocet 5 Tablet", "Levocetirizine (5mg)"),
  record("Cetzine 10 Tablet", "Cetirizine (10mg)", "GSK"),
  record("Cetirizine 10mg Tablet", "Cetirizine (10mg)"),
  record("Okacet Cold Tablet", "Cetirizine (5mg) + Phenylephrine (10mg) + Paracetamol (325mg)", "Cipla Ltd"),
  record("Dolo 650 Tablet", "Paracetamol (650mg)", "Micro Labs Ltd"),
  record("Dolo 500 Tablet", "Paracetamol (500mg)", "Micro Labs Ltd"),
  record("Paracetamol 500mg Tablet", "Paracetamol (500mg)"),
  record("Zerodol P Tablet", "Aceclofenac (100mg) + Paracetamol (325mg)", "Ipca Laboratories Ltd"),
  record("Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd"),
  record("Azee 5000 Tablet", "Azithromycin (5000mg)", "Cipla Ltd"),
  record("Azithral 500 Tablet", "Azithromycin (500mg)", "Alembic Pharmaceuticals Ltd"),
  record("Mox 500 Capsule", "Amoxycillin (500mg)", "Sun Pharmaceutical Industries Ltd", "Strip of 10 capsules"),
  record("Augmentin 625 Duo Tablet", "Amoxycillin (500mg) + Clavulanic Acid (125mg)", "Glaxo SmithKline"),
  record("Pan-D Capsule PR", "Domperidone (30mg) + Pantoprazole (40mg)", "Alkem Laboratories Ltd"),
  record("Pan 40 Tablet", "Pantoprazole (40mg)", "Alkem Laboratories Ltd"),
  record("Pantocid D Capsule", "Domperidone (30mg) + Pantoprazole (40mg)", "Sun Pharmaceutical Industries Ltd"),
  record("Telma 40 Tablet", "Telmisartan (40mg)", "Glenmark Pharmaceuticals Ltd"),
  record("Telma 400 Tablet", "Telmisartan (400mg)", "Glenmark Pharmaceuticals Ltd"),
  record("Ceftum 1g Injection", "Cefuroxime (1000mg)", "GSK", "Vial of 1 Injection"),
  record("Ferrous Sulphate Tablet", "Ferrous Sulphate (200mg)"),
  record("Magnesium Sulfate Injection", "Magnesium Sulfate (50% w/v)", "Acme Ltd", "Vial of 2 ml Injection"),
  record("Asthalin Inhaler", "Salbutamol (100mcg)", "Cipla Ltd", "Packet of 1 Inhaler"),
  record("Dental Gel", "Benzydamine (5% w/w)"),
  record("Mental Care Capsule", "Brahmi (250mg)"),
  record("Rosuvas 10 Tablet", "Rosuvastatin (10mg)", "Sun Pharmaceutical Industries Ltd"),
  record("Atorva 10 Tablet", "Atorvastatin (10mg)", "Zydus Cadila"),
];

const engine = new CatalogueSearch(CATALOGUE);
const byName = CATALOGUE.map((_, position) => position).sort((a, b) =>
  CATALOGUE[a]!.name.localeCompare(CATALOGUE[b]!.name),
);
const nameRank = new Uint32Array(CATALOGUE.length);
byName.forEach((position, rank) => (nameRank[position] = rank));

const names = (text: string, options?: { correct?: boolean }) =>
  [...engine.matches(engine.prepare(text, options))].map((position) => CATALOGUE[position]!.name);
const ranked = (text: string) => {
  const prepared = engine.prepare(text);
  const matched = engine.matches(prepared);
  return [...engine.rankedSlice(prepared, matched, nameRank, 0, matched.length)].map(
    (position) => CATALOGUE[position]!.name,
  );
};

describe("matching", () => {
  it("needs every word, in any order, anywhere in the record", () => {
    expect(names("azee 500")).toEqual(["Azee 500 Tablet"]);
    expect(names("500 azee")).toEqual(["Azee 500 Tablet"]);
    expect(names("azithromycin cipla")).toEqual(["Azee 500 Tablet", "Azee 5000 Tablet"]);
    expect(names("capsules")).toEqual(["Mox 500 Capsule"]);
  });

  it("finds the same for a word written many times as for it written once", () => {
    expect(names("tab ".repeat(25))).toEqual(names("tab"));
    expect(names("azee azee 500 500")).toEqual(["Azee 500 Tablet"]);
  });

  it("finds a word inside a word", () => {
    expect(names("mox")).toEqual(["Mox 500 Capsule", "Augmentin 625 Duo Tablet"]);
    expect(names("statin")).toEqual(["Rosuvas 10 Tablet", "Atorva 10 Tablet"]);
  });

  it("ignores punctuation and spacing between letters and digits", () => {
    for (const text of ["azee-500", "azee500", "AZEE 500", "Azee (500)"])
      expect(names(text)).toEqual(["Azee 500 Tablet"]);
  });

  it("finds Pan-D from pan d, pan-d and pand", () => {
    for (const text of ["pan d", "pan-d", "pand", "PAN-D"]) expect(names(text)).toContain("Pan-D Capsule PR");
    expect(names("pand")).toEqual(["Pan-D Capsule PR"]);
  });

  it("matches numbers exactly, never as a prefix or part of another", () => {
    expect(names("azee 5000")).toEqual(["Azee 5000 Tablet"]);
    expect(names("telma 40")).toEqual(["Telma 40 Tablet"]);
    expect(names("telma 400")).toEqual(["Telma 400 Tablet"]);
    expect(names("65")).toEqual([]);
  });

  it("matches strengths with or without a space and after unit conversion", () => {
    const dolo = ["Dolo 650 Tablet"];
    expect(names("650")).toEqual(dolo);
    expect(names("650mg")).toEqual(dolo);
    expect(names("650 mg")).toEqual(dolo);
    expect(names("0.65 g")).toEqual(dolo);
    expect(names("1g")).toEqual(["Ceftum 1g Injection"]);
    expect(names("1000 mg")).toEqual(["Ceftum 1g Injection"]);
    expect(names("0.1mg")).toEqual(["Asthalin Inhaler"]);
    // A different amount only finds the bare number of a name, never "500mg".
    expect(names("500 mcg")).toEqual(["Dolo 500 Tablet", "Azee 500 Tablet", "Azithral 500 Tablet", "Mox 500 Capsule"]);
    expect(names("paracetamol 650 ml")).toEqual(["Dolo 650 Tablet"]);
    expect(names("paracetamol 0.65 ml")).toEqual([]);
    // Not "Strip of 10 tablets": a pack size is no strength.
    expect(names("10 mg")).toEqual([
      "Cetzine 10 Tablet",
      "Cetirizine 10mg Tablet",
      "Okacet Cold Tablet",
      "Rosuvas 10 Tablet",
      "Atorva 10 Tablet",
    ]);
  });

  it("treats spelling variants as one word, both ways", () => {
    expect(names("amoxicillin")).toEqual(["Mox 500 Capsule", "Augmentin 625 Duo Tablet"]);
    expect(names("amoxycillin")).toEqual(names("amoxicillin"));
    expect(names("sulfate")).toEqual(["Ferrous Sulphate Tablet", "Magnesium Sulfate Injection"]);
    expect(names("sulphate")).toEqual(names("sulfate"));
    expect(names("albuterol")).toEqual(["Asthalin Inhaler"]);
    expect(names("acetaminophen 650")).toEqual(["Dolo 650 Tablet"]);
  });

  it("ignores case and accents", () => {
    expect(names("DOLO 650")).toEqual(names("dolo 650"));
    expect(names("dólo 650")).toEqual(["Dolo 650 Tablet"]);
  });

  it("finds everything for an empty search and nothing for nonsense", () => {
    expect(engine.matches(engine.prepare("  - ")).length).toBe(CATALOGUE.length);
    expect(names("qzxvbn")).toEqual([]);
    expect(names("azee qzxvbn")).toEqual([]);
  });

  it("contains() agrees with matches()", () => {
    for (const text of ["azee 500", "pan d", "650mg", "amoxicillin", "mox", "cetrizine", "sun pharma"]) {
      const prepared = engine.prepare(text);
      const matched = new Set(engine.matches(prepared));
      CATALOGUE.forEach((_, position) => expect(engine.contains(position, prepared)).toBe(matched.has(position)));
    }
  });
});

describe("typo correction", () => {
  it("corrects a word that matches nothing to the closest catalogue word and reports it", () => {
    const prepared = engine.prepare("cetrizine 10mg");
    expect(prepared.corrections).toEqual([{ typed: "cetrizine", corrected: "cetirizine" }]);
    expect(prepared.correctedText).toBe("cetirizine 10mg");
    expect(names("cetrizine 10mg")).toEqual(["Cetzine 10 Tablet", "Cetirizine 10mg Tablet", "Okacet Cold Tablet"]);
    expect(engine.prepare("paracetmol").correctedText).toBe("paracetamol");
    expect(engine.prepare("Amoxycilin").corrections).toEqual([{ typed: "Amoxycilin", corrected: "amoxycillin" }]);
    const both = engine.prepare("Azitromycin  500 + pantoprazle!");
    expect(both.corrections).toEqual([
      { typed: "Azitromycin", corrected: "azithromycin" },
      { typed: "pantoprazle", corrected: "pantoprazole" },
    ]);
    expect(both.correctedText).toBe("azithromycin  500 + pantoprazole!");
    expect(engine.matches(both).length).toBe(0);
    expect(JSON.parse(JSON.stringify(both))).toEqual(both);
  });

  it("searches exactly what was typed when correction is off", () => {
    const prepared = engine.prepare("cetrizine", { correct: false });
    expect(prepared.corrections).toEqual([]);
    expect(prepared.correctedText).toBe("cetrizine");
    expect(names("cetrizine", { correct: false })).toEqual([]);
  });

  it("never corrects a word that matches something, a short word, or a number", () => {
    expect(engine.prepare("pantoprazol").corrections).toEqual([]); // inside "pantoprazole"
    expect(engine.prepare("dental").corrections).toEqual([]);
    expect(names("dental")).toEqual(["Dental Gel"]);
    expect(engine.prepare("dentl").corrections).toEqual([{ typed: "dentl", corrected: "dental" }]);
    expect(engine.prepare("dola").corrections).toEqual([]);
    expect(names("dola")).toEqual([]);
    expect(engine.prepare("651").corrections).toEqual([]);
    expect(names("651")).toEqual([]);
    expect(engine.prepare("qzxvbn").corrections).toEqual([]);
  });

  it("allows one edit up to 8 letters and two from 9", () => {
    expect(engine.prepare("azitromicin").correctedText).toBe("azithromycin"); // 11 letters, 2 edits
    expect(engine.prepare("pantoprazl").correctedText).toBe("pantoprazole"); // 10 letters, 2 edits
    expect(engine.prepare("domperdone").correctedText).toBe("domperidone");
    expect(engine.prepare("telmsartn").corrections).toEqual([{ typed: "telmsartn", corrected: "telmisartan" }]);
    expect(engine.prepare("telmsrtn").corrections).toEqual([]); // 8 letters, 3 edits
  });
});

describe("relevance", () => {
  it("puts an exact name first, then names starting with the search", () => {
    expect(ranked("azee 500")[0]).toBe("Azee 500 Tablet");
    expect(ranked("dolo 650 tablet")[0]).toBe("Dolo 650 Tablet");
    expect(ranked("pan d")[0]).toBe("Pan-D Capsule PR");
    expect(ranked("pan")[0]).toBe("Pan 40 Tablet");
  });

  it("puts the molecule alone before combinations", () => {
    expect(ranked("paracetamol")).toEqual([
      "Paracetamol 500mg Tablet",
      "Dolo 500 Tablet",
      "Dolo 650 Tablet",
      "Okacet Cold Tablet",
      "Zerodol P Tablet",
    ]);
  });

  it("ranks a match at the start of a word above one inside a word", () => {
    expect(ranked("cetirizine")).toEqual([
      "Cetirizine 10mg Tablet",
      "Cetzine 10 Tablet",
      "Okacet Cold Tablet",
      "Levocet 5 Tablet",
    ]);
  });

  it("lists a manufacturer's medicines for its name", () => {
    expect(ranked("cipla")).toEqual(["Asthalin Inhaler", "Azee 500 Tablet", "Azee 5000 Tablet", "Okacet Cold Tablet"]);
    expect(ranked("sun pharma")).toEqual(["Mox 500 Capsule", "Pantocid D Capsule", "Rosuvas 10 Tablet"]);
  });

  it("returns any slice of the full ranking, ties in name order", () => {
    const prepared = engine.prepare("tablet");
    const matched = engine.matches(prepared);
    const all = [...engine.rankedSlice(prepared, matched, nameRank, 0, matched.length)];
    expect(new Set(all).size).toBe(matched.length);
    for (let start = 0; start < matched.length; start += 3) {
      expect([...engine.rankedSlice(prepared, matched, nameRank, start, start + 5)]).toEqual(
        all.slice(start, start + 5),
      );
    }
    const empty = engine.prepare("");
    expect([...engine.rankedSlice(empty, engine.matches(empty), nameRank, 0, 5)]).toEqual(byName.slice(0, 5));
  });
});

describe("suggestions", () => {
  it("suggests medicines, compositions and manufacturers for a prefix", () => {
    const suggestions = engine.suggest("azee");
    expect(suggestions[0]).toEqual({ kind: "medicine", label: "Azee 500 Tablet", position: 8 });
    expect(suggestions).toHaveLength(2);
    expect(engine.suggest("cip")).toContainEqual({ kind: "manufacturer", label: "Cipla Ltd", count: 4 });
    expect(engine.suggest("")).toEqual([]);
    // An unfinished number: "dolo 6" is on its way to "Dolo 650".
    expect(engine.suggest("dolo 6")).toEqual([{ kind: "medicine", label: "Dolo 650 Tablet", position: 4 }]);
    expect(engine.suggest("paracetamol dol").map((suggestion) => suggestion.label)).toEqual([
      "Dolo 500 Tablet",
      "Dolo 650 Tablet",
    ]);
    expect(engine.suggest("azithromycin dol")).toEqual([]);
    expect(engine.suggest("micro dol").map((suggestion) => suggestion.label)).toEqual([
      "Dolo 500 Tablet",
      "Dolo 650 Tablet",
    ]);
    expect(engine.wordsStartingWith("cet")).toEqual([
      { word: "cetirizine", count: 3 },
      { word: "cetzine", count: 1 },
    ]);
  });

  it("offers compositions and manufacturers from the second letter, medicines from the first", () => {
    const kinds = (text: string) => new Set(engine.suggest(text).map((suggestion) => suggestion.kind));
    expect(kinds("c")).toEqual(new Set(["medicine"]));
    expect(engine.suggest("ci")).toContainEqual({ kind: "manufacturer", label: "Cipla Ltd", count: 4 });
    expect(kinds("ce")).toContain("composition");
  });
});

import { describe, expect, it } from "vitest";
import { judge, summarize } from "./search";
import {
  type JudgedMedicine,
  allowedEdits,
  catalogueVocabulary,
  editDistance,
  hasMolecule,
  hasMoleculeStrength,
  isNonsense,
  makeTypo,
  nameHasRun,
  parseStrength,
  strengthMatches,
} from "./search-queries";
import { seededRandom } from "../scripts/lib/random";
import { missingStrengthQuery } from "./search-queries/compositions";
import { CatalogueFacts } from "./search-queries/facts";

const medicine = (id: string, name: string, genericName: string, form = "Strip of 10 tablets"): JudgedMedicine => ({
  id,
  name,
  genericName,
  brand: "N/A",
  manufacturer: "Cipla Ltd",
  form,
});

describe("strengths", () => {
  it("converts units to mg", () => {
    expect(parseStrength("1g")).toMatchObject({ amount: 1000, unit: "mg" });
    expect(parseStrength("1.5 gm")).toMatchObject({ amount: 1500, unit: "mg" });
    expect(parseStrength("100mcg")).toMatchObject({ amount: 0.1, unit: "mg" });
    expect(parseStrength("30mg/5ml")).toMatchObject({ amount: 30, unit: "mg" });
    expect(parseStrength("650")).toMatchObject({ written: 650, unit: "" });
  });

  it("matches equal strengths only, after conversion", () => {
    expect(strengthMatches(parseStrength("1000mg"), "1g")).toBe(true);
    expect(strengthMatches(parseStrength("500mg"), "0.5 g")).toBe(true);
    expect(strengthMatches(parseStrength("100mcg"), "0.1 mg")).toBe(true);
    expect(strengthMatches(parseStrength("650mg"), "650")).toBe(true);
    expect(strengthMatches(parseStrength("5000mg"), "500")).toBe(false);
    expect(strengthMatches(parseStrength("500mg"), "5000")).toBe(false);
    expect(strengthMatches(parseStrength("500mg"), "1g")).toBe(false);
    expect(strengthMatches(parseStrength("1% w/w"), "1 mg")).toBe(false);
  });

  it("finds a molecule at a strength in any spelling", () => {
    const augmentin = medicine("1", "Augmentin 625 Duo Tablet", "Amoxycillin (500mg) + Clavulanic Acid (125mg)");
    expect(hasMolecule(augmentin, "amoxicillin")).toBe(true);
    expect(hasMoleculeStrength(augmentin, "amoxicillin", "500")).toBe(true);
    expect(hasMoleculeStrength(augmentin, "amoxicillin", "125")).toBe(false);
    expect(hasMolecule(medicine("2", "Levocet", "Levocetirizine (5mg)"), "cetirizine")).toBe(false);
  });
});

describe("separators", () => {
  it("joins consecutive name words", () => {
    expect(nameHasRun("Pan-D Capsule", "pan d")).toBe(true);
    expect(nameHasRun("Pan-D Capsule", "pand")).toBe(true);
    expect(nameHasRun("Glycomet-GP 1 Tablet PR", "glycomet gp 1")).toBe(true);
    expect(nameHasRun("Glycomet-GP 10 Tablet", "glycomet gp 1")).toBe(false);
    expect(nameHasRun("Pandora Tablet", "pand")).toBe(false);
  });
});

describe("typos and nonsense", () => {
  const catalogue = [
    medicine("1", "Cetzine 10 Tablet", "Cetirizine (10mg)"),
    medicine("2", "Crocin Advance Tablet", "Paracetamol (500mg)"),
    medicine("3", "Montair LC Tablet", "Montelukast (10mg) + Levocetirizine (5mg)"),
    medicine("4", "Telma 40 Tablet", "Telmisartan (40mg)"),
  ];
  const vocabulary = catalogueVocabulary(catalogue);

  it("never makes a typo that is part of a catalogue word, and stays within the correctable edits", () => {
    for (const word of ["cetirizine", "paracetamol", "montelukast", "telmisartan", "crocin", "montair"]) {
      for (let seed = 0; seed < 40; seed += 1) {
        const typo = makeTypo(word, seededRandom("test", word, String(seed)), vocabulary);
        if (typo === undefined) continue;
        expect(vocabulary.some((known) => known.includes(typo))).toBe(false);
        const distance = editDistance(word, typo);
        expect(distance).toBeGreaterThanOrEqual(1);
        expect(distance).toBeLessThanOrEqual(Math.min(allowedEdits(word.length), allowedEdits(typo.length)));
      }
    }
    expect(makeTypo("telma", seededRandom("test"), vocabulary)).toBeDefined();
    expect(makeTypo("pan", seededRandom("test"), vocabulary)).toBeUndefined();
  });

  it("counts edits with transpositions as one", () => {
    expect(editDistance("cetirizine", "cetrizine")).toBe(1);
    expect(editDistance("paracetamol", "paracetmaol")).toBe(1);
    expect(editDistance("montelukast", "montelucast")).toBe(1);
  });

  it("accepts only words far from every catalogue word", () => {
    expect(isNonsense("qozuvex", vocabulary)).toBe(true);
    expect(isNonsense("cetrizine", vocabulary)).toBe(false);
    expect(isNonsense("zine", vocabulary)).toBe(false);
    expect(isNonsense("telmasartan", vocabulary)).toBe(false);
  });
});

describe("metrics", () => {
  it("judges one query", () => {
    const entry = { relevant: ["a", "b", "c"], firstRight: ["b"] };
    const judgement = judge(entry, ["a", "x", "b", "y"]);
    expect(judgement.recall).toBeCloseTo(2 / 3);
    // k = min(5, 3): of a, x, b two are relevant.
    expect(judgement.precisionAt5).toBeCloseTo(2 / 3);
    expect(judgement.firstRight).toBe(false);
    expect(judge({ relevant: ["a", "b"] }, ["b"])).toMatchObject({ recall: 0.5, precisionAt5: 0.5, firstRight: true });
    expect(judge({ relevant: ["a"] }, [])).toMatchObject({ results: 0, recall: 0, precisionAt5: 0, firstRight: false });
  });

  it("summarizes answerable and nonsense queries apart", () => {
    const summary = summarize([
      judge({ relevant: ["a"] }, ["a"]),
      judge({ relevant: ["a", "b"] }, []),
      judge({ relevant: [] }, []),
      judge({ relevant: [] }, ["z"]),
    ]);
    expect(summary).toMatchObject({
      queries: 4,
      answerable: 2,
      noResultShare: 0.5,
      nonsense: 2,
      nonsenseWithResults: 1,
    });
    expect(summary.recall).toBeCloseTo(0.5);
    expect(summary.precisionAt5).toBeCloseTo(0.5);
    expect(summary.firstRightShare).toBeCloseTo(0.5);
  });
});

describe("a brand's missing strength", () => {
  const catalogue = [
    medicine("1", "Dolo Drops", "Paracetamol (100mg)", "Bottle of 15 ml Drops"),
    medicine("2", "Calpol 650 Tablet", "Paracetamol (650mg)"),
    medicine("3", "Pacimol 650 Tablet", "Paracetamol (650mg)"),
    medicine("4", "Sumo Tablet", "Nimesulide (100mg) + Paracetamol (650mg)"),
    medicine("5", "Eyemac Eye Drop", "Carboxymethylcellulose (0.5% w/v)", "Bottle of 10 ml Eye Drop"),
  ];
  const facts = new CatalogueFacts("sample", catalogue);

  it("counts the brand's molecule alone at the strength asked as right, not a combination", () => {
    expect(missingStrengthQuery(facts, "dolo", "650")?.relevant).toEqual(["2", "3"]);
  });

  it("asks no strength the brand has, nor of a brand whose strength is a share", () => {
    expect(missingStrengthQuery(facts, "dolo", "100")).toBeUndefined();
    expect(missingStrengthQuery(facts, "eyemac", "5")).toBeUndefined();
  });
});

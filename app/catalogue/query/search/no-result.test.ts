import { describe, expect, it } from "vitest";
import { CatalogueSearch, type SearchRecord } from "./catalogue-search";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { gvizResponse } from "../../../../scripts/lib/gviz-writer";

const record = (name: string, genericName: string): SearchRecord => ({
  name,
  genericName,
  brand: "N/A",
  manufacturer: "Micro Labs Ltd",
  form: "Strip of 10 tablets",
});

const engine = new CatalogueSearch([
  record("Dolo 500 Tablet", "Paracetamol (500mg)"),
  record("Dolo Drops", "Paracetamol (100mg/ml)"),
  record("Dolonex 20 Tablet", "Piroxicam (20mg)"),
  record("Calpol 650 Tablet", "Paracetamol (650mg)"),
  record("Pacimol 650 Tablet", "Paracetamol (650mg)"),
  record("Azee 500 Tablet", "Azithromycin (500mg)"),
]);

describe("a search that finds nothing", () => {
  it("offers the brand's composition at the strength asked, when its products tell it", () => {
    expect(engine.helpWhenNothingFound("dolo 650")?.sameComposition).toEqual({
      search: "Paracetamol 650",
      count: 2,
      brand: "dolo",
      strength: "650",
    });
    // Azee's products do not hold paracetamol: nothing at 650 of its composition.
    expect(engine.helpWhenNothingFound("azee 650")?.sameComposition).toBeUndefined();
  });

  it("reads the composition from the brand's names that carry a strength, not its variants", () => {
    // The sample catalogue's case: Abevia is acebrophylline 100 mg, Abevia-N adds acetylcysteine;
    // acebrophylline 200 mg is sold under another brand.
    const sample = new CatalogueSearch([
      record("Abevia 100 Capsule", "Acebrophylline (100mg)"),
      record("Abevia-N Tablet", "Acebrophylline (100mg) + Acetylcysteine (600mg)"),
      record("AB Phylline SR 200 Tablet", "Acebrophylline (200mg)"),
    ]);
    const help = sample.helpWhenNothingFound("abevia 200")!;
    expect(help.sameComposition).toEqual({ search: "Acebrophylline 200", count: 1, brand: "abevia", strength: "200" });
    // Then the brand's own strengths.
    expect(help.closest[0]).toEqual({ search: "abevia", count: 2 });
  });

  it("is answered in the header's suggestions too: the composition's medicines, said so, then the brand's own", () => {
    const instead = { brand: "dolo", strength: "650" };
    expect(engine.suggest("dolo 650")).toEqual([
      { kind: "medicine", label: "Calpol 650 Tablet", position: 3, sameComposition: instead },
      { kind: "medicine", label: "Pacimol 650 Tablet", position: 4, sameComposition: instead },
      { kind: "medicine", label: "Dolo 500 Tablet", position: 0 },
      { kind: "medicine", label: "Dolo Drops", position: 1 },
    ]);
    // What is typed and found is suggested as before.
    expect(engine.suggest("dolo 5")[0]).toEqual({ kind: "medicine", label: "Dolo 500 Tablet", position: 0 });
    // No medicine of the composition at that strength: nothing suggested, as before.
    expect(engine.suggest("dolo 999")).toEqual([]);
  });

  it("offers the closest searches, each of which finds something", () => {
    const help = engine.helpWhenNothingFound("dolo 500 drops")!;
    expect(help.closest).toEqual([
      { search: "dolo 500", count: 1 },
      { search: "dolo drops", count: 1 },
    ]);
    for (const { search, count } of [...help.closest, ...(help.sameComposition ? [help.sameComposition] : [])]) {
      expect(count).toBeGreaterThan(0);
      expect(engine.matches(engine.prepare(search)).length).toBe(count);
    }
    expect(engine.helpWhenNothingFound("azithro 999")!.closest).toEqual([{ search: "azithro", count: 1 }]);
  });

  it("is none for a search that finds something, and offers nothing made up for nonsense", () => {
    expect(engine.helpWhenNothingFound("dolo")).toBeUndefined();
    expect(engine.helpWhenNothingFound("qqzx")).toEqual({ closest: [] });
  });
});

describe("a composition written without brackets (decision 64)", () => {
  // As the import reads a sheet: "Velmacillin 250 mg" is "Velmacillin (250mg)".
  const sheet = catalogueFromGviz(
    gvizResponse(
      [
        { label: "Name", type: "string" },
        { label: "Composition", type: "string" },
        { label: "Manufacturer", type: "string" },
      ],
      [
        ["Velcid 250 Tablet", "Velmacillin 250 mg", "Velm Labs"],
        ["Velcid 125 Tablet", "VELMACILLIN 125MG", "Velm Labs"],
        ["Velmarin 500 Tablet", "Velmacillin IP 500 mg", "Marin Pharma"],
        ["Paracip 500 Tablet", "PARACETAMOL 500MG", "Cipla Ltd"],
      ].map((row) => row.map((v) => ({ kind: "string" as const, v }))),
    ),
  ).medicines;

  it("reads like a bracketed one: a brand's missing strength offers its composition's medicines at it", () => {
    expect(sheet.map((medicine) => medicine.genericName)).toEqual([
      "Velmacillin (250mg)",
      "VELMACILLIN (125mg)",
      "Velmacillin (500mg)",
      "PARACETAMOL (500mg)",
    ]);
    const search = new CatalogueSearch(sheet);
    expect(search.helpWhenNothingFound("velcid 500")?.sameComposition).toEqual({
      search: "Velmacillin 500",
      count: 1,
      brand: "velcid",
      strength: "500",
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import type { Schedule } from "~/catalogue/medicine/schedule";
import { SORT_OPTIONS, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { queryCatalogue } from "./query";
import { facetsOf } from "./query-index";
import { CATALOGUE, medicine, names, query } from "./query.test-data";
import { CatalogueSearch } from "./search/catalogue-search";
import { parseCatalogueQuery } from "./url-params";

const params = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe("queryCatalogue: search (docs/product.md §5)", () => {
  it.each([
    ["name", "DOLO", ["Dolo 650 Tablet"]],
    ["generic name", "paracetamol", ["Calpol 500 Tablet", "Dolo 650 Tablet"]],
    ["brand", "sun pharma", ["Mox 500 Capsule"]],
    ["manufacturer", "alembic pharmaceuticals", ["Azithral 500 Tablet"]],
    ["words in any order, a number exactly", "500 pol", ["Calpol 500 Tablet"]],
  ])("matches a case-insensitive substring of a word of the %s", (_, search, expected) => {
    expect(names(queryCatalogue(CATALOGUE, query({ search })).items).sort()).toEqual([...expected].sort());
  });

  it("finds both spellings' common part", () => {
    expect(names(queryCatalogue(CATALOGUE, query({ search: "amox" })).items)).toEqual([
      "Amoxyclav 625 Tablet",
      "Mox 500 Capsule",
    ]);
  });

  it("does not search the category", () => {
    expect(queryCatalogue(CATALOGUE, query({ search: "allergy" })).total).toBe(0);
  });

  it("matches each word in any field, but not a word made of two fields' ends", () => {
    // "Tablet" ends the name and "Fexo" starts the generic name of Allegra.
    expect(queryCatalogue(CATALOGUE, query({ search: "tabletfexo" })).total).toBe(0);
    expect(names(queryCatalogue(CATALOGUE, query({ search: "fexo tablet" })).items)).toEqual(["Allegra 120mg Tablet"]);
  });

  it("orders a search by best match unless another order is chosen (docs/product.md 10.5)", () => {
    const medicines = [
      medicine({ id: "a", name: "Aceclo Plus Tablet", genericName: "Aceclofenac (100mg) + Paracetamol (325mg)" }),
      medicine({ id: "b", name: "Calpol 500 Tablet", genericName: "Paracetamol (500mg)" }),
      medicine({ id: "c", name: "Paracetamol 650 Tablet", genericName: "Paracetamol (650mg)" }),
    ];
    const state = parseCatalogueQuery(new URLSearchParams({ search: "paracetamol" }));
    expect(state.sort).toBe("relevance");
    expect(names(queryCatalogue(medicines, state).items)).toEqual([
      "Paracetamol 650 Tablet",
      "Calpol 500 Tablet",
      "Aceclo Plus Tablet",
    ]);
    expect(names(queryCatalogue(medicines, { ...state, sort: "name-asc" }).items)).toEqual([
      "Aceclo Plus Tablet",
      "Calpol 500 Tablet",
      "Paracetamol 650 Tablet",
    ]);
  });

  it("corrects a word that matches nothing, and says so, unless asked for the search as typed", () => {
    const corrected = queryCatalogue(CATALOGUE, query({ search: "paracetmol" }));
    expect(names(corrected.items).sort()).toEqual(["Calpol 500 Tablet", "Dolo 650 Tablet"]);
    expect(corrected.search?.correctedText).toBe("paracetamol");
    expect(corrected.search?.corrections).toEqual([{ typed: "paracetmol", corrected: "paracetamol" }]);
    const exact = queryCatalogue(CATALOGUE, query({ search: "paracetmol", exact: true }));
    expect(exact.total).toBe(0);
    expect(exact.search?.corrections).toEqual([]);
  });

  it("an empty search matches everything", () => {
    expect(queryCatalogue(CATALOGUE, query({ search: "" })).total).toBe(CATALOGUE.length);
  });
});

describe("queryCatalogue: filters (docs/product.md 5.4, 3.7)", () => {
  it("category matches the slug of the sheet text, whatever its case or spelling", () => {
    expect(names(queryCatalogue(CATALOGUE, query({ category: "antibiotics" })).items)).toEqual([
      "Amoxyclav 625 Tablet",
      "Azithral 500 Tablet",
      "Mox 500 Capsule",
    ]);
    // "Pain Relief" and "Painkillers" are both the home category painkillers.
    expect(names(queryCatalogue(CATALOGUE, query({ category: "painkillers" })).items)).toEqual([
      "Calpol 500 Tablet",
      "Dolo 650 Tablet",
    ]);
    expect(names(queryCatalogue(CATALOGUE, query({ category: "allergy" })).items)).toEqual(["Allegra 120mg Tablet"]);
  });

  it("a home category without medicines is no filter: never an empty 'Cardiac Care (0)' view", () => {
    const result = queryCatalogue(CATALOGUE, query({ category: "cardiac" }));
    expect(result.total).toBe(CATALOGUE.length);
    expect(result.query.category).toBe("");
  });

  it("an unknown category is ignored", () => {
    const result = queryCatalogue(CATALOGUE, query({ category: "no-such-category" }));
    expect(result.total).toBe(CATALOGUE.length);
    expect(result.query.category).toBe("");
  });

  it("manufacturer equals the chosen value, ignoring the sheet's surrounding spaces", () => {
    expect(names(queryCatalogue(CATALOGUE, query({ manufacturer: "Micro Labs Ltd" })).items)).toEqual([
      "Dolo 650 Tablet",
    ]);
    expect(
      names(queryCatalogue(CATALOGUE, query({ manufacturer: "GlaxoSmithKline Pharmaceuticals Ltd" })).items),
    ).toEqual(["Calpol 500 Tablet"]);
    // Equality, not a substring.
    expect(queryCatalogue(CATALOGUE, query({ manufacturer: "Micro Labs" })).query.manufacturer).toBe("");
  });

  it("reads a manufacturer typed in another case and spells it as the catalogue does", () => {
    const result = queryCatalogue(CATALOGUE, query({ manufacturer: "micro labs ltd" }));
    expect(names(result.items)).toEqual(["Dolo 650 Tablet"]);
    expect(result.query.manufacturer).toBe("Micro Labs Ltd");
  });

  it("a manufacturer spelled in another case or punctuation is the same manufacturer, as on its page", () => {
    const medicines = [
      medicine({ name: "A", manufacturer: "Cipla Ltd" }),
      medicine({ name: "B", manufacturer: "CIPLA LTD" }),
      medicine({ name: "C", manufacturer: "Cipla Ltd." }),
      medicine({ name: "D", manufacturer: "Cipla Ltd" }),
      medicine({ name: "E", manufacturer: "Cipla Health Ltd" }),
    ];
    for (const spelling of ["Cipla Ltd", "CIPLA LTD", "cipla ltd.", " Cipla  Ltd "]) {
      const result = queryCatalogue(medicines, query({ manufacturer: spelling }));
      expect(names(result.items)).toEqual(["A", "B", "C", "D"]);
      expect(result.query.manufacturer).toBe("Cipla Ltd");
    }
  });

  it("an unknown manufacturer is ignored", () => {
    const result = queryCatalogue(CATALOGUE, query({ manufacturer: "Nobody Ltd" }));
    expect(result.total).toBe(CATALOGUE.length);
    expect(result.query.manufacturer).toBe("");
  });

  it("prescription only keeps only prescription medicines; off keeps all", () => {
    expect(names(queryCatalogue(CATALOGUE, query({ rx: true })).items)).toEqual([
      "Amoxyclav 625 Tablet",
      "Azithral 500 Tablet",
      "Mox 500 Capsule",
    ]);
    expect(queryCatalogue(CATALOGUE, query({ rx: false })).total).toBe(CATALOGUE.length);
  });

  it("combines search, category, manufacturer and prescription with AND", () => {
    expect(names(queryCatalogue(CATALOGUE, query({ search: "tablet", category: "antibiotics" })).items)).toEqual([
      "Amoxyclav 625 Tablet",
      "Azithral 500 Tablet",
    ]);
    const all = query({ search: "tablet", category: "antibiotics", manufacturer: "Alembic Pharmaceuticals Ltd" });
    expect(names(queryCatalogue(CATALOGUE, all).items)).toEqual(["Azithral 500 Tablet"]);
    expect(names(queryCatalogue(CATALOGUE, { ...all, rx: true }).items)).toEqual(["Azithral 500 Tablet"]);
    expect(queryCatalogue(CATALOGUE, query({ category: "painkillers", rx: true })).total).toBe(0);
    expect(queryCatalogue(CATALOGUE, query({ search: "dolo", category: "antibiotics" })).total).toBe(0);
  });

  it("matches the combination of filters exactly, for any catalogue and state", () => {
    const medicineArbitrary = fc.record({
      name: fc.constantFrom("Amox", "amoxil", "Dolo", "Crocin", "Ámox", ""),
      genericName: fc.constantFrom("N/A", "Amoxicillin", "Paracetamol"),
      brand: fc.constantFrom("N/A", "Cipla", "Sun"),
      category: fc.constantFrom("Antibiotics", "Pain Relief", "Painkillers", "Uncategorized"),
      manufacturer: fc.constantFrom("Cipla Ltd", "Sun Ltd", " Cipla Ltd", "N/A"),
      prescription: fc.boolean(),
      rate: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
      mrp: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
      units: fc.option(fc.constantFrom(1, 10, 15), { nil: undefined }),
      stock: fc.integer({ min: -1, max: 30 }),
      schedule: fc.constantFrom(undefined, "H", "H1", "OTC"),
    });
    const stateArbitrary = fc.record({
      search: fc.constantFrom("", "amox", "AMOX", "o", "cipla", "x"),
      category: fc.constantFrom("", "antibiotics", "painkillers"),
      manufacturer: fc.constantFrom("", "Cipla Ltd", "Sun Ltd"),
      rx: fc.boolean(),
      schedule: fc.constantFrom(undefined, "H", "H1", "X"),
      sort: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)),
    });
    fc.assert(
      fc.property(fc.array(medicineArbitrary, { maxLength: 40 }), stateArbitrary, (rows, state) => {
        const medicines = rows.map(({ schedule, units, ...row }, index) =>
          medicine({
            ...row,
            id: String(index),
            ...(schedule ? { schedule } : {}),
            ...(units ? { packContent: { units, unit: "tablet" as const } } : {}),
          }),
        );
        const result = queryCatalogue(medicines, query({ ...state, paging: "more", page: 100 }));
        // An unknown manufacturer, or a category or schedule no medicine has, is ignored (tested above), so the oracle ignores it too.
        const known = medicines.some((m) => m.manufacturer.trim() === state.manufacturer);
        const offered = medicines.some((m) => m.categoryId === state.category);
        const scheduled = medicines.some((m) => m.schedule === state.schedule);
        // The search's own tests check it against its rules; here it is the oracle of a match.
        const search = new CatalogueSearch(medicines);
        const prepared = search.prepare(state.search);
        const expected = medicines.filter(
          (m, position) =>
            (!state.search || search.contains(position, prepared)) &&
            (!state.category || !offered || m.categoryId === state.category) &&
            (!state.manufacturer || !known || m.manufacturer.trim() === state.manufacturer) &&
            (!state.rx || m.prescription) &&
            (!state.schedule || !scheduled || m.schedule === state.schedule),
        );
        expect(result.total).toBe(expected.length);
        expect(new Set(result.items.map((m) => m.id))).toEqual(new Set(expected.map((m) => m.id)));
      }),
    );
  });
});

describe("queryCatalogue: the schedule filter (docs/product.md 11.4)", () => {
  const SCHEDULE_OF: Record<string, Schedule> = {
    "Amoxyclav 625 Tablet": "H1",
    "Mox 500 Capsule": "H1",
    "Azithral 500 Tablet": "H",
    "Dolo 650 Tablet": "OTC",
  };
  // Calpol and Allegra have an empty schedule cell.
  const SCHEDULED = CATALOGUE.map((m) => (SCHEDULE_OF[m.name] ? { ...m, schedule: SCHEDULE_OF[m.name] } : m));
  const found = (fields: Partial<CatalogueQuery>) => names(queryCatalogue(SCHEDULED, query(fields)).items);

  it("keeps only the medicines of the chosen schedule", () => {
    expect(found({ schedule: "H1" })).toEqual(["Amoxyclav 625 Tablet", "Mox 500 Capsule"]);
    expect(found({ schedule: "H" })).toEqual(["Azithral 500 Tablet"]);
    expect(found({ schedule: "OTC" })).toEqual(["Dolo 650 Tablet"]);
    expect(queryCatalogue(SCHEDULED, query({ schedule: "H1" })).query.schedule).toBe("H1");
  });

  it("combines with search, prescription and category", () => {
    expect(found({ schedule: "H1", search: "tablet" })).toEqual(["Amoxyclav 625 Tablet"]);
    expect(found({ schedule: "H1", search: "amox", category: "antibiotics", rx: true })).toEqual([
      "Amoxyclav 625 Tablet",
      "Mox 500 Capsule",
    ]);
    expect(found({ schedule: "H", category: "antibiotics" })).toEqual(["Azithral 500 Tablet"]);
    expect(found({ schedule: "H", category: "painkillers" })).toEqual([]);
    expect(found({ schedule: "OTC", rx: true })).toEqual([]);
    expect(found({ schedule: "OTC", search: "paracetamol" })).toEqual(["Dolo 650 Tablet"]);
  });

  it("ignores a schedule no medicine has, and any schedule in a sheet without the column", () => {
    for (const [medicines, schedule] of [
      [SCHEDULED, "X"],
      [CATALOGUE, "H1"],
    ] as const) {
      const result = queryCatalogue(medicines, query({ schedule, page: 1 }));
      expect(result.total).toBe(medicines.length);
      expect(result.query).toStrictEqual(query());
    }
    // An unknown URL value is no filter at all.
    expect(queryCatalogue(SCHEDULED, params("schedule=h2&search=tablet")).total).toBe(
      queryCatalogue(SCHEDULED, params("search=tablet")).total,
    );
  });

  it("the facet lists only the schedules present, in schedule order", () => {
    expect(facetsOf(SCHEDULED).schedules).toEqual(["H", "H1", "OTC"]);
    expect(facetsOf(CATALOGUE).schedules).toEqual([]);
  });

  it("the browser's copy, with no schedule as null, filters the same", () => {
    const entries = SCHEDULED.map((m) => ({ ...m, schedule: m.schedule ?? null }));
    expect(facetsOf(entries).schedules).toEqual(["H", "H1", "OTC"]);
    const items = queryCatalogue(entries, query({ schedule: "H1", search: "tablet" })).items;
    expect(items.map((entry) => entry.name)).toEqual(["Amoxyclav 625 Tablet"]);
  });
});

describe("queryCatalogue: pages of the indexed search", () => {
  // The reference: scan every medicine, sort the matches, cut the page (what the index replaces).
  const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });
  function perUnit(medicine: Medicine): number {
    const price = medicine.rate ?? medicine.mrp;
    const units = medicine.packContent?.units;
    return price !== undefined && price > 0 && units !== undefined ? price / units : Infinity;
  }
  function reference(medicines: readonly Medicine[], state: CatalogueQuery): Medicine[] {
    const search = new CatalogueSearch(medicines);
    const prepared = search.prepare(state.search, { correct: !state.exact });
    const byName = (a: Medicine, b: Medicine) =>
      collator.compare(a.name.trim(), b.name.trim()) || medicines.indexOf(a) - medicines.indexOf(b);
    const compare: Record<Exclude<CatalogueQuery["sort"], "relevance">, (a: Medicine, b: Medicine) => number> = {
      "name-asc": byName,
      "name-desc": (a, b) =>
        collator.compare(b.name.trim(), a.name.trim()) || medicines.indexOf(a) - medicines.indexOf(b),
      // Price on request comes last in both price orders.
      // The rate, else the MRP (decision 023).
      "price-asc": (a, b) => (a.rate ?? a.mrp ?? Infinity) - (b.rate ?? b.mrp ?? Infinity) || byName(a, b),
      "price-desc": (a, b) => (b.rate ?? b.mrp ?? -Infinity) - (a.rate ?? a.mrp ?? -Infinity) || byName(a, b),
      // The same price over the pack's units; without either, after those with, then as by price.
      "unit-price-asc": (a, b) =>
        perUnit(a) - perUnit(b) || (a.rate ?? a.mrp ?? Infinity) - (b.rate ?? b.mrp ?? Infinity) || byName(a, b),
      availability: (a, b) => (b.stock ?? 0) - (a.stock ?? 0) || byName(a, b),
    };
    return medicines
      .filter(
        (m, position) =>
          (!state.search || search.contains(position, prepared)) &&
          (!state.category || m.categoryId === state.category) &&
          (!state.manufacturer || m.manufacturer.trim() === state.manufacturer) &&
          (!state.rx || m.prescription) &&
          (!state.schedule || m.schedule === state.schedule),
      )
      .sort(compare[state.sort === "relevance" ? "name-asc" : state.sort]);
  }

  it("checks the search on a short filter's medicines one by one", () => {
    const medicines = [
      ...Array.from({ length: 19 }, (_, i) => medicine({ name: `Dolo ${i}`, manufacturer: "Sun Ltd", id: `d${i}` })),
      medicine({ name: "Amox", manufacturer: "Cipla Ltd" }),
    ];
    expect(queryCatalogue(medicines, query({ search: "dolo", manufacturer: "Cipla Ltd" })).total).toBe(0);
    expect(names(queryCatalogue(medicines, query({ search: "amox", manufacturer: "Cipla Ltd" })).items)).toEqual([
      "Amox",
    ]);
    // A number matches that number only: "1" is not the 1 of 10–18.
    expect(names(queryCatalogue(medicines, query({ search: "dolo 1", manufacturer: "Sun Ltd" })).items)).toEqual([
      "Dolo 1",
    ]);
  });

  it("shows exactly the reference's page, in its order, for any catalogue, search, filters, sort and page", () => {
    const medicineArbitrary = fc.record({
      name: fc.constantFrom("Amox 500", "amoxil", "Amox 1000", "Dolo", "Crocin Tab", "Ámox", "", "A"),
      genericName: fc.constantFrom("N/A", "Amoxicillin", "Paracetamol (500mg)", "a-b"),
      brand: fc.constantFrom("N/A", "Cipla", "Sun"),
      category: fc.constantFrom("Antibiotics", "Pain Relief", "Uncategorized"),
      manufacturer: fc.constantFrom("Cipla Ltd", "Sun Ltd", "N/A"),
      prescription: fc.boolean(),
      rate: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      mrp: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
      units: fc.option(fc.constantFrom(1, 2, 10, 15), { nil: undefined }),
      stock: fc.integer({ min: 0, max: 5 }),
      schedule: fc.constantFrom(undefined, "H", "H1"),
    });
    const stateArbitrary = fc.record({
      search: fc.constantFrom(
        "",
        "amox",
        "a",
        "am",
        "ox 5",
        "n/a",
        "(500",
        "tab",
        "x",
        "\u0000n",
        "lsun",
        "amoxicilin",
      ),
      category: fc.constantFrom("", "", "antibiotics"),
      manufacturer: fc.constantFrom("", "", "Cipla Ltd"),
      rx: fc.boolean(),
      schedule: fc.constantFrom(undefined, undefined, "H1"),
      // Best match has its own tests (the search's ranking); these orders have a plain reference.
      sort: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value).filter((sort) => sort !== "relevance")),
      page: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(medicineArbitrary, { maxLength: 150 }), stateArbitrary, (rows, state) => {
        const medicines = rows.map(({ schedule, units, ...row }, index) =>
          medicine({
            ...row,
            id: String(index),
            ...(schedule ? { schedule } : {}),
            ...(units ? { packContent: { units, unit: "tablet" as const } } : {}),
          }),
        );
        const result = queryCatalogue(medicines, query({ ...state }), { pageSize: 5 });
        // Unknown filter values are dropped (tested above): the reference applies what was applied.
        const expected = reference(medicines, result.query);
        expect(result.total).toBe(expected.length);
        expect(result.items.map((m) => m.id)).toEqual(
          expected.slice(result.offset, result.offset + 5).map((m) => m.id),
        );
      }),
      { numRuns: 300 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import type { Schedule } from "~/catalogue/medicine/schedule";
import {
  DEFAULT_QUERY,
  LOAD_MORE_MAX_SHOWN,
  PAGE_SIZE,
  SORT_OPTIONS,
  type CatalogueQuery,
} from "~/catalogue/urls/url-state";
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

describe("queryCatalogue: sort (docs/product.md §5)", () => {
  const sorted = (sort: CatalogueQuery["sort"], medicines = CATALOGUE) =>
    names(queryCatalogue(medicines, query({ sort })).items);

  it("name ascending is the default", () => {
    expect(sorted("name-asc")).toEqual([
      "Allegra 120mg Tablet",
      "Amoxyclav 625 Tablet",
      "Azithral 500 Tablet",
      "Calpol 500 Tablet",
      "Dolo 650 Tablet",
      "Mox 500 Capsule",
    ]);
    expect(names(queryCatalogue(CATALOGUE, DEFAULT_QUERY).items)).toEqual(sorted("name-asc"));
  });

  it("name descending", () => {
    expect(sorted("name-desc")).toEqual([...sorted("name-asc")].reverse());
  });

  it("price low to high and high to low", () => {
    expect(sorted("price-asc")).toEqual([
      "Calpol 500 Tablet",
      "Dolo 650 Tablet",
      "Mox 500 Capsule",
      "Azithral 500 Tablet",
      "Amoxyclav 625 Tablet",
      "Allegra 120mg Tablet",
    ]);
    expect(sorted("price-desc")).toEqual([...sorted("price-asc")].reverse());
  });

  it("availability is stock descending", () => {
    expect(sorted("availability")).toEqual([
      "Dolo 650 Tablet",
      "Allegra 120mg Tablet",
      "Amoxyclav 625 Tablet",
      "Azithral 500 Tablet",
      "Mox 500 Capsule",
      "Calpol 500 Tablet",
    ]);
  });

  it("name order is locale-aware: case and accents do not matter, numbers read as numbers", () => {
    const medicines = ["zinc", "Éno", "apple", "Dolo 650", "Banana", "Dolo 1000", "eno b"].map((name) =>
      medicine({ name }),
    );
    expect(sorted("name-asc", medicines)).toEqual(["apple", "Banana", "Dolo 650", "Dolo 1000", "Éno", "eno b", "zinc"]);
  });

  it("equal names keep sheet order in both name orders (stable)", () => {
    const medicines = [
      medicine({ id: "1", name: "Crocin" }),
      medicine({ id: "2", name: "Azee" }),
      medicine({ id: "3", name: "crocin" }),
      medicine({ id: "4", name: "CROCIN" }),
    ];
    const ids = (sort: CatalogueQuery["sort"]) => queryCatalogue(medicines, query({ sort })).items.map((m) => m.id);
    expect(ids("name-asc")).toEqual(["2", "1", "3", "4"]);
    expect(ids("name-desc")).toEqual(["1", "3", "4", "2"]);
  });

  it("equal prices and equal stock fall back to name order, then sheet order", () => {
    const medicines = [
      medicine({ id: "1", name: "Zeta", rate: 10, stock: 5 }),
      medicine({ id: "2", name: "Alpha", rate: 10, stock: 5 }),
      medicine({ id: "3", name: "Alpha", rate: 10, stock: 5 }),
      medicine({ id: "4", name: "Mid", rate: 5, stock: 9 }),
    ];
    const ids = (sort: CatalogueQuery["sort"]) => queryCatalogue(medicines, query({ sort })).items.map((m) => m.id);
    expect(ids("price-asc")).toEqual(["4", "2", "3", "1"]);
    expect(ids("price-desc")).toEqual(["2", "3", "1", "4"]);
    expect(ids("availability")).toEqual(["4", "2", "3", "1"]);
  });

  it("sorts negative stock after zero", () => {
    const medicines = [
      medicine({ name: "A", stock: -2 }),
      medicine({ name: "B", stock: 0 }),
      medicine({ name: "C", stock: 3 }),
    ];
    expect(sorted("availability", medicines)).toEqual(["C", "B", "A"]);
  });
});

describe("queryCatalogue: paging", () => {
  const many = Array.from({ length: 137 }, (_, i) => medicine({ id: String(i), name: `Medicine ${i + 1}` }));

  it("page numbers show 24 per page", () => {
    const first = queryCatalogue(many, query());
    expect(first).toMatchObject({ total: 137, pageCount: 6, offset: 0 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.items[0]!.name).toBe("Medicine 1");

    const second = queryCatalogue(many, query({ page: 2 }));
    expect(second.offset).toBe(24);
    expect(second.items[0]!.name).toBe("Medicine 25");

    const last = queryCatalogue(many, query({ page: 6 }));
    expect(last.offset).toBe(120);
    expect(last.items).toHaveLength(17);
  });

  it("a page past the end shows the last page", () => {
    const result = queryCatalogue(many, query({ page: 99 }));
    expect(result.query.page).toBe(6);
    expect(result.offset).toBe(120);
    expect(result.items).toHaveLength(17);
  });

  it("load-more page N shows the first N × 24", () => {
    const result = queryCatalogue(many, query({ paging: "more", page: 3 }));
    expect(result.offset).toBe(0);
    expect(result.items).toHaveLength(72);
    expect(result.items[71]!.name).toBe("Medicine 72");
    const full = queryCatalogue(many, query({ paging: "more", page: LOAD_MORE_MAX_SHOWN / 24 }));
    expect(full.offset).toBe(0);
    expect(full.items).toHaveLength(LOAD_MORE_MAX_SHOWN);
  });

  it("load-more shows at most LOAD_MORE_MAX_SHOWN: each page past it drops the earliest as it adds the next", () => {
    const sixth = queryCatalogue(many, query({ paging: "more", page: 6 }));
    expect(sixth.offset).toBe(6 * 24 - LOAD_MORE_MAX_SHOWN);
    expect(sixth.items[0]!.name).toBe(`Medicine ${6 * 24 - LOAD_MORE_MAX_SHOWN + 1}`);
    expect(sixth.items.at(-1)!.name).toBe("Medicine 137");
    expect(sixth.items.length).toBeLessThanOrEqual(LOAD_MORE_MAX_SHOWN);
  });

  it("a load-more page past the end is the last page, never more than the cap", () => {
    const huge = queryCatalogue(many, query({ paging: "more", page: 1_000_000_000_000 }));
    expect(huge.query.page).toBe(6);
    expect(huge.items.length).toBeLessThanOrEqual(LOAD_MORE_MAX_SHOWN);
    expect(huge.items.at(-1)!.name).toBe("Medicine 137");
  });

  it("no results is one empty page", () => {
    const result = queryCatalogue(many, query({ search: "nothing like this", page: 4 }));
    expect(result).toMatchObject({ total: 0, pageCount: 1, offset: 0, items: [] });
    expect(result.query.page).toBe(1);
  });

  it("an empty catalogue has no results and no facets", () => {
    expect(queryCatalogue([], query({ search: "a" })).total).toBe(0);
    expect(facetsOf([])).toEqual({
      categories: [],
      manufacturers: [],
      hasStock: false,
      hasUnitPrices: false,
      schedules: [],
    });
  });

  it("a limit returns several pages at once from the page's offset", () => {
    expect(
      queryCatalogue(many, query({ page: 2 }), { limit: 48 })
        .items.map((m) => m.name)
        .slice(0, 1),
    ).toEqual(["Medicine 25"]);
    expect(queryCatalogue(many, query(), { limit: 48 }).items).toHaveLength(48);
  });
});

describe("queryCatalogue within some of the catalogue's positions (a manufacturer's page)", () => {
  it("answers as a query over those medicines alone would, in every order, with search and paging", () => {
    const positions = [0, 2, 3, 5, 7].filter((position) => position < CATALOGUE.length);
    const within = Uint32Array.from(positions);
    const subset = positions.map((position) => CATALOGUE[position]!);
    for (const { value: sort } of SORT_OPTIONS) {
      for (const requested of [query({ sort }), query({ sort, search: "tablet" }), query({ sort, page: 2 })]) {
        const inside = queryCatalogue(CATALOGUE, requested, { within, pageSize: 2 });
        const alone = queryCatalogue(subset, requested, { pageSize: 2 });
        expect(names(inside.items)).toEqual(names(alone.items));
        expect([inside.total, inside.pageCount, inside.offset]).toEqual([alone.total, alone.pageCount, alone.offset]);
      }
    }
  });

  it("finds nothing outside them", () => {
    const result = queryCatalogue(CATALOGUE, query(), { within: new Uint32Array(0) });
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
  });
});

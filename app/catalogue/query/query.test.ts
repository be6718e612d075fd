import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryIdOf } from "~/catalogue/categories";
import type { Medicine } from "~/catalogue/medicine";
import { SCHEDULES, type Schedule } from "~/catalogue/schedule";
import { activeFilters, categoryLabel } from "./filters";
import { categoryCount, facetsOf, prepareQueryIndex, queryCatalogue, suggestionsFor } from "./query";
import { CatalogueSearch } from "./search/catalogue-search";
import { catalogueHref } from "~/catalogue/links";
import {
  changeQuery,
  clearFilters,
  DEFAULT_QUERY,
  hasFilters,
  normalizeSearch,
  LOAD_MORE_MAX_SHOWN,
  PAGE_SIZE,
  resetQuery,
  SORT_OPTIONS,
  toSearchParams,
  type CatalogueQuery,
} from "~/catalogue/url-state";
import { parseCatalogueQuery } from "./url-params";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

function medicine(fields: Partial<Medicine> & { name: string }): Medicine {
  const category = fields.category ?? "Uncategorized";
  return {
    id: fields.id ?? fields.name.toLowerCase().replace(/\W+/g, "-"),
    genericName: "N/A",
    brand: "N/A",
    manufacturer: "N/A",
    description: "",
    dosage: "",
    form: "",
    price: 0,
    stock: 0,
    availability: "Out of Stock",
    prescription: false,
    imageUrls: [],
    uses: [],
    sideEffects: [],
    contraindications: [],
    ...fields,
    category,
    categoryId: fields.categoryId ?? categoryIdOf(category),
  };
}

const query = (fields: Partial<CatalogueQuery> = {}): CatalogueQuery => ({ ...DEFAULT_QUERY, ...fields });
const params = (search: string) => parseCatalogueQuery(new URLSearchParams(search));
const names = (items: readonly Medicine[]) => items.map((m) => m.name);

const CATALOGUE: Medicine[] = [
  medicine({
    name: "Amoxyclav 625 Tablet",
    genericName: "Amoxicillin (500mg) + Clavulanic Acid (125mg)",
    brand: "Abbott",
    manufacturer: "Abbott India Ltd",
    category: "Antibiotics",
    price: 201.5,
    stock: 40,
    prescription: true,
  }),
  medicine({
    name: "Dolo 650 Tablet",
    genericName: "Paracetamol (650mg)",
    brand: "Micro Labs",
    manufacturer: "Micro Labs Ltd",
    category: "Pain Relief",
    price: 30.91,
    stock: 500,
  }),
  medicine({
    name: "Mox 500 Capsule",
    genericName: "Amoxycillin (500mg)",
    brand: "Sun Pharma",
    manufacturer: "Sun Pharmaceutical Industries Ltd",
    category: "antibiotics",
    price: 89,
    stock: 5,
    prescription: true,
  }),
  medicine({
    name: "Calpol 500 Tablet",
    genericName: "Paracetamol (500mg)",
    brand: "GSK",
    manufacturer: "  GlaxoSmithKline Pharmaceuticals Ltd ",
    category: "Painkillers",
    price: 15.5,
    stock: 0,
  }),
  medicine({
    name: "Azithral 500 Tablet",
    genericName: "Azithromycin (500mg)",
    brand: "Alembic",
    manufacturer: "Alembic Pharmaceuticals Ltd",
    category: "Antibiotics",
    price: 119.5,
    stock: 12,
    prescription: true,
  }),
  medicine({
    name: "Allegra 120mg Tablet",
    genericName: "Fexofenadine (120mg)",
    brand: "Sanofi",
    manufacturer: "Sanofi India Ltd",
    category: " Allergy ",
    price: 225,
    stock: 80,
  }),
];

describe("parseCatalogueQuery: the URL parameters", () => {
  it("reads every parameter", () => {
    expect(
      params(
        "search=amox&category=antibiotics&manufacturer=Abbott+India+Ltd&rx=1&schedule=h1&sort=price-asc&page=2&view=list&paging=more",
      ),
    ).toEqual({
      search: "amox",
      category: "antibiotics",
      manufacturer: "Abbott India Ltd",
      rx: true,
      schedule: "H1",
      sort: "price-asc",
      page: 2,
      view: "list",
      paging: "more",
    });
  });

  it("gives the defaults for an empty URL", () => {
    expect(params("")).toEqual(DEFAULT_QUERY);
    expect(DEFAULT_QUERY).toMatchObject({ sort: "name-asc", page: 1, view: "grid", paging: "pages", rx: false });
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-3", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=", { page: 1 }],
    ["page=1e400", { page: 1 }],
    ["page=7", { page: 7 }],
    ["sort=cheapest", { sort: "name-asc" }],
    ["sort=PRICE-ASC", { sort: "name-asc" }],
    ["view=table", { view: "grid" }],
    ["paging=infinite", { paging: "pages" }],
    ["rx=0", { rx: false }],
    ["rx=no", { rx: false }],
    ["rx=true", { rx: true }],
    ["rx=on", { rx: true }],
    ["rx=", { rx: false }],
  ] as const)("falls back to a default for a bad value: %s", (search, expected) => {
    expect(params(search)).toMatchObject(expected);
  });

  it("trims the search text and keeps it to 200 characters", () => {
    expect(params("search=++paracetamol++").search).toBe("paracetamol");
    expect(params(`search=${"a".repeat(250)}`).search).toHaveLength(200);
    expect(params("search=+++").search).toBe("");
  });

  it("turns control characters of the search into spaces", () => {
    expect(params("search=amox%00clav").search).toBe("amox clav");
  });

  it("reads the category as a slug, also from a display name (docs/product.md 3.7)", () => {
    expect(params("category=Antibiotics").category).toBe("antibiotics");
    expect(params("category=Pain+Relief").category).toBe("painkillers");
    expect(params("category=pain-relief").category).toBe("painkillers");
    expect(params("category=Eye+Care").category).toBe("eye-care");
  });

  it("reads the schedule in any case; an unknown one is no filter (docs/product.md 11.4)", () => {
    expect(params("schedule=h1").schedule).toBe("H1");
    expect(params("schedule=NRx").schedule).toBe("NRx");
    expect(params("schedule=+otc+").schedule).toBe("OTC");
    for (const unknown of ["schedule=h2", "schedule=", "schedule=Schedule+H", "schedule=rx"]) {
      expect(params(unknown)).toEqual(DEFAULT_QUERY);
    }
  });

  it("uses the first of repeated parameters", () => {
    expect(params("sort=price-desc&sort=name-desc").sort).toBe("price-desc");
  });
});

describe("toSearchParams and catalogueHref: the URL of a state", () => {
  it("leaves defaults out, so the default catalogue is plain /medicines", () => {
    expect(toSearchParams(DEFAULT_QUERY).toString()).toBe("");
    expect(catalogueHref(DEFAULT_QUERY)).toBe("/medicines");
  });

  it("writes every non-default field in a fixed order", () => {
    const state = query({
      search: "amox clav",
      category: "antibiotics",
      manufacturer: "Abbott India Ltd",
      rx: true,
      schedule: "NRx",
      sort: "price-desc",
      page: 3,
      view: "list",
      paging: "more",
    });
    expect(catalogueHref(state)).toBe(
      "/medicines?search=amox+clav&category=antibiotics&manufacturer=Abbott+India+Ltd&rx=1&schedule=nrx&sort=price-desc&page=3&view=list&paging=more",
    );
  });

  it("round-trips any state through the URL", () => {
    const stateArbitrary = fc.record({
      search: fc.string({ maxLength: 30 }).map((s) => parseCatalogueQuery(new URLSearchParams({ search: s })).search),
      category: fc.constantFrom("", "antibiotics", "painkillers", "eye-care"),
      manufacturer: fc.constantFrom("", "Abbott India Ltd", "Dr. Reddy's & Co"),
      rx: fc.boolean(),
      schedule: fc.constantFrom(undefined, ...SCHEDULES),
      sort: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)),
      page: fc.integer({ min: 1, max: 500 }),
      view: fc.constantFrom("grid" as const, "list" as const),
      paging: fc.constantFrom("pages" as const, "more" as const),
      exact: fc.constantFrom(undefined, true as const),
    });
    fc.assert(
      // "Best match" and "exact" are states of a search only (see the tests of the default order).
      fc.property(
        stateArbitrary.filter((state) => Boolean(state.search) || (state.sort !== "relevance" && !state.exact)),
        ({ exact, schedule, ...fields }) => {
          const state: CatalogueQuery = { ...fields };
          if (schedule) state.schedule = schedule;
          if (exact) state.exact = exact;
          expect(parseCatalogueQuery(toSearchParams(state))).toEqual(state);
        },
      ),
    );
  });
});

describe("changeQuery, clearFilters, resetQuery", () => {
  const onPage3 = query({ search: "amox", category: "antibiotics", page: 3, sort: "price-asc", view: "list" });

  it.each([
    ["search", { search: "para" }],
    ["category", { category: "painkillers" }],
    ["manufacturer", { manufacturer: "Abbott India Ltd" }],
    ["prescription", { rx: true }],
    ["schedule", { schedule: "H1" }],
    ["sort", { sort: "name-desc" }],
  ] as const)("a change of %s returns to page 1 (docs/product.md §4)", (_, change) => {
    expect(changeQuery(onPage3, change)).toEqual({ ...onPage3, ...change, page: 1 });
  });

  it("a change of view or paging mode keeps the page", () => {
    expect(changeQuery(onPage3, { view: "grid" }).page).toBe(3);
    expect(changeQuery(onPage3, { paging: "more" }).page).toBe(3);
  });

  it("setting a field to its current value keeps the page", () => {
    expect(changeQuery(onPage3, { search: "amox", sort: "price-asc" }).page).toBe(3);
  });

  it("an explicit page wins", () => {
    expect(changeQuery(onPage3, { search: "x", page: 2 }).page).toBe(2);
  });

  it("removing the schedule leaves no trace of it in the state", () => {
    const removed = changeQuery(query({ schedule: "X", page: 2 }), { schedule: undefined });
    expect(removed).toStrictEqual(query());
    expect(catalogueHref(removed)).toBe("/medicines");
  });

  it("clear filters drops search and filters, keeps sort, view and paging", () => {
    const state = query({ ...onPage3, manufacturer: "Abbott India Ltd", rx: true, schedule: "H", paging: "more" });
    expect(clearFilters(state)).toStrictEqual(query({ sort: "price-asc", view: "list", paging: "more" }));
  });

  it("reset clears all filters and sorts by name ascending, keeps view and paging (docs/product.md §2)", () => {
    const state = query({ ...onPage3, manufacturer: "Abbott India Ltd", rx: true, schedule: "H", paging: "more" });
    expect(resetQuery(state)).toStrictEqual(query({ view: "list", paging: "more" }));
  });

  it("hasFilters counts the search text as a filter, not sort or view", () => {
    expect(hasFilters(query({ sort: "price-desc", view: "list", page: 2 }))).toBe(false);
    expect(hasFilters(query({ search: "a" }))).toBe(true);
    expect(hasFilters(query({ rx: true }))).toBe(true);
    expect(hasFilters(query({ schedule: "OTC" }))).toBe(true);
  });
});

describe("queryCatalogue: search (docs/product.md §5)", () => {
  it.each([
    ["name", "DOLO", ["Dolo 650 Tablet"]],
    ["generic name", "paracetamol", ["Calpol 500 Tablet", "Dolo 650 Tablet"]],
    ["brand", "sun pharma", ["Mox 500 Capsule"]],
    ["manufacturer", "alembic pharmaceuticals", ["Azithral 500 Tablet"]],
    ["words in any order, a number exactly", "500 ol", ["Calpol 500 Tablet"]],
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

  it("an exact manufacturer wins over one that differs only in case", () => {
    const medicines = [
      medicine({ name: "A", manufacturer: "Cipla Ltd" }),
      medicine({ name: "B", manufacturer: "CIPLA LTD" }),
    ];
    expect(names(queryCatalogue(medicines, query({ manufacturer: "Cipla Ltd" })).items)).toEqual(["A"]);
    expect(names(queryCatalogue(medicines, query({ manufacturer: "CIPLA LTD" })).items)).toEqual(["B"]);
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
      price: fc.integer({ min: 0, max: 50 }),
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
        const medicines = rows.map(({ schedule, ...row }, index) =>
          medicine({ ...row, id: String(index), ...(schedule ? { schedule } : {}) }),
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
      "price-asc": (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || byName(a, b),
      "price-desc": (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity) || byName(a, b),
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
      price: fc.integer({ min: 0, max: 5 }),
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
        const medicines = rows.map(({ schedule, ...row }, index) =>
          medicine({ ...row, id: String(index), ...(schedule ? { schedule } : {}) }),
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
      medicine({ id: "1", name: "Zeta", price: 10, stock: 5 }),
      medicine({ id: "2", name: "Alpha", price: 10, stock: 5 }),
      medicine({ id: "3", name: "Alpha", price: 10, stock: 5 }),
      medicine({ id: "4", name: "Mid", price: 5, stock: 9 }),
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
    expect(facetsOf([])).toEqual({ categories: [], manufacturers: [], hasStock: false, schedules: [] });
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

describe("suggestionsFor: the header search's suggestions (docs/product.md 10.6)", () => {
  it("offers medicines with composition and form, then compositions and manufacturers with counts and addresses", () => {
    const catalogue = [
      ...CATALOGUE,
      medicine({ name: "Paracip 500", genericName: "Paracetamol (500mg)", form: "Strip of 10 tablets" }),
    ];
    expect(suggestionsFor(catalogue, "parac")).toEqual([
      {
        kind: "medicine",
        id: "paracip-500",
        label: "Paracip 500",
        detail: "Paracetamol (500mg) · Strip of 10 tablets",
        href: "/medicines/paracip-500",
      },
      {
        kind: "composition",
        label: "Paracetamol (500mg)",
        count: 2,
        href: "/medicines?search=Paracetamol+%28500mg%29",
      },
      {
        kind: "composition",
        label: "Paracetamol (650mg)",
        count: 1,
        href: "/medicines?search=Paracetamol+%28650mg%29",
      },
    ]);
  });

  it("holds at most eight, and nothing for blank text or the importer's placeholder", () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      medicine({ name: `Dolo ${index + 100}`, genericName: `Dolomite ${index}`, manufacturer: `Dolo Labs ${index}` }),
    );
    expect(suggestionsFor(many, "dolo")).toHaveLength(8);
    expect(suggestionsFor(many, "dolo", 3)).toHaveLength(3);
    expect(suggestionsFor(CATALOGUE, "   ")).toEqual([]);
    // "n/a" finds the name; the empty composition and manufacturer ("N/A") are not offered.
    expect(suggestionsFor([medicine({ name: "Nasivion" })], "n/a").map((s) => s.kind)).toEqual(["medicine"]);
    expect(suggestionsFor([medicine({ name: "Paracip" })], "par").map((s) => s.label)).toEqual(["Paracip"]);
  });
});

describe("categoryCount: the home page's tiles", () => {
  it("counts the medicines of each category slug, sheet spellings together", () => {
    for (const categoryId of ["antibiotics", "painkillers", "allergy", "cardiac"]) {
      expect(categoryCount(CATALOGUE, categoryId)).toBe(CATALOGUE.filter((m) => m.categoryId === categoryId).length);
    }
    expect(categoryCount(CATALOGUE, "no-such-category")).toBe(0);
    expect(categoryCount([], "antibiotics")).toBe(0);
  });
});

describe("facetsOf: the filter value lists (docs/product.md §5)", () => {
  it("categories are unique slugs with home names or the sheet text, sorted by name", () => {
    expect(facetsOf(CATALOGUE).categories).toEqual([
      { value: "allergy", label: "Allergy" },
      { value: "antibiotics", label: "Antibiotics" },
      { value: "painkillers", label: "Pain Relief" },
    ]);
  });

  it("manufacturers are unique, trimmed, non-empty and alphabetical", () => {
    const medicines = [
      ...CATALOGUE,
      medicine({ name: "x", manufacturer: "   " }),
      medicine({ name: "y", manufacturer: "Micro Labs Ltd" }),
      medicine({ name: "z", manufacturer: "abbott india ltd" }),
    ];
    expect(facetsOf(medicines).manufacturers).toEqual([
      "Abbott India Ltd",
      "abbott india ltd",
      "Alembic Pharmaceuticals Ltd",
      "GlaxoSmithKline Pharmaceuticals Ltd",
      "Micro Labs Ltd",
      "Sanofi India Ltd",
      "Sun Pharmaceutical Industries Ltd",
    ]);
  });

  it("skips empty categories", () => {
    const medicines = [
      medicine({ name: "a", category: "  ", categoryId: "" }),
      medicine({ name: "b", category: "Eye Care" }),
    ];
    expect(facetsOf(medicines).categories).toEqual([{ value: "eye-care", label: "Eye Care" }]);
  });

  it("is computed once per catalogue", () => {
    expect(facetsOf(CATALOGUE)).toBe(facetsOf(CATALOGUE));
  });

  it("categoryLabel names a slug from the catalogue or the home categories", () => {
    const facets = facetsOf(CATALOGUE);
    expect(categoryLabel("painkillers", facets, en)).toBe("Pain Relief");
    expect(categoryLabel("allergy", facets, en)).toBe("Allergy");
    expect(categoryLabel("cardiac", facets, en)).toBe("Cardiac Care");
    expect(categoryLabel("nothing", facets, en)).toBeUndefined();
  });
});

describe("activeFilters: the removable chips", () => {
  const facets = facetsOf(CATALOGUE);

  it("lists each filter in effect with the state without it", () => {
    const state = query({
      search: "amox",
      category: "painkillers",
      manufacturer: "Micro Labs Ltd",
      rx: true,
      sort: "price-asc",
      page: 3,
    });
    const chips = activeFilters(state, facets, en);
    expect(chips.map((chip) => chip.label)).toEqual([
      "Search: “amox”",
      "Category: Pain Relief",
      "Manufacturer: Micro Labs Ltd",
      "Prescription only",
    ]);
    expect(chips[1]!.without).toEqual({ ...state, category: "", page: 1 });
    expect(chips[3]!.without).toEqual({ ...state, rx: false, page: 1 });
  });

  it("names the schedule filter by its option's label", () => {
    const state = query({ rx: true, schedule: "H1", page: 2 });
    const chips = activeFilters(state, facets, en);
    expect(chips.map((chip) => chip.label)).toEqual(["Prescription only", "Schedule: Schedule H1"]);
    expect(chips[1]!.without).toStrictEqual(query({ rx: true }));
    expect(activeFilters(query({ schedule: "NRx" }), facets, en)[0]!.label).toBe("Schedule: Schedule NRx (narcotic)");
  });

  it("is empty without filters, whatever the sort or page", () => {
    expect(activeFilters(query({ sort: "price-desc", page: 2, view: "list" }), facets, en)).toEqual([]);
  });
});

describe("normalizeSearch", () => {
  it("applies the URL's rules to typed text", () => {
    expect(normalizeSearch("  amox ")).toBe("amox");
    expect(normalizeSearch("a\tb")).toBe("a b");
    expect(normalizeSearch("x".repeat(300))).toHaveLength(200);
  });
});

describe("prepareQueryIndex: the index built ahead, in steps", () => {
  it("a query that comes before the steps end finishes the build, and the steps then stop", () => {
    const medicines = CATALOGUE.map((item) => ({ ...item }));
    const steps = prepareQueryIndex(medicines);
    steps.next();
    steps.next();
    const asked = queryCatalogue(medicines, query({ search: "para", sort: "name-asc" }));
    expect(names(asked.items)).toEqual(
      names(queryCatalogue(CATALOGUE, query({ search: "para", sort: "name-asc" })).items),
    );
    expect(steps.next().done).toBe(true);
  });

  it("a query after the steps end finds the index they built", () => {
    const medicines = CATALOGUE.map((item) => ({ ...item }));
    const steps = prepareQueryIndex(medicines);
    let count = 0;
    while (!steps.next().done) count++;
    expect(count).toBeGreaterThan(0);
    // Already built: preparing again takes no step.
    expect(prepareQueryIndex(medicines).next().done).toBe(true);
    expect(queryCatalogue(medicines, query({ sort: "price-asc" })).items.map((m) => m.name)).toEqual(
      names(queryCatalogue(CATALOGUE, query({ sort: "price-asc" })).items),
    );
  });
});

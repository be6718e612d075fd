import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueHref } from "~/catalogue/urls/links";
import { SCHEDULES } from "~/catalogue/medicine/schedule";
import { DEFAULT_QUERY, SORT_OPTIONS, toSearchParams, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { query } from "./query.test-data";
import { parseCatalogueQuery } from "./url-params";

const params = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

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

import { describe, expect, it } from "vitest";

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

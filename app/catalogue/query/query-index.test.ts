import { describe, expect, it } from "vitest";
import { queryCatalogue } from "./query";
import { categoryCount, facetsOf, prepareQueryIndex } from "./query-index";
import { CATALOGUE, medicine, names, query } from "./query.test-data";

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

  it("manufacturers are unique, trimmed, non-empty and alphabetical, each once however the sheet spells it", () => {
    const medicines = [
      ...CATALOGUE,
      medicine({ name: "x", manufacturer: "   " }),
      medicine({ name: "y", manufacturer: "Micro Labs Ltd" }),
      medicine({ name: "z", manufacturer: "abbott india ltd" }),
      medicine({ name: "w", manufacturer: "ABBOTT INDIA LTD." }),
      medicine({ name: "v", manufacturer: "ABBOTT INDIA LTD." }),
    ];
    // Three spellings of one manufacturer: named as most of its medicines spell it.
    expect(facetsOf(medicines).manufacturers).toEqual([
      "ABBOTT INDIA LTD.",
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

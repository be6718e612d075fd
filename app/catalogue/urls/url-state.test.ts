import { describe, expect, it } from "vitest";
import { catalogueHref } from "~/catalogue/urls/links";
import {
  changeQuery,
  clearFilters,
  DEFAULT_QUERY,
  hasFilters,
  normalizeSearch,
  resetQuery,
  type CatalogueQuery,
} from "~/catalogue/urls/url-state";

const query = (fields: Partial<CatalogueQuery> = {}): CatalogueQuery => ({ ...DEFAULT_QUERY, ...fields });

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

describe("normalizeSearch", () => {
  it("applies the URL's rules to typed text", () => {
    expect(normalizeSearch("  amox ")).toBe("amox");
    expect(normalizeSearch("a\tb")).toBe("a b");
    expect(normalizeSearch("x".repeat(300))).toHaveLength(200);
  });
});

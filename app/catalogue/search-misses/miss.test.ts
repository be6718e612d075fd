import { describe, expect, it } from "vitest";
import { queryCatalogue } from "~/catalogue/query/query";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { searchMissOf } from "./miss";

const medicines = [
  testMedicine(),
  testMedicine({
    id: "azee-500",
    name: "Azee 500 Tablet",
    genericName: "Azithromycin (500mg)",
    brand: "Cipla",
    manufacturer: "Cipla Ltd",
    category: "Antibiotics",
    categoryId: "antibiotics",
    prescription: true,
  }),
];

const missOf = (change: Partial<CatalogueQuery>) => {
  const query: CatalogueQuery = { ...DEFAULT_QUERY, sort: change.search ? "relevance" : "name-asc", ...change };
  return searchMissOf(medicines, queryCatalogue(medicines, query));
};

describe("searchMissOf", () => {
  it("is the normalised search text when the search finds nothing", () => {
    expect(missOf({ search: "  Zolgensma   ONA " })).toBe("zolgensma ona");
  });

  it("is null when the search finds something, or without search text", () => {
    expect(missOf({ search: "dolo" })).toBeNull();
    expect(missOf({ search: "" })).toBeNull();
    expect(missOf({ category: "antibiotics", manufacturer: "Micro Labs Ltd" })).toBeNull();
  });

  it("is null when only a filter makes the search find nothing", () => {
    // Dolo exists, but not among the antibiotics, Cipla's medicines or the prescription ones.
    expect(missOf({ search: "dolo", category: "antibiotics" })).toBeNull();
    expect(missOf({ search: "dolo", manufacturer: "Cipla Ltd" })).toBeNull();
    expect(missOf({ search: "dolo", rx: true })).toBeNull();
  });

  it("is the text when the search finds nothing with filters on, too", () => {
    expect(missOf({ search: "zolgensma", category: "antibiotics", rx: true })).toBe("zolgensma");
  });
});

import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { activeFilters, categoryLabel } from "./filters";
import { facetsOf } from "./query-index";
import { CATALOGUE, query } from "./query.test-data";

const en = translatorFor("en");

describe("categoryLabel", () => {
  it("names a slug from the catalogue or the home categories", () => {
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

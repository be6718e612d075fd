import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { stateAfterEvent } from "./use-mobile-events";

const on = (fields: Partial<CatalogueQuery>): CatalogueQuery => ({ ...DEFAULT_QUERY, ...fields });
const page3 = on({ search: "amox", category: "antibiotics", sort: "price-asc", page: 3, view: "list" });

describe("stateAfterEvent: the mobile window events", () => {
  it("mobileSearchChanged sets the search, trimmed, and returns to page 1", () => {
    expect(stateAfterEvent("mobileSearchChanged", "  dolo ", page3)).toEqual({ ...page3, search: "dolo", page: 1 });
    expect(stateAfterEvent("mobileSearchChanged", "", page3)).toEqual({ ...page3, search: "", page: 1 });
  });

  it("mobileCategoryChanged takes a slug or a display name; all or empty clears it", () => {
    expect(stateAfterEvent("mobileCategoryChanged", "painkillers", page3)?.category).toBe("painkillers");
    expect(stateAfterEvent("mobileCategoryChanged", "Pain Relief", page3)?.category).toBe("painkillers");
    expect(stateAfterEvent("mobileCategoryChanged", "Eye Care", page3)?.category).toBe("eye-care");
    expect(stateAfterEvent("mobileCategoryChanged", "all", page3)).toEqual({ ...page3, category: "", page: 1 });
    expect(stateAfterEvent("mobileCategoryChanged", "", page3)?.category).toBe("");
  });

  it("mobileManufacturerChanged sets the manufacturer as given; All clears it", () => {
    expect(stateAfterEvent("mobileManufacturerChanged", "Cipla Ltd", page3)).toEqual({
      ...page3,
      manufacturer: "Cipla Ltd",
      page: 1,
    });
    expect(stateAfterEvent("mobileManufacturerChanged", "All", on({ manufacturer: "Cipla Ltd" }))?.manufacturer).toBe(
      "",
    );
  });

  it("mobilePrescriptionChanged reads a flag as a boolean, number or text", () => {
    for (const detail of [true, "true", "1", 1, "yes", "on"]) {
      expect(stateAfterEvent("mobilePrescriptionChanged", detail, page3)?.rx).toBe(true);
    }
    for (const detail of [false, "false", "0", 0, "no", "off"]) {
      expect(stateAfterEvent("mobilePrescriptionChanged", detail, on({ rx: true }))?.rx).toBe(false);
    }
  });

  it("mobileReset clears filters and sort, keeping view and paging", () => {
    expect(stateAfterEvent("mobileReset", undefined, page3)).toEqual(on({ view: "list" }));
  });

  it("ignores a detail of the wrong type", () => {
    expect(stateAfterEvent("mobileSearchChanged", 42, page3)).toBeNull();
    expect(stateAfterEvent("mobileCategoryChanged", { id: "x" }, page3)).toBeNull();
    expect(stateAfterEvent("mobileManufacturerChanged", null, page3)).toBeNull();
    expect(stateAfterEvent("mobilePrescriptionChanged", "maybe", page3)).toBeNull();
    expect(stateAfterEvent("mobilePrescriptionChanged", undefined, page3)).toBeNull();
  });
});

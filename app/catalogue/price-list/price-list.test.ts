import { describe, expect, it } from "vitest";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { queryCatalogue } from "~/catalogue/query/query";
import { facetsOf } from "~/catalogue/query/query-index";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";
import { priceListOf, viewInWords } from "./price-list";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

/** 60 medicines: two and a half catalogue pages, prices in an order unlike the names'. */
const medicines = Array.from({ length: 60 }, (_, index) =>
  testMedicine({
    id: `m${index}`,
    name: `Medicine ${String(index).padStart(2, "0")}`,
    rate: index % 7 === 0 ? undefined : ((index * 37) % 101) + 1,
    mrp: undefined,
    prescription: index % 3 === 0,
    manufacturer: index % 2 ? "Cipla Ltd" : "Sun Pharma",
  }),
);
const SHEET = { name: "Product Name", sellingPrice: "Rate", manufacturer: "Manufacturer" };
const query = (params: string): CatalogueQuery => parseCatalogueQuery(new URLSearchParams(params));

/** What the catalogue shows for a state, page after page. */
function cataloguePages(requested: CatalogueQuery): string[] {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const result = queryCatalogue(medicines, { ...requested, page });
    names.push(...result.items.map((medicine) => medicine.name));
    if (page >= result.pageCount) return names;
  }
}

describe("priceListOf", () => {
  it("lists every medicine of the view, all pages, in the catalogue's order", () => {
    for (const params of ["", "sort=price-desc", "sort=price-asc&rx=1", "manufacturer=Cipla+Ltd&sort=name-desc"]) {
      const list = priceListOf(medicines, SHEET, query(params), en);
      const expected = cataloguePages(query(params));
      expect(list.medicines.map((medicine) => medicine.name)).toEqual(expected);
      expect(list.total).toBe(expected.length);
    }
  });

  it("puts the medicines without a price last in a price order, as the catalogue does", () => {
    const names = priceListOf(medicines, SHEET, query("sort=price-asc"), en).medicines;
    const firstUnpriced = names.findIndex((medicine) => medicine.rate === undefined);
    expect(firstUnpriced).toBeGreaterThan(0);
    expect(names.slice(firstUnpriced).every((medicine) => medicine.rate === undefined)).toBe(true);
  });

  it("ignores the page, the view and the paging mode of the link", () => {
    const all = priceListOf(medicines, SHEET, query("sort=price-desc"), en).medicines;
    expect(priceListOf(medicines, SHEET, query("sort=price-desc&page=3&view=list&paging=more"), en).medicines).toEqual(
      all,
    );
    expect(all).toHaveLength(60);
  });

  it("keeps only the first `limit`, and still counts them all", () => {
    const list = priceListOf(medicines, SHEET, query("sort=name-desc"), en, { limit: 10 });
    expect(list.medicines.map((medicine) => medicine.name)).toEqual(
      cataloguePages(query("sort=name-desc")).slice(0, 10),
    );
    expect(list.total).toBe(60);
  });

  it("applies the query as the catalogue does: an unknown manufacturer is no filter", () => {
    const list = priceListOf(medicines, SHEET, query("manufacturer=Nobody"), en);
    expect(list.query.manufacturer).toBe("");
    expect(list.total).toBe(60);
  });

  it("is empty when nothing matches", () => {
    const list = priceListOf(medicines, SHEET, query("search=zzzzzz"), en);
    expect(list.medicines).toEqual([]);
    expect(list.total).toBe(0);
  });
});

describe("viewInWords", () => {
  const facets = facetsOf(medicines);

  it("says each filter as its chip does, and the order", () => {
    expect(viewInWords(query("search=medicine&manufacturer=Cipla+Ltd&rx=1&sort=price-asc"), facets, en)).toEqual({
      filters: ["Search: “medicine”", "Manufacturer: Cipla Ltd", "Prescription only"],
      order: "Price: low to high",
    });
  });

  it('says "All medicines" without filters', () => {
    expect(viewInWords(query(""), facets, en)).toEqual({ filters: ["All medicines"], order: "Name (A–Z)" });
  });

  it("says the view in Hindi on a Hindi list", () => {
    expect(viewInWords(query(""), facets, translatorFor("hi"))).toEqual({ filters: ["सभी दवाएँ"], order: "नाम (A–Z)" });
    expect(viewInWords(query("sort=price-desc&rx=1"), facets, translatorFor("hi")).order).toBe("दाम: ज़्यादा से कम");
  });
});

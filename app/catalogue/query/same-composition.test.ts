import { describe, expect, it } from "vitest";
import { searchMissOf } from "~/catalogue/search-misses/miss";
import { cataloguePage, type CardMarks } from "./catalogue-page";
import { queryCatalogue } from "./query";
import { CATALOGUE, names, query } from "./query.test-data";
import { suggestionsFor } from "./suggestions";

/**
 * A brand with a strength the catalogue lacks (decision 64): the test catalogue has Dolo only at
 * 650 mg, and paracetamol 500 mg as Calpol 500.
 */
describe("a brand's missing strength answered with its composition's medicines", () => {
  it("is the catalogue's results, said so, with the marks of what they matched", () => {
    const result = queryCatalogue(CATALOGUE, query({ search: "dolo 500" }));
    expect(names(result.items)).toEqual(["Calpol 500 Tablet"]);
    expect(result.total).toBe(1);
    expect(result.sameComposition).toEqual({ brand: "dolo", strength: "500", search: "Paracetamol 500" });
    // The search typed stays the page's search (the box, the links); only the results change.
    expect(result.query.search).toBe("dolo 500");
    const page = cataloguePage(
      CATALOGUE,
      query({ search: "dolo 500" }),
      { version: "v" } as never,
      (m): { id: string; marks?: CardMarks } => ({ id: m.id }),
    );
    expect(page.sameComposition).toEqual(result.sameComposition);
    expect(page.help).toBeNull();
    expect(page.medicines[0]!.marks?.genericName).toBeDefined();
  });

  it("is not a search miss when it shows medicines", () => {
    const shown = queryCatalogue(CATALOGUE, query({ search: "dolo 500" }));
    expect(searchMissOf(CATALOGUE, shown)).toBeNull();
    const nothing = queryCatalogue(CATALOGUE, query({ search: "dolo 999" }));
    expect(searchMissOf(CATALOGUE, nothing)).toBe("dolo 999");
  });

  it("is nothing when no medicine of the composition has the strength, or the filters leave none", () => {
    const none = queryCatalogue(CATALOGUE, query({ search: "dolo 999" }));
    expect(none.total).toBe(0);
    expect(none.sameComposition).toBeUndefined();
    const filtered = queryCatalogue(CATALOGUE, query({ search: "dolo 500", rx: true }));
    expect(filtered.total).toBe(0);
    expect(filtered.sameComposition).toBeUndefined();
    // A search the catalogue answers is answered as before.
    const found = queryCatalogue(CATALOGUE, query({ search: "dolo 650" }));
    expect(names(found.items)).toEqual(["Dolo 650 Tablet"]);
    expect(found.sameComposition).toBeUndefined();
  });

  it("is the header's suggestions: the composition's medicines, each saying what was asked", () => {
    const [first] = suggestionsFor(CATALOGUE, "dolo 500");
    expect(first).toMatchObject({
      kind: "medicine",
      label: "Calpol 500 Tablet",
      href: "/medicines/calpol-500-tablet",
      sameComposition: { brand: "dolo", strength: "500" },
    });
    expect(suggestionsFor(CATALOGUE, "dolo 999")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { CATALOGUE, medicine } from "./query.test-data";
import { suggestionsFor } from "./suggestions";

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

import { describe, expect, it } from "vitest";
import { fixtureGviz, syntheticGviz } from "./catalogues";
import { HOME_CATEGORIES } from "~/catalogue/medicine/categories";
import { parseGviz } from "~/catalogue/sheet/gviz";
import { catalogueFromGviz, importCatalogue } from "~/catalogue/import/import";

// The benchmarks measure these catalogues: they must import whole, or the numbers mean nothing.
// Reading 11.8k rows takes seconds on a busy machine, hence the generous time limit.
const SLOW = 60_000;

describe("benchmark catalogues", () => {
  it(
    "imports every row of the real 11.8k fixture, reading every column it has; identical rows once",
    () => {
      const { medicines, report } = catalogueFromGviz(fixtureGviz());
      // 11,825 rows, of which 324 repeat an earlier row's name, composition, manufacturer and pack
      // (docs/product.md 3.8): each is named in the report, none is lost unsaid.
      expect(medicines).toHaveLength(11_501);
      expect(report.skippedRowCount).toBe(324);
      expect(report.skippedRows.every((row) => row.reason.endsWith("shown once"))).toBe(true);
      expect(report.invalidCellCount).toBe(0);
      expect(report.unknownHeaders).toEqual([]);
      const categoryIds = new Set(medicines.map((medicine) => medicine.categoryId));
      for (const { id } of HOME_CATEGORIES) expect(categoryIds).toContain(id);
      expect(medicines.every((medicine) => medicine.imageUrls.length === 0)).toBe(true);
    },
    SLOW,
  );

  it(
    "makes synthetic catalogues of the requested size, the same every time, in the fixture's columns",
    () => {
      const text = syntheticGviz(500);
      expect(syntheticGviz(500)).toBe(text);
      // Large enough that rows drawn at random would repeat one already drawn.
      expect(importCatalogue(parseGviz(syntheticGviz(5_000))).medicines).toHaveLength(5_000);
      const table = parseGviz(text);
      expect(table.columns).toEqual(parseGviz(fixtureGviz()).columns);
      const { medicines, report } = importCatalogue(table);
      expect(medicines).toHaveLength(500);
      expect(new Set(medicines.map((medicine) => medicine.id)).size).toBe(500);
      expect(report.invalidCellCount).toBe(0);
      expect(
        medicines.some(
          (medicine) => medicine.mrp !== undefined && medicine.rate !== undefined && medicine.rate < medicine.mrp,
        ),
      ).toBe(true);
    },
    SLOW,
  );
});

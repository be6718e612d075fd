import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GvizTable } from "~/catalogue/sheet/gviz";
import { availabilityOf } from "~/catalogue/medicine/availability";
import { parseSheetNumber, splitImageUrls } from "./cells";
import { HEADER_ALIASES } from "./columns";
import { importCatalogue } from "./import";
import { medicineSchema } from "~/catalogue/medicine/medicine";

const ALIASES = Object.values(HEADER_ALIASES).flat();

/** Header texts: real aliases in odd spellings, traps, and anything. */
const header = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALIASES).map((alias) => alias.toUpperCase()) },
  { weight: 2, arbitrary: fc.constantFrom(...ALIASES) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "Name (2)", "MRP (₹)", "", " ", "A", "Column 3"),
  },
  { weight: 2, arbitrary: fc.string() },
);

/** Cell texts people type, edge cases, and anything. */
const cellText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "yes",
      "Y",
      "no",
      "1",
      "0",
      "20",
      "21",
      "-5",
      "20.5",
      "₹1,234.50",
      "Rs. 45",
      "INR 1,20,000",
      "12%",
      "abc",
      "1e999",
      "Paracetamol 500mg Tablet",
      "Pain Relief",
      "a",
      "a",
      "a-2",
      "007",
      "https://cdn.example.com/w_1,h_2/x.png, /img/a.png",
      "javascript:alert(1)",
      "//evil.example/x.png",
      "Fever, , Cold",
      "9".repeat(400),
    ),
  },
  { weight: 2, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...ALIASES) },
  { weight: 3, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme" }) },
);

const table: fc.Arbitrary<GvizTable> = fc.uniqueArray(header, { maxLength: 10 }).chain((columns) =>
  fc.record({
    columns: fc.constant(columns),
    rows: fc.array(
      fc
        .array(cellText, { minLength: columns.length, maxLength: columns.length })
        .map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ""]))),
      { maxLength: 25 },
    ),
  }),
);

const URL_SAFE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("importCatalogue properties", () => {
  it("never throws; every medicine is valid; ids are unique, non-empty and URL-safe; availability follows stock", () => {
    fc.assert(
      fc.property(table, (sheet) => {
        const { medicines, report } = importCatalogue(sheet);
        const ids = new Set<string>();
        for (const medicine of medicines) {
          expect(() => medicineSchema.parse(medicine)).not.toThrow();
          expect(medicine.id).not.toBe("");
          expect(medicine.id).toMatch(URL_SAFE_ID);
          expect(ids.has(medicine.id)).toBe(false);
          ids.add(medicine.id);
          // Stock and availability come together; a price, when there is one, is a real number.
          expect(medicine.availability).toBe(medicine.stock === undefined ? undefined : availabilityOf(medicine.stock));
          if (medicine.rate !== undefined) expect(Number.isFinite(medicine.rate)).toBe(true);
          if (medicine.mrp !== undefined) expect(Number.isFinite(medicine.mrp)).toBe(true);
          if (medicine.stock !== undefined) expect(Number.isFinite(medicine.stock)).toBe(true);
          if (medicine.rating !== undefined) expect(medicine.rating).toBeGreaterThanOrEqual(0);
          if (medicine.rating !== undefined) expect(medicine.rating).toBeLessThanOrEqual(5);
          if (medicine.gst !== undefined) expect(medicine.gst).toBeGreaterThanOrEqual(0);
          expect(medicine.name.trim()).not.toBe("");
          for (const url of medicine.imageUrls) {
            expect(/^https?:\/\//.test(url) || (url.startsWith("/") && !url.startsWith("//"))).toBe(true);
          }
          for (const item of [...medicine.uses, ...medicine.sideEffects, ...medicine.contraindications]) {
            expect(item).toBe(item.trim());
            expect(item).not.toBe("");
          }
        }
        // The report adds up and survives JSON.
        expect(report.medicineCount).toBe(medicines.length);
        expect(report.rowsRead).toBe(sheet.rows.length - (report.headerRowInData ? 1 : 0));
        expect(report.medicineCount + report.skippedRowCount).toBe(report.rowsRead);
        expect(report.skippedRows.length).toBeLessThanOrEqual(report.skippedRowCount);
        expect(report.invalidCells.length).toBeLessThanOrEqual(report.invalidCellCount);
        expect(report.warnings.length).toBeLessThanOrEqual(report.warningCount);
        expect(JSON.parse(JSON.stringify(report))).toEqual(report);
      }),
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(table, (sheet) => {
        expect(importCatalogue(sheet).medicines.map((m) => m.id)).toEqual(
          importCatalogue(sheet).medicines.map((m) => m.id),
        );
      }),
    );
  });

  it("survives tables that break the GvizTable promises (duplicate columns, missing cells)", () => {
    fc.assert(
      fc.property(
        fc.array(header, { maxLength: 6 }),
        fc.array(fc.dictionary(fc.oneof(header, fc.string()), cellText), { maxLength: 10 }),
        (columns, rows) => {
          const { medicines } = importCatalogue({ columns, rows });
          expect(new Set(medicines.map((m) => m.id)).size).toBe(medicines.length);
          for (const medicine of medicines) medicineSchema.parse(medicine);
        },
      ),
    );
  });
});

describe("parseSheetNumber properties", () => {
  it("never throws and returns null or a finite number", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const value = parseSheetNumber(text);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
    );
  });

  it("reads back numbers written with Western or Indian grouping, with or without ₹", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom("en-US", "en-IN"),
        fc.constantFrom("", "₹", "Rs. ", "INR "),
        (whole, cents, locale, currency) => {
          const value = whole + Math.sign(whole || 1) * (cents / 100);
          const text = Math.abs(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
          const written = `${value < 0 ? "-" : ""}${currency}${text}`;
          expect(parseSheetNumber(written)).toBeCloseTo(value, 6);
        },
      ),
    );
  });
});

describe("splitImageUrls properties", () => {
  it("keeps only http(s) or single-slash relative URLs, whatever the cell holds", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((url) => `${url}, javascript:alert(1) //x /${url}`),
        ),
        (text) => {
          const { urls } = splitImageUrls(text);
          for (const url of urls) {
            expect(/^https?:\/\/[^\s]+$/.test(url) || /^\/(?![/\\])\S*$/.test(url)).toBe(true);
          }
        },
      ),
    );
  });

  it("keeps every well-formed web URL it is given, separated any accepted way", () => {
    // The limits of splitting: a URL holding a separator (";", "|", white space, ",http", ",/")
    // or ending in "," cannot be told apart from a list.
    const splittable = (url: string): boolean => !/[;|\s]|,$|,(?:https?:|\/)/i.test(url);
    fc.assert(
      fc.property(
        fc.array(fc.webUrl({ withQueryParameters: true, withFragments: true }).filter(splittable), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom("\n", " ", " | ", ";", ", "),
        (list, separator) => {
          const { urls, rejected } = splitImageUrls(list.join(separator));
          expect(rejected).toEqual([]);
          expect(urls).toHaveLength(list.length);
          urls.forEach((url, index) => expect(url).toBe(new URL(list[index] ?? "").href));
        },
      ),
    );
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOME_CATEGORIES } from "~/catalogue/medicine/categories";
import { compositionKey, formFamily } from "~/catalogue/compare/composition-key";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { needsPrescription, readSchedule, SCHEDULES } from "~/catalogue/medicine/schedule";
import { parseGviz } from "~/catalogue/sheet/gviz";
import { unitPriceOf } from "~/catalogue/trade/unit-price";
import { isTruthy } from "./cells";
import { importCatalogue } from "./import";
import { orderingPrice } from "~/catalogue/trade/trade-price";

// The bundled sample is what `npm start` serves on a fresh clone: it must stay a
// catalogue worth browsing, not merely one that parses.
const sheet = parseGviz(readFileSync("data/sample-catalogue.gviz.txt", "utf8"));
const { medicines, report } = importCatalogue(sheet);

/** Medicines that stand in for each other (docs/product.md 11.3): same composition, same kind of form. */
const sameComposition = new Map<string, Medicine[]>();
for (const medicine of medicines) {
  const composition = compositionKey(medicine.genericName);
  const family = formFamily(medicine.form, medicine.name);
  if (composition === undefined || family === undefined) continue;
  const key = `${composition} | ${family}`;
  sameComposition.set(key, [...(sameComposition.get(key) ?? []), medicine]);
}
const alternativesOf = (medicine: Medicine): Medicine[] =>
  [...sameComposition.values()].find((group) => group.includes(medicine))?.filter((other) => other !== medicine) ?? [];
const unitPrice = (medicine: Medicine) => unitPriceOf(orderingPrice(medicine), medicine.packContent);

describe("the bundled sample catalogue", () => {
  it("imports 400–1000 medicines; the only unreadable cells are a few packs written the trade's way", () => {
    expect(medicines.length).toBeGreaterThanOrEqual(400);
    expect(medicines.length).toBeLessThanOrEqual(1000);
    expect(report.unknownHeaders).toEqual([]);
    expect(report.invalidCells.map((cell) => cell.column)).toEqual(report.invalidCells.map(() => "Pack"));
    expect(report.invalidCellCount).toBe(report.invalidCells.length);
    expect(report.invalidCellCount).toBeLessThanOrEqual(medicines.length * 0.02);
  });

  it("populates every home category well", () => {
    for (const category of HOME_CATEGORIES) {
      const count = medicines.filter((m) => m.categoryId === category.id).length;
      expect(count, category.name).toBeGreaterThanOrEqual(50);
    }
  });

  it("mixes in-stock, low and out-of-stock medicines", () => {
    for (const availability of ["In Stock", "Low Stock", "Out of Stock"] as const) {
      const share = medicines.filter((m) => m.availability === availability).length / medicines.length;
      expect(share, availability).toBeGreaterThan(0.05);
    }
  });

  it("has selling rates below MRP for part of the catalogue, GST for part, and both Rx and OTC medicines", () => {
    const discounted = medicines.filter((m) => m.mrp !== undefined && m.rate !== undefined && m.mrp > m.rate).length;
    const withGst = medicines.filter((m) => m.gst !== undefined).length;
    const rx = medicines.filter((m) => m.prescription).length;
    for (const count of [discounted, withGst, rx]) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(medicines.length);
    }
    expect(medicines.every((m) => m.rate === undefined || m.rate > 0)).toBe(true);
  });

  it("lists a few medicines without a price, which have no price per unit either", () => {
    const onRequest = medicines.filter((m) => orderingPrice(m) === undefined);
    expect(onRequest.length).toBeGreaterThanOrEqual(4);
    expect(onRequest.length).toBeLessThanOrEqual(8);
    for (const medicine of onRequest) {
      expect(medicine.mrp, medicine.name).toBeUndefined();
      expect(unitPrice(medicine), medicine.name).toBeUndefined();
    }
  });

  it("has a Pack column on part of the rows, nearly all of it readable; other rows rely on the form or have no pack", () => {
    const withPackCell = medicines.filter((m) => m.pack !== undefined);
    expect(withPackCell.length).toBeGreaterThan(medicines.length * 0.3);
    expect(withPackCell.length).toBeLessThan(medicines.length * 0.8);
    const readable = withPackCell.filter((m) => m.packContent !== undefined).length;
    expect(readable / withPackCell.length).toBeGreaterThanOrEqual(0.98);

    const packFromForm = medicines.filter((m) => m.pack === undefined && m.packContent !== undefined);
    expect(packFromForm.length).toBeGreaterThan(medicines.length * 0.1);
    const noPack = medicines.filter((m) => m.packContent === undefined);
    expect(noPack.length).toBeGreaterThan(medicines.length * 0.05);
    // Packs in trade shorthand: a box of ten strips is a hundred tablets.
    expect(medicines.some((m) => m.pack === "10 x 10 Tablets" && m.packContent?.units === 100)).toBe(true);
  });

  it("has schedules H, H1 and OTC, and its Rx column agrees with them", () => {
    const count = (schedule: string | undefined) => medicines.filter((m) => m.schedule === schedule).length;
    expect(count("H")).toBeGreaterThan(medicines.length * 0.3);
    expect(count("H1")).toBeGreaterThanOrEqual(10);
    expect(count("OTC")).toBeGreaterThan(medicines.length * 0.05);
    const blank = count(undefined);
    expect(blank).toBeGreaterThan(0);
    expect(blank).toBeLessThan(medicines.length * 0.2);

    // The sheet itself agrees, not only the importer (which makes H, H1 and X prescription-only).
    const { schedule: scheduleColumn, prescription: rxColumn, name: nameColumn } = report.columnsUsed;
    for (const row of sheet.rows) {
      const schedule = readSchedule(row[scheduleColumn!]!);
      if (schedule === undefined) continue;
      expect(isTruthy(row[rxColumn!]!), `${row[nameColumn!]} (${schedule})`).toBe(needsPrescription(schedule));
    }
    // Schedule H1 (GSR 588(E)): third-generation cephalosporins, levofloxacin, anti-TB drugs, alprazolam.
    for (const molecule of [/cefixime/i, /levofloxacin/i, /isoniazid/i, /alprazolam/i]) {
      const scheduled = medicines.filter((m) => molecule.test(m.genericName) && m.schedule !== undefined);
      expect(scheduled.length, String(molecule)).toBeGreaterThan(0);
      expect(new Set(scheduled.map((m) => m.schedule)), String(molecule)).toEqual(new Set(["H1"]));
    }
  });

  it("writes some schedules loosely ('Sch H1', 'otc') and reads every one of them", () => {
    const column = report.columnsUsed.schedule;
    expect(column).toBe("Schedule");
    const written = sheet.rows.map((row) => row[column!]!.trim()).filter((text) => text !== "");
    const loose = written.filter((text) => !(SCHEDULES as readonly string[]).includes(text));
    expect(loose.length).toBeGreaterThanOrEqual(5);
    expect(loose.length).toBeLessThan(written.length * 0.1);
    expect(medicines.filter((m) => m.schedule !== undefined)).toHaveLength(written.length);
  });

  it("has brands of the same composition at different prices per unit, also in packs of different sizes", () => {
    const compared = [...sameComposition.values()].filter(
      (group) =>
        group.length >= 2 &&
        group.length <= 5 &&
        new Set(group.map(unitPrice).filter((price) => price !== undefined)).size >= 2,
    );
    expect(compared.length).toBeGreaterThanOrEqual(10);
    const packSizes = (group: Medicine[]) => new Set(group.map((m) => m.packContent?.units).filter(Boolean)).size;
    expect(compared.filter((group) => packSizes(group) >= 2).length).toBeGreaterThanOrEqual(5);

    for (const composition of [
      "Paracetamol (650mg)",
      "Amoxycillin (500mg) + Clavulanic Acid (125mg)",
      "Azithromycin (500mg)",
      "Cetirizine (10mg)",
      "Pantoprazole (40mg)",
      "Atorvastatin (10mg)",
      "Metformin (500mg)",
    ]) {
      const brands = sameComposition.get(`${compositionKey(composition)} | solid oral`) ?? [];
      expect(brands.length, composition).toBeGreaterThanOrEqual(3);
    }
  });

  it("has out-of-stock medicines with an alternative of the same composition in stock", () => {
    const outWithAlternative = medicines.filter(
      (m) =>
        m.availability === "Out of Stock" && alternativesOf(m).some((other) => other.availability !== "Out of Stock"),
    );
    expect(outWithAlternative.length).toBeGreaterThanOrEqual(10);
  });

  it("links no third-party images", () => {
    expect(medicines.every((m) => m.imageUrls.every((url) => url.startsWith("/")))).toBe(true);
  });
});

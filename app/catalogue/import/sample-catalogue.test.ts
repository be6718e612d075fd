import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOME_CATEGORIES } from "~/catalogue/categories";
import { catalogueFromGviz } from "./import";

// The bundled sample is what `npm start` serves on a fresh clone: it must stay a
// catalogue worth browsing, not merely one that parses.
const { medicines, report } = catalogueFromGviz(readFileSync("data/sample-catalogue.gviz.txt", "utf8"));

describe("the bundled sample catalogue", () => {
  it("imports 400–1000 medicines with nothing unreadable", () => {
    expect(medicines.length).toBeGreaterThanOrEqual(400);
    expect(medicines.length).toBeLessThanOrEqual(1000);
    expect(report.invalidCellCount).toBe(0);
    expect(report.unknownHeaders).toEqual([]);
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
    const discounted = medicines.filter((m) => m.mrp !== undefined && m.mrp > m.price).length;
    const withGst = medicines.filter((m) => m.gst !== undefined).length;
    const rx = medicines.filter((m) => m.prescription).length;
    for (const count of [discounted, withGst, rx]) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(medicines.length);
    }
    expect(medicines.every((m) => m.price > 0)).toBe(true);
  });

  it("links no third-party images", () => {
    expect(medicines.every((m) => m.imageUrls.every((url) => url.startsWith("/")))).toBe(true);
  });
});

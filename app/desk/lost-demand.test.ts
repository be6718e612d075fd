import { describe, expect, it } from "vitest";
import { askedWhileOutOfStock, lostDemand } from "./lost-demand";

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

describe("lost demand", () => {
  it("puts searches and order lines of the same normalised text together, with distinct buyers", () => {
    const rows = lostDemand(
      [
        { text: "zincovit syrup", count: 4, lastSeen: day(20) },
        { text: "cough drops", count: 1, lastSeen: day(25) },
      ],
      [
        { text: "Zincovit  Syrup", buyer: "98765 43210", at: day(22) },
        { text: "ZINCOVIT SYRUP", buyer: "98765 43210", at: day(21) },
        { text: "zincovit syrup", buyer: "Ravi@Example.com", at: day(19) },
        { text: "   ", buyer: "x", at: day(1) },
      ],
    );
    expect(rows).toEqual([
      { text: "zincovit syrup", count: 7, searches: 4, lines: 3, buyers: 2, lastSeen: day(22) },
      { text: "cough drops", count: 1, searches: 1, lines: 0, buyers: 0, lastSeen: day(25) },
    ]);
  });
});

describe("medicines asked for while out of stock", () => {
  it("puts order lines and open requests of one medicine together, one buyer however spelt", () => {
    const rows = askedWhileOutOfStock(
      [
        { medicineId: "azee-500", name: "Azee 500", buyer: "98765 43210", at: day(20) },
        { medicineId: "azee-500", name: "Azee 500 Tablet", buyer: "ravi@example.com", at: day(22) },
        { medicineId: "pan-40", name: "Pan 40", buyer: "ravi@example.com", at: day(21) },
      ],
      [
        // The same buyer as the first line: the request keeps the number as wa.me writes it.
        { medicineId: "azee-500", name: "Azee 500", contact: "919876543210", createdAt: day(21) },
        { medicineId: "azee-500", name: "Azee 500", contact: "other@example.com", createdAt: day(19) },
        { medicineId: "zifi-200", name: "Zifi 200", contact: "Ravi@Example.com", createdAt: day(25) },
      ],
    );
    expect(rows).toEqual([
      {
        medicineId: "azee-500",
        name: "Azee 500 Tablet",
        count: 4,
        lines: 2,
        requests: 2,
        buyers: 3,
        lastAsked: day(22),
      },
      { medicineId: "zifi-200", name: "Zifi 200", count: 1, lines: 0, requests: 1, buyers: 1, lastAsked: day(25) },
      { medicineId: "pan-40", name: "Pan 40", count: 1, lines: 1, requests: 0, buyers: 1, lastAsked: day(21) },
    ]);
  });

  it("is empty when nothing was asked for while out of stock", () => {
    expect(askedWhileOutOfStock([], [])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { lostDemand } from "./lost-demand";

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

import { describe, expect, it } from "vitest";
import { lostDemand } from "./lost-demand";
import { lostDemandCsv } from "./lost-demand.server";

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

describe("lost demand CSV", () => {
  it("downloads as formula-safe CSV", () => {
    const csv = lostDemandCsv(lostDemand([], [{ text: "=cmd|' /C calc'!A0", buyer: "b", at: day(2) }]));
    expect(csv.split("\r\n")[0]).toBe("\uFEFFText,Count,Searches,Order lines,Buyers,Last seen");
    expect(csv.split("\r\n")[1]).toMatch(/^"?'=cmd/);
  });
});

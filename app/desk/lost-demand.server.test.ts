import { describe, expect, it } from "vitest";
import { askedWhileOutOfStock, lostDemand } from "./lost-demand";
import { lostDemandCsv, lostDemandOf } from "./lost-demand.server";

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

describe("lost demand CSV", () => {
  it("downloads both groups as formula-safe CSV, a medicine with its page's address", () => {
    const csv = lostDemandCsv(
      {
        rows: lostDemand([], [{ text: "=cmd|' /C calc'!A0", buyer: "b", at: day(2) }]),
        outOfStock: askedWhileOutOfStock(
          [{ medicineId: "azee-500", name: "Azee 500", buyer: "98765 43210", at: day(3) }],
          [{ medicineId: "azee-500", name: "Azee 500", contact: "919876543210", createdAt: day(4) }],
        ),
      },
      "https://pharma.example/",
    );
    const [header, found, stock] = csv.split("\r\n");
    expect(header).toBe(
      "\uFEFFGroup,Text,Count,Searches,Order lines,Notify me requests,Buyers,Last seen,Medicine page",
    );
    expect(found).toMatch(/^Not found,"?'=cmd/);
    expect(stock).toBe(
      "Out of stock,Azee 500,2,,1,1,1,2026-11-04T00:00:00.000Z,https://pharma.example/medicines/azee-500",
    );
  });
});

describe("lost demand of a period", () => {
  it("reads every source since the period's start; an unknown period is 30 days", async () => {
    const sinces: Date[] = [];
    const since = (at: Date) => {
      sinces.push(at);
      return Promise.resolve([]);
    };
    const stores = {
      desk: { freeTextLines: since, outOfStockLines: since },
      searchMisses: { list: ({ since: at }: { since: Date }) => since(at) },
      stockRequests: { openRequests: since },
    };
    const now = day(30);
    const demand = await lostDemandOf(new URL("https://x/desk/demand?days=7"), stores, now);
    expect(demand).toEqual({ days: 7, rows: [], outOfStock: [], requestsRead: true });
    expect(sinces).toEqual(Array(4).fill(day(23)));
    expect((await lostDemandOf(new URL("https://x/desk/demand?days=12"), stores, now)).days).toBe(30);
  });

  it("still gives the order lines when the Notify me requests cannot be read, and says so", async () => {
    const line = { medicineId: "azee-500", name: "Azee 500", buyer: "98765 43210", at: day(29) };
    const demand = await lostDemandOf(new URL("https://x/desk/demand"), {
      desk: { freeTextLines: async () => [], outOfStockLines: async () => [line] },
      searchMisses: { list: async () => [] },
      stockRequests: { openRequests: () => Promise.reject(new Error("database out of reach")) },
    });
    expect(demand.requestsRead).toBe(false);
    expect(demand.outOfStock).toMatchObject([{ medicineId: "azee-500", lines: 1, requests: 0 }]);
  });
});

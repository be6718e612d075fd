import { z } from "zod";
import type { StockRequestStore } from "~/back-in-stock/index.server";
import type { SearchMissStore } from "~/catalogue/index.server";
import { medicineHref } from "~/catalogue";
import { toCsv, UTF8_BOM } from "~/formatting/csv";
import {
  askedWhileOutOfStock,
  DEMAND_PERIODS,
  lostDemand,
  type DemandPeriod,
  type DemandRow,
  type OutOfStockRow,
} from "./lost-demand";
import type { DeskStore } from "./store.server";

const DAY_MS = 86_400_000;
/** Open requests read at most: far more than a period holds; the page shows 200 medicines. */
const REQUESTS_READ = 50_000;

/** The period an address asks for (`?days=30`); anything else is 30 days. */
const periodSchema = z.coerce
  .number()
  .refine((days): days is DemandPeriod => (DEMAND_PERIODS as readonly number[]).includes(days))
  .catch(30);

export type LostDemand = {
  days: DemandPeriod;
  rows: DemandRow[];
  outOfStock: OutOfStockRow[];
  /** False when the "Notify me" requests could not be read (their database out of reach): lines only. */
  requestsRead: boolean;
};

/**
 * Lost demand over the period the address asks for, for the page and its CSV: what the catalogue
 * could not answer (searches, lines "not in the catalogue"), and the medicines asked for while out
 * of stock (lines sent then, "Notify me" requests still open, made in the period).
 */
export async function lostDemandOf(
  url: URL,
  stores: {
    desk: Pick<DeskStore, "freeTextLines" | "outOfStockLines">;
    searchMisses: Pick<SearchMissStore, "list">;
    stockRequests: Pick<StockRequestStore, "openRequests">;
  },
  now = new Date(),
): Promise<LostDemand> {
  const days = periodSchema.parse(url.searchParams.get("days") ?? undefined) as DemandPeriod;
  const since = new Date(now.getTime() - days * DAY_MS);
  const [misses, lines, outOfStockLines, requests] = await Promise.all([
    stores.searchMisses.list({ since }),
    stores.desk.freeTextLines(since),
    stores.desk.outOfStockLines(since),
    // Another feature's store: its failure leaves the rest of the page standing, and is said there.
    stores.stockRequests.openRequests(since, REQUESTS_READ).catch(() => null),
  ]);
  return {
    days,
    rows: lostDemand(misses, lines),
    outOfStock: askedWhileOutOfStock(outOfStockLines, requests ?? []),
    requestsRead: requests !== null,
  };
}

/**
 * The CSV download, both groups one after the other, each row saying its group: formula-safe, a
 * byte order mark for Excel, times in UTC (ISO 8601), a medicine's page as a full address.
 */
export function lostDemandCsv(demand: Pick<LostDemand, "rows" | "outOfStock">, siteUrl: string): string {
  const base = siteUrl.replace(/\/$/, "");
  return (
    UTF8_BOM +
    toCsv(
      [
        "Group",
        "Text",
        "Count",
        "Searches",
        "Order lines",
        "Notify me requests",
        "Buyers",
        "Last seen",
        "Medicine page",
      ],
      [
        ...demand.rows.map((row) => [
          "Not found",
          row.text,
          row.count,
          row.searches,
          row.lines,
          "",
          row.buyers,
          row.lastSeen.toISOString(),
          "",
        ]),
        ...demand.outOfStock.map((row) => [
          "Out of stock",
          row.name,
          row.count,
          "",
          row.lines,
          row.requests,
          row.buyers,
          row.lastAsked.toISOString(),
          `${base}${medicineHref(row.medicineId)}`,
        ]),
      ],
    )
  );
}

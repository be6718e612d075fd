import { z } from "zod";
import type { SearchMissStore } from "~/catalogue/index.server";
import { toCsv, UTF8_BOM } from "~/formatting/csv";
import { DEMAND_PERIODS, lostDemand, type DemandPeriod, type DemandRow } from "./lost-demand";
import type { DeskStore } from "./store.server";

const DAY_MS = 86_400_000;

/** The period an address asks for (`?days=30`); anything else is 30 days. */
const periodSchema = z.coerce
  .number()
  .refine((days): days is DemandPeriod => (DEMAND_PERIODS as readonly number[]).includes(days))
  .catch(30);

/** Lost demand over the period the address asks for, for the page and its CSV. */
export async function lostDemandOf(
  url: URL,
  stores: { desk: DeskStore; searchMisses: SearchMissStore },
  now = new Date(),
): Promise<{ days: DemandPeriod; rows: DemandRow[] }> {
  const days = periodSchema.parse(url.searchParams.get("days") ?? undefined) as DemandPeriod;
  const since = new Date(now.getTime() - days * DAY_MS);
  const [misses, lines] = await Promise.all([stores.searchMisses.list({ since }), stores.desk.freeTextLines(since)]);
  return { days, rows: lostDemand(misses, lines) };
}

/** The CSV download: formula-safe, a byte order mark for Excel, times in UTC (ISO 8601). */
export function lostDemandCsv(rows: readonly DemandRow[]): string {
  return (
    UTF8_BOM +
    toCsv(
      ["Text", "Count", "Searches", "Order lines", "Buyers", "Last seen"],
      rows.map((row) => [row.text, row.count, row.searches, row.lines, row.buyers, row.lastSeen.toISOString()]),
    )
  );
}

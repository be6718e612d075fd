import { parseContact } from "~/back-in-stock";
import { normalizeMissText } from "~/catalogue";

/**
 * Lost demand (docs/product.md 16.10): what buyers asked for that the catalogue could not answer,
 * searches that found nothing and order lines sent "not in the catalogue", put together by their
 * normalised text (the search misses' own normalisation, so "DOLO  650" and "dolo 650" are one).
 */

export { DEMAND_PERIODS, type DemandPeriod } from "./demand-periods";

export type DemandRow = {
  text: string;
  /** Searches plus order lines. */
  count: number;
  searches: number;
  lines: number;
  /** Distinct buyers (phone, else e-mail) who sent it in an order; searches are anonymous. */
  buyers: number;
  lastSeen: Date;
};

export function lostDemand(
  misses: readonly { text: string; count: number; lastSeen: Date }[],
  freeTextLines: readonly { text: string; buyer: string; at: Date }[],
): DemandRow[] {
  const rows = new Map<string, DemandRow & { buyerSet: Set<string> }>();
  const rowOf = (text: string) => {
    let row = rows.get(text);
    if (!row) {
      row = { text, count: 0, searches: 0, lines: 0, buyers: 0, lastSeen: new Date(0), buyerSet: new Set() };
      rows.set(text, row);
    }
    return row;
  };
  for (const miss of misses) {
    const text = normalizeMissText(miss.text);
    if (!text) continue;
    const row = rowOf(text);
    row.searches += miss.count;
    if (miss.lastSeen > row.lastSeen) row.lastSeen = miss.lastSeen;
  }
  for (const line of freeTextLines) {
    const text = normalizeMissText(line.text);
    if (!text) continue;
    const row = rowOf(text);
    row.lines += 1;
    row.buyerSet.add(line.buyer.trim().toLowerCase());
    if (line.at > row.lastSeen) row.lastSeen = line.at;
  }
  return [...rows.values()]
    .map(({ buyerSet, ...row }) => ({ ...row, count: row.searches + row.lines, buyers: buyerSet.size }))
    .sort((a, b) => b.count - a.count || b.lastSeen.getTime() - a.lastSeen.getTime() || a.text.localeCompare(b.text));
}

/**
 * A medicine asked for while the catalogue showed it out of stock (docs/product.md 16.10): order
 * lines sent while it was out of stock, and "Notify me when it is back" requests still open.
 */
export type OutOfStockRow = {
  medicineId: string;
  /** The name the buyers saw, the latest one. */
  name: string;
  /** Order lines plus open requests. */
  count: number;
  lines: number;
  requests: number;
  /** Distinct buyers over both: an order's phone or e-mail, a request's contact, one spelling each. */
  buyers: number;
  lastAsked: Date;
};

/** One spelling per person: a number as wa.me writes it, an address in lower case. */
function buyerKey(buyer: string): string {
  return parseContact(buyer)?.contact ?? buyer.trim().toLowerCase();
}

export function askedWhileOutOfStock(
  lines: readonly { medicineId: string; name: string; buyer: string; at: Date }[],
  requests: readonly { medicineId: string; name: string; contact: string; createdAt: Date }[],
): OutOfStockRow[] {
  const rows = new Map<string, OutOfStockRow & { buyerSet: Set<string> }>();
  const add = (medicineId: string, name: string, buyer: string, at: Date, kind: "lines" | "requests") => {
    let row = rows.get(medicineId);
    if (!row) {
      row = { medicineId, name, count: 0, lines: 0, requests: 0, buyers: 0, lastAsked: at, buyerSet: new Set() };
      rows.set(medicineId, row);
    }
    row[kind] += 1;
    row.buyerSet.add(buyerKey(buyer));
    if (at >= row.lastAsked) {
      row.lastAsked = at;
      row.name = name.trim() || row.name;
    }
  };
  for (const line of lines) add(line.medicineId, line.name, line.buyer, line.at, "lines");
  for (const request of requests) add(request.medicineId, request.name, request.contact, request.createdAt, "requests");
  return [...rows.values()]
    .map(({ buyerSet, ...row }) => ({ ...row, count: row.lines + row.requests, buyers: buyerSet.size }))
    .sort(
      (a, b) =>
        b.count - a.count || b.lastAsked.getTime() - a.lastAsked.getTime() || a.medicineId.localeCompare(b.medicineId),
    );
}

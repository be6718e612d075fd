import { defanged, quotedVisitorText } from "~/formatting/visitor-text";
import type { DemandRow } from "./lost-demand";

/**
 * The morning e-mail to the staff (docs/product.md 16.12): new and unanswered orders, the most
 * asked-for lost demand, the sheet's problems, the "Notify me" requests met since the last one and
 * the buyers still waiting for stock. Plain text, English like the site's other e-mails
 * to the company. What visitors typed (lost demand) is quoted and its links defanged (decision 65). Null when there is nothing to say: then no e-mail goes.
 */
export type DigestFacts = {
  /** The India date it is for, YYYY-MM-DD. */
  day: string;
  /** Orders received in the last 24 hours. */
  received: number;
  /** Orders still New on the desk. */
  unanswered: number;
  /** The most asked-for lost demand of the last 7 days, most first. */
  demand: readonly Pick<DemandRow, "text" | "count" | "buyers">[];
  /** What is wrong with the sheet, each one line; empty when nothing is. */
  sheet: readonly string[];
  /**
   * "Notify me" requests met since the last morning e-mail (the medicine came back): per medicine,
   * how many buyers were e-mailed (by the site, or by the desk by hand) and told on WhatsApp.
   */
  met: readonly MetMedicine[];
  /** Buyers (distinct contacts) waiting for medicines still out of stock, and how many medicines. */
  waiting: { buyers: number; medicines: number };
};

export type MetMedicine = { name: string; emailed: number; whatsapp: number };

/** The met requests put together per medicine, most buyers first. */
export function metPerMedicine(
  requests: readonly { medicineId: string; name: string; channel: "email" | "phone" }[],
): MetMedicine[] {
  const rows = new Map<string, MetMedicine>();
  for (const request of requests) {
    const row = rows.get(request.medicineId) ?? { name: request.name, emailed: 0, whatsapp: 0 };
    if (request.channel === "phone") row.whatsapp += 1;
    else row.emailed += 1;
    rows.set(request.medicineId, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.emailed + b.whatsapp - (a.emailed + a.whatsapp) || a.name.localeCompare(b.name),
  );
}

/** Distinct buyers and medicines of the open requests. */
export function waitingOf(requests: readonly { medicineId: string; contact: string }[]): DigestFacts["waiting"] {
  return {
    buyers: new Set(requests.map((request) => request.contact)).size,
    medicines: new Set(requests.map((request) => request.medicineId)).size,
  };
}

export const DIGEST_DEMAND_ROWS = 5;
/** Medicines back in stock the e-mail names; the rest are counted. */
export const DIGEST_MET_ROWS = 10;

export function digestEmail(
  facts: DigestFacts,
  site: { name: string; url: string },
): { subject: string; text: string } | null {
  const demand = facts.demand.slice(0, DIGEST_DEMAND_ROWS);
  const met = facts.met.slice(0, DIGEST_MET_ROWS);
  if (
    facts.received === 0 &&
    facts.unanswered === 0 &&
    demand.length === 0 &&
    facts.sheet.length === 0 &&
    met.length === 0 &&
    facts.waiting.buyers === 0
  ) {
    return null;
  }
  const orders = (n: number) => `${n} ${n === 1 ? "order" : "orders"}`;
  const buyers = (n: number) => `${n} ${n === 1 ? "buyer" : "buyers"}`;
  const metLine = (row: MetMedicine) =>
    [
      ...(row.emailed > 0 ? [`${buyers(row.emailed)} e-mailed`] : []),
      ...(row.whatsapp > 0 ? [`${buyers(row.whatsapp)} told on WhatsApp`] : []),
    ].join(", ");
  const text = [
    `Good morning. The ${site.name} order desk on ${facts.day}:`,
    "",
    `Orders: ${orders(facts.received)} in the last 24 hours; ${orders(facts.unanswered)} not answered yet.`,
    `  ${site.url}/desk`,
    ...(demand.length > 0
      ? [
          "",
          "Asked for, not in the catalogue (last 7 days), quoted as visitors typed it, links disabled:",
          ...demand.map(
            (row) =>
              `  - ${quotedVisitorText(row.text)}: ${row.count} ${row.count === 1 ? "time" : "times"}, ${row.buyers} ${row.buyers === 1 ? "buyer" : "buyers"}`,
          ),
          `  ${site.url}/desk/demand?days=7`,
        ]
      : []),
    ...(facts.sheet.length > 0
      ? ["", "The sheet:", ...facts.sheet.map((line) => `  - ${line}`), `  ${site.url}/desk/sheet`]
      : []),
    ...(met.length > 0 || facts.waiting.buyers > 0 ? [""] : []),
    ...(met.length > 0
      ? [
          "Back in stock, buyers told since the last e-mail:",
          ...met.map((row) => `  - ${defanged(row.name)}: ${metLine(row)}`),
          ...(facts.met.length > met.length ? [`  and ${facts.met.length - met.length} more medicines`] : []),
        ]
      : []),
    ...(facts.waiting.buyers > 0
      ? [
          `Waiting for stock: ${buyers(facts.waiting.buyers)} wait${facts.waiting.buyers === 1 ? "s" : ""} for ${facts.waiting.medicines} ${facts.waiting.medicines === 1 ? "medicine" : "medicines"} still out of stock.`,
        ]
      : []),
    ...(met.length > 0 || facts.waiting.buyers > 0 ? [`  ${site.url}/desk/stock`] : []),
  ].join("\n");
  return { subject: `${site.name} order desk: ${orders(facts.unanswered)} to answer (${facts.day})`, text };
}

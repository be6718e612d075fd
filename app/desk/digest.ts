import type { DemandRow } from "./lost-demand";

/**
 * The morning e-mail to the staff (docs/product.md 16.12): new and unanswered orders, the most
 * asked-for lost demand, the sheet's problems. Plain text, English like the site's other e-mails
 * to the company. Null when there is nothing to say: then no e-mail goes.
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
};

export const DIGEST_DEMAND_ROWS = 5;

export function digestEmail(
  facts: DigestFacts,
  site: { name: string; url: string },
): { subject: string; text: string } | null {
  const demand = facts.demand.slice(0, DIGEST_DEMAND_ROWS);
  if (facts.received === 0 && facts.unanswered === 0 && demand.length === 0 && facts.sheet.length === 0) return null;
  const orders = (n: number) => `${n} ${n === 1 ? "order" : "orders"}`;
  const text = [
    `Good morning. The ${site.name} order desk on ${facts.day}:`,
    "",
    `Orders: ${orders(facts.received)} in the last 24 hours; ${orders(facts.unanswered)} not answered yet.`,
    `  ${site.url}/desk`,
    ...(demand.length > 0
      ? [
          "",
          "Asked for, not in the catalogue (last 7 days):",
          ...demand.map(
            (row) =>
              `  - ${row.text}: ${row.count} ${row.count === 1 ? "time" : "times"}, ${row.buyers} ${row.buyers === 1 ? "buyer" : "buyers"}`,
          ),
          `  ${site.url}/desk/demand?days=7`,
        ]
      : []),
    ...(facts.sheet.length > 0
      ? ["", "The sheet:", ...facts.sheet.map((line) => `  - ${line}`), `  ${site.url}/desk/sheet`]
      : []),
  ].join("\n");
  return { subject: `${site.name} order desk: ${orders(facts.unanswered)} to answer (${facts.day})`, text };
}

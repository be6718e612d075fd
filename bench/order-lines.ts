/**
 * The order lines of the order-match benchmark (bench/order-match.ts): lines written as chemists
 * write WhatsApp orders, over the real 11.8k fixture, built by fixed rules over the catalogue's own
 * names and compositions, never from what the matcher returns. For each line, `expected` is the
 * medicine a rule over the data says the line names alone (null when none does: the buyer
 * chooses), `among` the medicines one of which must be offered, and `quantity` what was written.
 *
 *   tsx --tsconfig tsconfig.app.json bench/order-lines.ts --write   regenerates bench/order-lines.json
 *
 * Deterministic: medicines are sorted by id, then picked with PRNGs seeded by kind.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { fixtureGviz, repoRoot } from "./lib/catalogues";
import { buildOrderLines } from "./order-lines/cases";
import { ORDER_LINE_KINDS, type OrderLineCase } from "./order-lines/types";
export * from "./order-lines/types";

export const ORDER_LINES_PATH = path.join(repoRoot, "bench", "order-lines.json");

export function loadOrderLines(): OrderLineCase[] {
  return JSON.parse(readFileSync(ORDER_LINES_PATH, "utf8")) as OrderLineCase[];
}

async function write(): Promise<void> {
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const cases = buildOrderLines(medicines);
  const options = (await prettier.resolveConfig(ORDER_LINES_PATH)) ?? {};
  writeFileSync(
    ORDER_LINES_PATH,
    await prettier.format(JSON.stringify(cases), { ...options, filepath: ORDER_LINES_PATH }),
  );
  const byKind = Object.fromEntries(
    ORDER_LINE_KINDS.map((kind) => [kind, cases.filter((entry) => entry.kind === kind).length]),
  );
  console.log(`${cases.length} order lines written to ${path.relative(process.cwd(), ORDER_LINES_PATH)}`, byKind);
}

if (process.argv.includes("--write")) await write();

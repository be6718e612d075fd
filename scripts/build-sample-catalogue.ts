/**
 * Builds the bundled sample catalogue `data/sample-catalogue.gviz.txt`: the text a public
 * Google Sheet's gviz endpoint (`/gviz/tq?tqx=out:json`) would serve for a distributor's
 * medicine sheet, built from real public datasets (see `data/SOURCES.md`).
 *
 *   npx tsx scripts/build-sample-catalogue.ts [path-to-shared-data]
 *
 * The data path defaults to `../shared/data` relative to the repository root. The output is
 * deterministic: every pseudo-random choice comes from a small seeded PRNG keyed by the
 * product name, so the same input always gives byte-identical output. No dependencies.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, gvizResponse } from "./lib/gviz-writer";
import { HOME, HOME_CATEGORIES, OTHER_CATEGORIES, ingredientsKey, parseComposition } from "./lib/medicine-rules";
import { type Built, COLUMNS, type RowContext, buildRow, onRequestProducts } from "./lib/sample-catalogue/rows";
import { buildCandidates, selectProducts } from "./lib/sample-catalogue/selection";
import { type PriceRow, loadPrices, sourceFiles } from "./lib/sample-catalogue/sources";

// ---------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(repoRoot, "../shared/data");
const outFile = path.join(repoRoot, "data", "sample-catalogue.gviz.txt");

// ---------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------

function main(): void {
  const files = sourceFiles(dataDir);
  const candidates = buildCandidates(files);
  const selected = selectProducts(candidates).sort((a, b) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : a.order - b.order;
  });

  const analogues = new Map<string, PriceRow[]>();
  for (const price of loadPrices(files)) {
    if (price.discontinued) continue;
    const key = `${price.form}|${ingredientsKey(parseComposition(price.composition))}`;
    analogues.set(key, [...(analogues.get(key) ?? []), price]);
  }

  const context: RowContext = { analogues, onRequest: onRequestProducts(selected) };
  const built = selected.map((candidate, index) => buildRow(candidate, index + 1, context));

  // Realistic blemishes: trailing spaces typed into a few cells.
  const blemish = (rowIndex: number, column: number) => {
    const cell = built[rowIndex]?.cells[column];
    if (cell && cell.kind === "string") cell.v = `${cell.v} `;
  };
  blemish(Math.floor(built.length * 0.12), 1); // Product Name
  blemish(Math.floor(built.length * 0.41), 3); // Marketer
  blemish(Math.floor(built.length * 0.41), 5); // Manufacturer (same row)
  // A custom number format ("0_)") leaves a trailing space in the formatted stock of a few cells.
  for (const share of [0.2, 0.52, 0.86]) {
    const index = built.findIndex(
      (row, i) => i >= built.length * share && row.stats.stock > 20 && row.stats.stock < 1000,
    );
    const cell = built[index]?.cells[11];
    if (cell && cell.kind === "number") cell.f = `${cell.v} `;
  }
  const cardiacRow = built.findIndex(
    (row, index) => index > built.length * 0.55 && row.stats.category === HOME.cardiac,
  );
  blemish(cardiacRow, 4); // Category

  // Two fully blank rows left in the middle of the sheet.
  const rows: Cell[][] = built.map((row) => row.cells);
  const blank = (): Cell[] => COLUMNS.map(() => null);
  rows.splice(Math.floor(rows.length * 0.67), 0, blank());
  rows.splice(Math.floor(rows.length * 0.33), 0, blank());

  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, gvizResponse(COLUMNS, rows), "utf8");

  // Summary on stdout.
  const count = (predicate: (stats: Built["stats"]) => boolean) => built.filter((row) => predicate(row.stats)).length;
  const perCategory = [...HOME_CATEGORIES, ...OTHER_CATEGORIES].map(
    (category) => `${category}: ${count((s) => s.category === category)}`,
  );
  console.log(
    `Wrote ${path.relative(process.cwd(), outFile)}: ${built.length} medicines, ${rows.length - built.length} blank rows`,
  );
  console.log(`  ${perCategory.join(", ")}`);
  console.log(
    `  stock in/low/out: ${count((s) => s.stock > 20)}/${count((s) => s.stock >= 1 && s.stock <= 20)}/${count((s) => s.stock <= 0)}; ` +
      `Rx: ${count((s) => s.rx)}; real MRP: ${count((s) => s.realPrice)}; ` +
      `analogue MRP: ${count((s) => s.analoguePrice)}; rate: ${count((s) => s.hasRate)}; GST: ${count((s) => s.hasGst)}`,
  );
  console.log(
    `  rows from 11k only: ${count((s) => s.origin === "details")}, 11k + A-Z price: ${count((s) => s.origin === "details+price")}, ` +
      `A-Z only: ${count((s) => s.origin === "price-only")}; real Rx flag (india-100): ${count((s) => s.realRx)}`,
  );
  console.log(
    `  brand-group MRP: ${count((s) => s.groupPrice)}; price on request: ${count((s) => s.onRequest)}; ` +
      `pack in Pack column: ${count((s) => s.packPlace === "pack column")} (short ${count((s) => s.packStyle === "short")}, ` +
      `box ${count((s) => s.packStyle === "box")}, trade count ${count((s) => s.packStyle === "trade count")}), ` +
      `in Pack Type: ${count((s) => s.packPlace === "pack type")}, none: ${count((s) => s.packPlace === "none")}`,
  );
  const schedules = ["X", "H1", "H", "OTC", ""] as const;
  console.log(
    `  schedule ${schedules.map((code) => `${code || "empty"}: ${count((s) => s.schedule === code)}`).join(", ")}; ` +
      `loosely written: ${count((s) => s.scheduleLoose)}; Rx set by the schedule: ${count((s) => s.rxForcedBySchedule)}`,
  );
  console.log(`  rows with Hindi texts: ${count((s) => s.hindi)}; with a scheme: ${count((s) => s.scheme !== "")}`);
}

main();

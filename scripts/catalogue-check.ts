// `npm run catalogue:check -- [source] [--json] [--accept]`
// Reads a catalogue source (a gviz URL, a file, or the configured one) through the same
// pipeline as the site and prints the import report, so whoever keeps the sheet can see
// what the site will make of it, and compares it with the last good catalogue the site keeps in
// DATA_DIR: a catalogue that shrank too much is held back by the site
// (app/catalogue/shrink-guard.server.ts), and `--accept` lets the site take it.
// Exits 1 when the source cannot be read or parsed, 2 when the site would hold it back.
import { existsSync } from "node:fs";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { ImportReport } from "~/catalogue/import/report";
import { contentVersion, readLastGood } from "~/catalogue/last-good.server";
import { acceptCatalogue, shrinkReason } from "~/catalogue/shrink-guard.server";
import { fetchPolicyOf, readSource, resolveSource } from "~/catalogue/sheet/source.server";
import { runNow } from "~/catalogue/loading/slices";
import { loadConfig, type ServerConfig } from "~/composition/config.server";

/** What the site makes of the sheet next to the catalogue it serves now. */
type Comparison = {
  version: string;
  /** The last good catalogue kept in DATA_DIR; null when none is kept there yet. */
  lastGood: { version: string; medicines: number; loadedAt: string } | null;
  /** Why the site holds this catalogue back; null when it takes it. */
  heldBack: string | null;
  /** Whether this run accepted it (`--accept`). */
  accepted: boolean;
};

async function compareWithLastGood(
  text: string,
  medicines: number,
  config: ServerConfig,
  accept: boolean,
): Promise<Comparison> {
  const version = runNow(contentVersion(text));
  const kept = await readLastGood(config.DATA_DIR);
  const lastGood = kept && {
    version: kept.version,
    medicines: catalogueFromGviz(kept.gvizText).medicines.length,
    loadedAt: kept.loadedAt,
  };
  const reason =
    lastGood?.version === version
      ? null
      : shrinkReason(medicines, lastGood?.medicines ?? null, config.CATALOGUE_MIN_KEEP_RATIO);
  if (reason && accept) await acceptCatalogue(config.DATA_DIR, { version, medicines });
  return { version, lastGood, heldBack: reason, accepted: Boolean(reason && accept) };
}

function formatComparison(comparison: Comparison, medicines: number, dataDir: string, accept: boolean): string {
  const { lastGood, heldBack, accepted, version } = comparison;
  const lines = [
    "",
    lastGood
      ? `The site's last good catalogue (in ${dataDir}): ${lastGood.medicines} medicines, loaded ${lastGood.loadedAt}.`
      : `No last good catalogue is kept in ${dataDir} yet.`,
  ];
  if (accepted) {
    lines.push(
      `Accepted: the site takes this catalogue (version ${version}, ${medicines} medicines) at its next refresh`,
      "(within CATALOGUE_REFRESH_SECONDS, or at once when restarted). The next change is checked again.",
    );
  } else if (heldBack) {
    lines.push(
      `The site will NOT take this catalogue: ${heldBack}.`,
      lastGood
        ? 'It keeps serving the last good one, and /healthz says "degraded".'
        : 'With nothing kept to serve, it shows no catalogue, and /healthz says "error".',
      "If the change is real, accept it: npm run catalogue:check -- --accept",
    );
  } else if (accept) {
    lines.push("Nothing to accept: the site takes this catalogue as it is.");
  }
  return lines.join("\n");
}

const MISSING_COLUMN_CONSEQUENCES: Record<string, string> = {
  price: 'every medicine shows "Price on request"',
  stock: 'no availability is shown and the "Availability" sort is not offered',
  pack: "packs are read from the form text, where it is written as a pack",
};

function formatReport(report: ImportReport, source: string): string {
  const lines = [`Source: ${source}`, `Rows read: ${report.rowsRead}`, `Medicines imported: ${report.medicineCount}`];
  if (report.headerRowInData)
    lines.push("Note: the sheet's header was found in the first data row (Google did not detect it).");
  lines.push("", "Columns used:");
  for (const [field, column] of Object.entries(report.columnsUsed)) lines.push(`  ${field.padEnd(22)} ← ${column}`);
  if (report.fieldsMissing.length) lines.push("", `No column for: ${report.fieldsMissing.join(", ")}`);
  // What the site does about the missing columns a buyer would notice (docs/product.md 11.1, 11.2).
  for (const field of report.fieldsMissing) {
    const consequence = MISSING_COLUMN_CONSEQUENCES[field];
    if (consequence) lines.push(`  ${field}: ${consequence}`);
  }
  if (report.unknownHeaders.length) lines.push("", `Columns not used: ${report.unknownHeaders.join(", ")}`);
  const section = <T>(title: string, count: number, items: T[], show: (item: T) => string) => {
    if (count === 0) return;
    lines.push("", `${title} (${count}):`);
    for (const item of items) lines.push(`  ${show(item)}`);
    if (count > items.length) lines.push(`  … and ${count - items.length} more`);
  };
  section("Rows skipped", report.skippedRowCount, report.skippedRows, (s) => `row ${s.row}: ${s.reason}`);
  section(
    "Cells that could not be read",
    report.invalidCellCount,
    report.invalidCells,
    (c) => `row ${c.row}, ${c.column}: "${c.value}" (${c.reason})`,
  );
  section("Warnings", report.warningCount, report.warnings, (w) => `row ${w.row}: ${w.message}`);
  return lines.join("\n");
}

async function main(argv: string[]): Promise<number> {
  // The server's own settings (DATA_DIR above all), as server.js reads them.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const json = argv.includes("--json");
  const accept = argv.includes("--accept");
  const sourceArgument = argv.find((arg) => !arg.startsWith("--"));
  const config = loadConfig(sourceArgument ? { ...process.env, CATALOGUE_SOURCE: sourceArgument } : process.env);
  const source = resolveSource(config);
  try {
    const text = await readSource(source, fetchPolicyOf(config));
    const { medicines, report } = catalogueFromGviz(text);
    const comparison = await compareWithLastGood(text, medicines.length, config, accept);
    console.log(
      json
        ? JSON.stringify({ source: source.description, report, ...comparison }, null, 2)
        : formatReport(report, source.description) +
            formatComparison(comparison, medicines.length, config.DATA_DIR, accept),
    );
    return comparison.heldBack && !comparison.accepted ? 2 : 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      json
        ? JSON.stringify({ source: source.description, error: message })
        : `Cannot read ${source.description}: ${message}`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

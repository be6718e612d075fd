// `npm run catalogue:check -- [source] [--json]`
// Reads a catalogue source (a gviz URL, a file, or the configured one) through the same
// pipeline as the site and prints the import report, so whoever keeps the sheet can see
// what the site will make of it. Exits 1 when the source cannot be read or parsed.
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { ImportReport } from "~/catalogue/import/report";
import { fetchPolicyOf, readSource, resolveSource } from "~/catalogue/sheet/source.server";
import { loadConfig } from "~/config.server";

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
  const json = argv.includes("--json");
  const sourceArgument = argv.find((arg) => !arg.startsWith("--"));
  const config = loadConfig(sourceArgument ? { ...process.env, CATALOGUE_SOURCE: sourceArgument } : process.env);
  const source = resolveSource(config);
  try {
    const text = await readSource(source, fetchPolicyOf(config));
    const { report } = catalogueFromGviz(text);
    console.log(
      json ? JSON.stringify({ source: source.description, report }, null, 2) : formatReport(report, source.description),
    );
    return 0;
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

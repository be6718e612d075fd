import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { type Cell, gvizResponse, money, num, str } from "../../scripts/lib/gviz-writer";
import { between, intBetween, round2, seededRandom } from "../../scripts/lib/random";
import { SHEET_COLUMNS } from "../../scripts/lib/sheet-columns";
import { FIXTURE_COLUMNS } from "../fixtures/columns";
import { z } from "zod";
import { parseGviz } from "~/catalogue/sheet/gviz";

/**
 * The catalogues the benchmarks run on, as gviz text: the real 11.8k-row fixture and synthetic
 * catalogues of any size made from it in memory. Everything is deterministic.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FIXTURE_PATH = path.join(repoRoot, "bench", "fixtures", "medicine-details-11k.gviz.txt.gz");
export const SAMPLE_PATH = path.join(repoRoot, "data", "sample-catalogue.gviz.txt");

export type CatalogueName = "real-11.8k" | "synthetic-10k" | "synthetic-100k";
export const SYNTHETIC_SIZES = { "synthetic-10k": 10_000, "synthetic-100k": 100_000 } as const;

let fixtureText: string | undefined;
let fixtureRows: Record<string, string>[] | undefined;

/** The real dataset as a distributor's sheet would serve it (bench/fixtures/SOURCES.md). */
export function fixtureGviz(): string {
  fixtureText ??= gunzipSync(readFileSync(FIXTURE_PATH)).toString("utf8");
  return fixtureText;
}

export function catalogueGviz(name: CatalogueName): string {
  return name === "real-11.8k" ? fixtureGviz() : syntheticGviz(SYNTHETIC_SIZES[name]);
}

/** Name endings that turn one real product into a plausible sibling ("Dolo 650 Tablet Forte"). */
const VARIANTS = ["", " Forte", " Plus", " DS", " SR", " XR", " Kid", " MD", " LS", " CV", " 250", " 1000"];

const NAME_LABEL = SHEET_COLUMNS.name.label;
/** What makes two rows the same medicine to the importer: name, composition, manufacturer and pack. */
const IDENTITY_LABELS = (["name", "genericName", "manufacturer", "form"] as const).map(
  (field) => SHEET_COLUMNS[field].label,
);

const amount = (text: string): number => Number(text.replace(/[^\d.]/g, ""));

/**
 * A synthetic catalogue of `size` rows in the fixture's exact shape. Each row is a real row of the
 * fixture picked by a PRNG seeded with the size, with a name variant, its own serial number, and price and stock
 * varied within ±25%, so that text lengths, categories, manufacturers and word frequencies stay
 * those of real data while names repeat about as often as brand families do.
 */
export function syntheticGviz(size: number): string {
  fixtureRows ??= parseGviz(fixtureGviz()).rows;
  const base = fixtureRows;
  const rows: Cell[][] = [];
  const random = seededRandom("bench-synthetic-v1", String(size));
  // The importer shows identical rows once (docs/product.md 3): a row the catalogue already has
  // is drawn again, so that a catalogue of `size` rows has `size` medicines.
  const drawn = new Set<string>();
  for (let index = 0; index < size; index += 1) {
    let row: Record<string, string>;
    let variant: string;
    let key: string;
    do {
      row = base[Math.floor(random() * base.length)]!;
      variant = VARIANTS[intBetween(random, 0, VARIANTS.length - 1)]!;
      key = IDENTITY_LABELS.map((label) => (label === NAME_LABEL ? `${row[label]}${variant}` : row[label])).join("\n");
    } while (drawn.has(key));
    drawn.add(key);
    const mrp = Math.max(1, round2(amount(row["MRP"]!) * between(random, 0.75, 1.25)));
    const rate = row["Rate"] ? round2(mrp * (amount(row["Rate"]) / amount(row["MRP"]!))) : undefined;
    const stockText = row["Stock"]!;
    const stock =
      amount(stockText) === 0 ? 0 : Math.max(1, Math.round(amount(stockText) * between(random, 0.75, 1.25)));
    // Number columns are rebuilt as number cells; text columns are copied.
    const numbers: Record<string, Cell> = {
      Sl: num(index + 1),
      MRP: money(mrp),
      Rate: rate === undefined ? null : money(rate),
      "GST %": row["GST %"] ? num(amount(row["GST %"])) : null,
      Stock: num(stock),
    };
    const name = `${row["Product Name"]}${variant}`;
    rows.push(
      FIXTURE_COLUMNS.map(({ label }) =>
        label in numbers ? numbers[label]! : str(label === "Product Name" ? name : (row[label] ?? "")),
      ),
    );
  }
  return gvizResponse(FIXTURE_COLUMNS, rows);
}

/**
 * The same gviz text with an "Image URL" column: row `n` (from 0) names `urlOf(n)`. Both the site
 * and the original app read the column by that header (docs/sheet-format.md).
 */
export function withImageColumn(gviz: string, urlOf: (row: number) => string): string {
  const start = gviz.indexOf("setResponse(") + "setResponse(".length;
  const end = gviz.lastIndexOf(");");
  const response = z
    .object({
      table: z.object({
        cols: z.array(z.record(z.string(), z.unknown())),
        rows: z.array(z.object({ c: z.array(z.unknown()) }).passthrough()),
      }),
    })
    .passthrough()
    .parse(JSON.parse(gviz.slice(start, end)));
  response.table.cols.push({ id: "IMG", label: "Image URL", type: "string" });
  response.table.rows.forEach((row, index) => row.c.push({ v: urlOf(index) }));
  return `${gviz.slice(0, start)}${JSON.stringify(response)});`;
}

/**
 * The same gviz text with every composition's strengths written without brackets, as some sheets
 * write them ("Amoxycillin (500mg) + Clavulanic Acid (125mg)" → "Amoxycillin 500mg + Clavulanic Acid 125mg"):
 * the search benchmark's "real-bracketless" catalogue (decision 64).
 */
export function withoutBrackets(gviz: string): string {
  const start = gviz.indexOf("setResponse(") + "setResponse(".length;
  const end = gviz.lastIndexOf(");");
  const response = z
    .object({
      table: z.object({
        cols: z.array(z.object({ label: z.string().optional() }).passthrough()),
        rows: z.array(z.object({ c: z.array(z.object({ v: z.unknown() }).passthrough().nullable()) }).passthrough()),
      }),
    })
    .passthrough()
    .parse(JSON.parse(gviz.slice(start, end)));
  const column = response.table.cols.findIndex((col) => col.label === SHEET_COLUMNS.genericName.label);
  if (column < 0) throw new Error("withoutBrackets: the gviz text has no composition column");
  for (const row of response.table.rows) {
    const cell = row.c[column];
    // Only a strength's brackets: "Vitamin B6 (Pyridoxine) (10mg)" keeps its "(Pyridoxine)".
    if (cell && typeof cell.v === "string") cell.v = cell.v.replace(/\s*\((\d[^()]*)\)/g, " $1");
  }
  return `${gviz.slice(0, start)}${JSON.stringify(response)});`;
}

/** Step of the sample builder (scripts/build-sample-catalogue.ts): reading the public datasets and joining them by name. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readCsvObjects } from "../csv";
import { type Category, type Form, type Ingredient, clean, formOf, formWord } from "../medicine-rules";

export type SourceFiles = { details: string; prices: string; rx: string };

/** The three datasets of data/SOURCES.md under the shared data folder. */
export function sourceFiles(dataDir: string): SourceFiles {
  return {
    details: path.join(dataDir, "medicine-details-11k", "Medicine_Details.csv"),
    prices: path.join(dataDir, "az-india-sample-500", "A_Z_medicines_dataset_of_India_sample.csv"),
    rx: path.join(dataDir, "india-100-rx-flag", "medicine_data.json"),
  };
}

// ---------------------------------------------------------------------------------------
// Joins between the datasets
// ---------------------------------------------------------------------------------------

/** Name key for joins: case, spacing and punctuation do not matter. */
const nameKey = (name: string): string =>
  clean(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
export const looseNameKey = (name: string): string => nameKey(name).replace(/ /g, "");

// ---------------------------------------------------------------------------------------
// Pack type and price
// ---------------------------------------------------------------------------------------

/** "strip of 15 Tablet pr" → "Strip of 15 Tablet PR". */
function tidyPackLabel(label: string): string {
  const text = clean(label).replace(/\b(sr|er|pr|dt|md|cr|xr|mr|od|xl|ds|mdi)\b/gi, (token) => token.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** india-100 "10.0 tablets in 1 strip" / "100.0 ml in 1 bottle" → "Strip of 10 tablets". */
export function packFromPackaging(packaging: string, form: Form): string | undefined {
  const match = /^([\d.]+)\s+(\S+(?: \S+)?) in 1 (\S+(?: \S+)?)$/.exec(clean(packaging));
  if (!match) return undefined;
  const quantity = String(Number(match[1]));
  const unit = match[2]!;
  const container = match[3]!;
  const suffix = /^(ml|gm)$/i.test(unit) ? ` ${formWord(form)}` : "";
  return tidyPackLabel(`${container} of ${quantity} ${unit}${suffix}`);
}

// ---------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------

export interface PriceRow {
  name: string;
  price: number;
  discontinued: boolean;
  manufacturer: string;
  pack: string;
  composition: string;
  form: Form;
}

interface RxRow {
  name: string;
  composition: string;
  manufacturer: string;
  packaging: string;
  prescription: boolean;
  uses: string;
}

export interface Candidate {
  name: string;
  composition: Ingredient[];
  uses: string[];
  sideEffects: string[];
  marketer: string;
  form: Form;
  category: Category;
  price?: PriceRow;
  rx?: RxRow;
  origin: "details" | "details+price" | "price-only";
  order: number;
}

export function loadPrices(files: SourceFiles): PriceRow[] {
  return readCsvObjects(files.prices).map((row) => {
    const composition = [row["short_composition1"] ?? "", row["short_composition2"] ?? ""]
      .map((part) => clean(part))
      .filter(Boolean)
      .join(" + ");
    const name = clean(row["name"] ?? "");
    const pack = tidyPackLabel(row["pack_size_label"] ?? "");
    return {
      name,
      price: Number(row["price(₹)"]),
      discontinued: /^true$/i.test((row["Is_discontinued"] ?? "").trim()),
      manufacturer: clean(row["manufacturer_name"] ?? ""),
      pack,
      composition,
      form: formOf(`${name} | ${pack}`),
    };
  });
}

export function loadRx(files: SourceFiles): RxRow[] {
  const records = JSON.parse(readFileSync(files.rx, "utf8")) as Array<Record<string, string>>;
  return records.map((record) => ({
    name: clean(record["drugname"] ?? ""),
    composition: clean(record["composition"] ?? ""),
    manufacturer: clean(record["manufacturer"] ?? ""),
    packaging: clean(record["packaging"] ?? ""),
    prescription: record["prescription"] === "Prescription Required",
    uses: clean(record["uses"] ?? ""),
  }));
}

export function indexByName<T extends { name: string }>(rows: T[]): { get(name: string): T | undefined } {
  const exact = new Map<string, T>();
  const loose = new Map<string, T>();
  for (const row of rows) {
    if (!exact.has(nameKey(row.name))) exact.set(nameKey(row.name), row);
    if (!loose.has(looseNameKey(row.name))) loose.set(looseNameKey(row.name), row);
  }
  return { get: (name) => exact.get(nameKey(name)) ?? loose.get(looseNameKey(name)) };
}

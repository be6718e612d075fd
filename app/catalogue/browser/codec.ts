import * as z from "zod/mini";
import { AVAILABILITIES, type Availability } from "~/catalogue/medicine/availability";
import { PACK_UNITS, type PackUnit } from "~/catalogue/pack/pack";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { toEntry, type CatalogueEntry } from "~/catalogue/medicine/catalogue-entry";
import { SCHEDULES, type Schedule } from "~/catalogue/medicine/schedule";
import { ROWS_PER_STEP, type Steps } from "~/catalogue/loading/slices";

export type EntryField = keyof CatalogueEntry;

/**
 * The snapshot on the wire and in browser storage: one array per field ("columnar"), so
 * field names appear once and similar values sit together (smaller gzip).
 */
export type CompactCopy = {
  version: string;
  /** When this version of the catalogue was read (ISO 8601): "Catalogue updated …" (docs/product.md 11.6). */
  updatedAt: string;
  count: number;
  columns: { [Field in EntryField]: CatalogueEntry[Field][] };
};

/**
 * A column whose every value passes `is`. One tight loop per column: a schema per value
 * costs about five times as much, and a phone decodes 12,000 medicines from storage on
 * every visit.
 */
const column = <T>(is: (value: unknown) => value is T) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(is));

const isString = (value: unknown): value is string => typeof value === "string";
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const isAvailability = (value: unknown): value is Availability =>
  (AVAILABILITIES as readonly unknown[]).includes(value);
const isSchedule = (value: unknown): value is Schedule => (SCHEDULES as readonly unknown[]).includes(value);
const isPackUnit = (value: unknown): value is PackUnit => (PACK_UNITS as readonly unknown[]).includes(value);
const orNull =
  <T>(is: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || is(value);

const columnsSchema = z.object({
  id: column(isId),
  name: column(isString),
  genericName: column(isString),
  brand: column(isString),
  category: column(isString),
  categoryId: column(isString),
  manufacturer: column(isString),
  form: column(isString),
  pack: column(orNull(isString)),
  rate: column(orNull(isNumber)),
  mrp: column(orNull(isNumber)),
  gst: column(orNull(isNumber)),
  stock: column(orNull(isNumber)),
  availability: column(orNull(isAvailability)),
  prescription: column(isBoolean),
  schedule: column(orNull(isSchedule)),
  packUnits: column(orNull(isNumber)),
  packUnit: column(orNull(isPackUnit)),
  imageUrl: column(orNull(isString)),
  nameHindi: column(orNull(isString)),
  scheme: column(orNull(isString)),
}) satisfies z.ZodMiniType<CompactCopy["columns"]>;

const ENTRY_FIELDS = Object.keys(columnsSchema.shape) as EntryField[];

const copySchema = z.object({
  version: z.string().check(z.minLength(1)),
  updatedAt: z.iso.datetime(),
  count: z.number().check(z.int(), z.nonnegative()),
  columns: columnsSchema,
});

export function encodeCopy(
  medicines: readonly Medicine[],
  { version, updatedAt }: { version: string; updatedAt: string },
): CompactCopy {
  const entries = medicines.map(toEntry);
  const column = <Field extends EntryField>(field: Field) => entries.map((entry) => entry[field]);
  const columns = Object.fromEntries(ENTRY_FIELDS.map((field) => [field, column(field)]));
  return { version, updatedAt, count: entries.length, columns: columns as CompactCopy["columns"] };
}

/** Values of a column written between two yields of {@link encodeCopyJsonSteps}: well under a millisecond. */
const VALUES_PER_STEP = 4 * ROWS_PER_STEP;

/**
 * `JSON.stringify(encodeCopy(medicines, meta))`, the very same text, as steps that may pause
 * (app/catalogue/loading/slices.ts): at 100k medicines the copy is about 20 MB of JSON, a second of work in
 * one piece, which the server does in slices when a catalogue loads.
 */
export function* encodeCopyJsonSteps(
  medicines: readonly Medicine[],
  { version, updatedAt }: { version: string; updatedAt: string },
): Steps<string> {
  const entries = new Array<CatalogueEntry>(medicines.length);
  for (let index = 0; index < medicines.length; index++) {
    entries[index] = toEntry(medicines[index]!);
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  const parts = [`${JSON.stringify({ version, updatedAt, count: entries.length }).slice(0, -1)},"columns":{`];
  for (const [fieldIndex, field] of ENTRY_FIELDS.entries()) {
    parts.push(`${fieldIndex > 0 ? "," : ""}${JSON.stringify(field)}:[`);
    for (let start = 0; start < entries.length; start += VALUES_PER_STEP) {
      const values = entries.slice(start, start + VALUES_PER_STEP).map((entry) => entry[field]);
      // A slice's array without its brackets; the slices joined by commas make the column's array.
      parts.push(`${start > 0 ? "," : ""}${JSON.stringify(values).slice(1, -1)}`);
      yield;
    }
    parts.push("]");
  }
  parts.push("}}");
  return parts.join("");
}

/**
 * Reads a compact snapshot from an untrusted source (the network or browser storage).
 * Returns null for anything that is not exactly a snapshot of this format: a stale or
 * damaged copy must never reach a page.
 */
export function decodeCopy(
  value: unknown,
): { version: string; updatedAt: string; entries: CatalogueEntry[]; compact: CompactCopy } | null {
  const parsed = copySchema.safeParse(value);
  if (!parsed.success) return null;
  const { version, updatedAt, count, columns } = parsed.data;
  if (ENTRY_FIELDS.some((field) => columns[field].length !== count)) return null;
  const entries = new Array<CatalogueEntry>(count);
  for (let i = 0; i < count; i++) {
    entries[i] = {
      id: columns.id[i]!,
      name: columns.name[i]!,
      genericName: columns.genericName[i]!,
      brand: columns.brand[i]!,
      category: columns.category[i]!,
      categoryId: columns.categoryId[i]!,
      manufacturer: columns.manufacturer[i]!,
      form: columns.form[i]!,
      pack: columns.pack[i]!,
      rate: columns.rate[i]!,
      mrp: columns.mrp[i]!,
      gst: columns.gst[i]!,
      stock: columns.stock[i]!,
      availability: columns.availability[i]!,
      prescription: columns.prescription[i]!,
      schedule: columns.schedule[i]!,
      packUnits: columns.packUnits[i]!,
      packUnit: columns.packUnit[i]!,
      imageUrl: columns.imageUrl[i]!,
      nameHindi: columns.nameHindi[i]!,
      scheme: columns.scheme[i]!,
    };
  }
  return { version, updatedAt, entries, compact: parsed.data };
}

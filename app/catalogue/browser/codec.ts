import * as z from "zod/mini";
import { AVAILABILITIES, type Availability } from "~/catalogue/availability";
import type { Medicine } from "~/catalogue/medicine";

/** What the browser keeps of each medicine for instant filtering: only what cards, filters and search need. */
export type CatalogueEntry = {
  id: string;
  name: string;
  genericName: string;
  brand: string;
  category: string;
  categoryId: string;
  manufacturer: string;
  form: string;
  price: number;
  mrp: number | null;
  stock: number;
  availability: Availability;
  prescription: boolean;
  imageUrl: string | null;
};
export type EntryField = keyof CatalogueEntry;

/**
 * The snapshot on the wire and in browser storage: one array per field ("columnar"), so
 * field names appear once and similar values sit together (smaller gzip).
 */
export type CompactCopy = {
  version: string;
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
  price: column(isNumber),
  mrp: column(orNull(isNumber)),
  stock: column(isNumber),
  availability: column(isAvailability),
  prescription: column(isBoolean),
  imageUrl: column(orNull(isString)),
}) satisfies z.ZodMiniType<CompactCopy["columns"]>;

const ENTRY_FIELDS = Object.keys(columnsSchema.shape) as EntryField[];

const copySchema = z.object({
  version: z.string().check(z.minLength(1)),
  count: z.number().check(z.int(), z.nonnegative()),
  columns: columnsSchema,
});

export function toEntry(medicine: Medicine): CatalogueEntry {
  return {
    id: medicine.id,
    name: medicine.name,
    genericName: medicine.genericName,
    brand: medicine.brand,
    category: medicine.category,
    categoryId: medicine.categoryId,
    manufacturer: medicine.manufacturer,
    form: medicine.form,
    price: medicine.price,
    mrp: medicine.mrp ?? null,
    stock: medicine.stock,
    availability: medicine.availability,
    prescription: medicine.prescription,
    imageUrl: medicine.imageUrls[0] ?? null,
  };
}

export function encodeCopy(medicines: readonly Medicine[], version: string): CompactCopy {
  const entries = medicines.map(toEntry);
  const column = <Field extends EntryField>(field: Field) => entries.map((entry) => entry[field]);
  const columns = Object.fromEntries(ENTRY_FIELDS.map((field) => [field, column(field)]));
  return { version, count: entries.length, columns: columns as CompactCopy["columns"] };
}

/**
 * Reads a compact snapshot from an untrusted source (the network or browser storage).
 * Returns null for anything that is not exactly a snapshot of this format: a stale or
 * damaged copy must never reach a page.
 */
export function decodeCopy(
  value: unknown,
): { version: string; entries: CatalogueEntry[]; compact: CompactCopy } | null {
  const parsed = copySchema.safeParse(value);
  if (!parsed.success) return null;
  const { version, count, columns } = parsed.data;
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
      price: columns.price[i]!,
      mrp: columns.mrp[i]!,
      stock: columns.stock[i]!,
      availability: columns.availability[i]!,
      prescription: columns.prescription[i]!,
      imageUrl: columns.imageUrl[i]!,
    };
  }
  return { version, entries, compact: parsed.data };
}

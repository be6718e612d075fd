import { z } from "zod";
import { availabilitySchema, type Medicine } from "./medicine";

/**
 * What the browser keeps of each medicine for instant filtering (issue 7): only the fields
 * cards, filters and search need. Columnar on the wire (field names once, rows as arrays),
 * which roughly halves the bytes against an array of objects.
 */
export const ENTRY_FIELDS = [
  "id",
  "name",
  "genericName",
  "brand",
  "category",
  "categoryId",
  "manufacturer",
  "form",
  "price",
  "mrp",
  "stock",
  "availability",
  "prescription",
  "imageUrl",
] as const;

export const catalogueEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  genericName: z.string(),
  brand: z.string(),
  category: z.string(),
  categoryId: z.string(),
  manufacturer: z.string(),
  form: z.string(),
  price: z.number(),
  mrp: z.number().nullable(),
  stock: z.number(),
  availability: availabilitySchema,
  prescription: z.boolean(),
  imageUrl: z.string().nullable(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export type CompactSnapshot = {
  version: string;
  fields: typeof ENTRY_FIELDS;
  rows: unknown[][];
};

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

export function encodeSnapshot(medicines: readonly Medicine[], version: string): CompactSnapshot {
  return {
    version,
    fields: ENTRY_FIELDS,
    rows: medicines.map((medicine) => {
      const entry = toEntry(medicine);
      return ENTRY_FIELDS.map((field) => entry[field]);
    }),
  };
}

const compactSchema = z.object({
  version: z.string().min(1),
  fields: z.array(z.string()),
  rows: z.array(z.array(z.unknown())),
});

/**
 * Reads a compact snapshot from an untrusted source (the network or browser storage).
 * Returns null for anything that is not exactly a snapshot of this format: a stale or
 * damaged copy must never reach a page.
 */
export function decodeSnapshot(value: unknown): { version: string; entries: CatalogueEntry[] } | null {
  const parsed = compactSchema.safeParse(value);
  if (!parsed.success) return null;
  const { version, fields, rows } = parsed.data;
  if (fields.length !== ENTRY_FIELDS.length || fields.some((field, index) => field !== ENTRY_FIELDS[index])) {
    return null;
  }
  const entries: CatalogueEntry[] = [];
  for (const row of rows) {
    const entry = catalogueEntrySchema.safeParse(Object.fromEntries(ENTRY_FIELDS.map((field, i) => [field, row[i]])));
    if (!entry.success) return null;
    entries.push(entry.data);
  }
  return { version, entries };
}

import { z } from "zod";
import { AVAILABILITIES } from "./availability";

export type { Availability } from "./availability";
export const availabilitySchema = z.enum(AVAILABILITIES);

/**
 * One medicine of the catalogue, as the importer builds it from a sheet row. The schema is the
 * importer's contract: its tests check every medicine it builds against it. Nothing parses
 * medicines at run time: the server keeps the sheet's text on disk and imports it again, and
 * the browser's copy has a codec of its own (app/catalogue/browser/codec.ts).
 */
export const medicineSchema = z.object({
  /** Unique, URL-safe, stable across refreshes while the row keeps its id or name. */
  id: z.string().min(1),
  name: z.string(),
  genericName: z.string(),
  brand: z.string(),
  /** The sheet's category text as typed ("Uncategorized" when empty). */
  category: z.string(),
  /** Slug the catalogue filters by: a home category id when the text matches one (docs/product.md 3.7). */
  categoryId: z.string(),
  manufacturer: z.string(),
  description: z.string(),
  dosage: z.string(),
  form: z.string(),
  /** Selling price in INR. */
  price: z.number(),
  /** List price in INR, struck through when higher than price. */
  mrp: z.number().optional(),
  /** GST percentage. */
  gst: z.number().optional(),
  /** Rating out of 5 from the sheet. */
  rating: z.number().optional(),
  stock: z.number(),
  availability: availabilitySchema,
  prescription: z.boolean(),
  /** http(s) or site-relative image URLs only; empty when the sheet has none. */
  imageUrls: z.array(z.string()),
  uses: z.array(z.string()),
  sideEffects: z.array(z.string()),
  contraindications: z.array(z.string()),
});
export type Medicine = z.infer<typeof medicineSchema>;

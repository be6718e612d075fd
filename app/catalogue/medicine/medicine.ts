import { z } from "zod";
import { AVAILABILITIES } from "./availability";
import { PACK_UNITS } from "../pack/pack";
import { SCHEDULES } from "./schedule";
import { schemeSchema } from "../trade/scheme-cell";

export type { Availability } from "./availability";
export const availabilitySchema = z.enum(AVAILABILITIES);

/**
 * One medicine of the catalogue, as the importer builds it from a sheet row. The schema is the
 * importer's contract: its tests check every medicine it builds against it. Nothing parses
 * medicines at run time: the server keeps the sheet's text on disk and imports it again, and
 * the browser's copy has a codec of its own (app/catalogue/browser/codec.ts).
 */
/** The longest item code the sheet may give (billing software keeps codes short). */
export const ITEM_CODE_MAX = 40;

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
  /**
   * The sheet's rate in INR (what the chemist pays, called by the site's `RATE_LABEL`); none when
   * the sheet has no rate column or this row's cell is unreadable (docs/product.md 11.7).
   */
  rate: z.number().optional(),
  /**
   * The sheet's MRP in INR, whether or not the row has a rate: each price keeps its own name, and
   * an MRP never stands in for a missing rate (docs/product.md 11.7, decision 023). A medicine
   * with neither shows "Price on request", never ₹0 (11.1).
   */
  mrp: z.number().optional(),
  /** GST percentage. */
  gst: z.number().optional(),
  /** Rating out of 5 from the sheet. */
  rating: z.number().optional(),
  /** Units in stock; none when the sheet has no stock column at all (docs/product.md 11.1). */
  stock: z.number().optional(),
  /** From the stock; none with it. */
  availability: availabilitySchema.optional(),
  /** The pack column's text as written ("Strip of 10 tablets"); none without one. */
  pack: z.string().optional(),
  /** What one pack holds, read from the pack column or else the form (docs/product.md 11.2). */
  packContent: z.object({ units: z.number().positive(), unit: z.enum(PACK_UNITS) }).optional(),
  /** The schedule column's value when readable (docs/product.md 11.4). */
  schedule: z.enum(SCHEDULES).optional(),
  /** The scheme column's free goods or percentage, when readable (docs/product.md 11.7). */
  scheme: schemeSchema.optional(),
  prescription: z.boolean(),
  /**
   * The sheet's optional item code: the billing software's name for the medicine, which the Tally
   * file uses as its stock item (decision 60, docs/sheet-format.md). Absent when the row has none.
   */
  itemCode: z.string().min(1).max(ITEM_CODE_MAX).optional(),
  /** The sheet's optional HSN code for GST: 4 to 8 digits (docs/sheet-format.md). */
  hsn: z
    .string()
    .regex(/^\d{4,8}$/)
    .optional(),
  /** http(s) or site-relative image URLs only; empty when the sheet has none. */
  imageUrls: z.array(z.string()),
  uses: z.array(z.string()),
  sideEffects: z.array(z.string()),
  contraindications: z.array(z.string()),
  /**
   * The sheet's optional Hindi texts (docs/product.md 14.5), shown on the Hindi pages; the Hindi
   * name is also searched as typed. Each is absent when the row leaves it empty.
   */
  nameHindi: z.string().optional(),
  descriptionHindi: z.string().optional(),
  usesHindi: z.array(z.string()).optional(),
  sideEffectsHindi: z.array(z.string()).optional(),
  contraindicationsHindi: z.array(z.string()).optional(),
});
export type Medicine = z.infer<typeof medicineSchema>;

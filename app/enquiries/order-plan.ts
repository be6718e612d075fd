import { z } from "zod";

/*
 * The supply plan of an accepted order (docs/product.md 12.3c, docs/decisions/040): what the desk
 * will send for each line of the order, stored with the order as JSON when it is accepted and shown
 * on the buyer's order page. The desk fills it (its supply plan, decision 58); this module only
 * says its shape, and reads it back checked, so a stored plan of another shape shows as none.
 */

const quantity = z.number().int().min(0).max(1_000_000);
const rupees = z.number().min(0).max(1e12);

export const planLineSchema = z.object({
  /** The order's line this answers (1-based, as stored); null for a line the desk added. */
  position: z.number().int().min(1).nullable(),
  /** The line as the buyer asked it: its name, quantity and unit (English, as stored; null: a number). */
  asked: z.object({ name: z.string().max(500), quantity, unit: z.string().max(40).nullable() }),
  /** What comes of the asked medicine: at most today's stock; 0 when none. */
  supplied: quantity,
  /** A same-composition medicine sent for what is short, with how many; null when none. */
  substitute: z.object({ medicineId: z.string().max(200), name: z.string().max(500), quantity }).nullable(),
  /** The rate charged per unit; null when the sheet had none (on request). */
  rate: rupees.nullable(),
  /** Free quantity from the scheme (10+1 on 20: 2). */
  free: quantity,
  /** Rate × the quantity charged (supplied and substitute); 0 without a rate. */
  amount: rupees,
});
export type PlanLine = z.infer<typeof planLineSchema>;

export const orderPlanSchema = z.object({
  lines: z.array(planLineSchema).max(5000),
  totals: z.object({
    beforeGst: rupees,
    /** Null when the GST of a line is not known: no made-up total. */
    afterGst: rupees.nullable(),
  }),
});
export type OrderPlan = z.infer<typeof orderPlanSchema>;

/** How much of the asked medicine is short: asked less what comes of it (a substitute is told beside it). */
export function shortOf(line: PlanLine): number {
  return Math.max(0, line.asked.quantity - line.supplied);
}

/** A stored plan read back; null when there is none or it is not of this shape. */
export function parseStoredPlan(json: string | null): OrderPlan | null {
  if (json === null) return null;
  try {
    const parsed = orderPlanSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

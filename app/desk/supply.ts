import type { Medicine, Scheme } from "~/catalogue";

/**
 * What the desk can supply of a line today (decision 58): a number in stock, at most that; no
 * stock column in the sheet (its availability unknown), all of it; out of stock, none. Pure, so
 * the supply plan, the replies and the billing files agree on one rule.
 */
export function suppliable(asked: number, medicine: Pick<Medicine, "stock" | "availability">): number {
  const wanted = Math.max(0, Math.floor(asked));
  if (medicine.stock === undefined) return medicine.availability === "Out of Stock" ? 0 : wanted;
  return Math.min(wanted, Math.max(0, Math.floor(medicine.stock)));
}

/** The free quantity a scheme gives on a quantity: 10+1 on 20 → 2; a percentage scheme gives none. */
export function freeQuantity(scheme: Scheme | undefined, quantity: number): number {
  if (scheme?.kind !== "free" || quantity <= 0) return 0;
  return Math.floor(quantity / scheme.buy) * scheme.free;
}

// Estimated values of the list (docs/product.md 12.2d): what the sheet's rate charges for the
// quantity, after the medicine's scheme, where the sheet has a rate. Pure, so the page's script
// recomputes them as quantities are typed.

import type { Scheme } from "~/catalogue/trade/scheme";

type Priced = { quantity: number; rate?: number | undefined; scheme?: Scheme | undefined };

/**
 * The packs charged for a quantity under a scheme: with "10+1", every full 11 packs ordered has one
 * free (11 are charged 10, 22 are charged 20, 10 are charged 10: a free pack is only given with the
 * packs it goes with). Without free goods, every pack is charged.
 */
export function chargedPacks(quantity: number, scheme: Scheme | undefined): number {
  if (scheme?.kind !== "free") return quantity;
  return quantity - Math.floor(quantity / (scheme.buy + scheme.free)) * scheme.free;
}

/**
 * A line's estimated value in rupees to the paisa, after its scheme (free packs not charged, a
 * percentage off the rate); undefined without a rate (never a made-up value).
 */
export function lineValue(line: Priced): number | undefined {
  if (line.rate === undefined) return undefined;
  const rate = line.scheme?.kind === "discount" ? line.rate * (1 - line.scheme.percent / 100) : line.rate;
  return Math.round(rate * chargedPacks(line.quantity, line.scheme) * 100) / 100;
}

export type ListEstimate = {
  /** The sum of the lines with a rate; null when no line has one (nothing to estimate). */
  total: number | null;
  /** How many lines the total leaves out: no rate (MRP only, none, free text, no longer listed). */
  leftOut: number;
};

export function listEstimate(lines: readonly Priced[]): ListEstimate {
  let paise = 0;
  let counted = 0;
  for (const line of lines) {
    const value = lineValue(line);
    if (value === undefined) continue;
    paise += Math.round(value * 100);
    counted += 1;
  }
  return { total: counted === 0 ? null : paise / 100, leftOut: lines.length - counted };
}

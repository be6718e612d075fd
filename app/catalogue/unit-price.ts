import type { Pack } from "~/catalogue/import/pack";
import { unitLabel } from "~/catalogue/import/pack";

/**
 * Price per unit (docs/product.md 11.2): the pack's price divided by what it holds. Known only
 * when both are: a medicine on request or with an unreadable pack has none, never a guess.
 */
export function unitPriceOf(price: number | undefined, pack: Pack | undefined): number | undefined {
  if (price === undefined || pack === undefined || !(price > 0) || !(pack.units > 0)) return undefined;
  return price / pack.units;
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Below a paisa two decimals would say ₹0.00: such prices (per ml of a large bottle) keep four. */
const smallRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** "₹1.20 per tablet"; undefined when the price per unit is not known. */
export function unitPriceText(price: number | undefined, pack: Pack | undefined): string | undefined {
  const perUnit = unitPriceOf(price, pack);
  if (perUnit === undefined || pack === undefined) return undefined;
  const amount = perUnit < 0.01 ? smallRupees.format(perUnit) : rupees.format(perUnit);
  return `${amount} ${unitLabel(pack.unit)}`;
}

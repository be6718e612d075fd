import type { Pack, PackUnit } from "~/catalogue/pack/pack";
import { unitLabel } from "~/catalogue/pack/pack";
import type { Translate } from "~/i18n/translator";

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

/** "₹1.20 per tablet" ("₹1.20 प्रति टैबलेट"); undefined when the price per unit is not known. */
export function unitPriceText(price: number | undefined, pack: Pack | undefined, t: Translate): string | undefined {
  const perUnit = unitPriceOf(price, pack);
  if (perUnit === undefined || pack === undefined) return undefined;
  return formatUnitPrice({ perUnit, unit: pack.unit }, t);
}

/** A price per unit in words: "₹1.20 per tablet". */
export function formatUnitPrice({ perUnit, unit }: UnitPrice, t: Translate): string {
  const amount = perUnit < 0.01 ? smallRupees.format(perUnit) : rupees.format(perUnit);
  return t(unitLabel(unit), { amount });
}

/** A price per unit as data, so that each page says it in its own language. */
export type UnitPrice = { perUnit: number; unit: PackUnit };

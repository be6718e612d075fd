import { sortSteps, type Steps } from "~/catalogue/loading/slices";
import type { SortKey } from "~/catalogue/urls/url-state";
import { orderingPrice } from "~/catalogue/trade/trade-price";
import { groupsOf, orderByKey } from "./groups";
import type { QueryableMedicine } from "./queryable-medicine";

/**
 * A medicine's price per unit for "Price per unit: low to high" (docs/product.md 11.2): its price
 * (the rate, else the MRP) over what its pack holds, as the server's medicine (`packContent`) or the
 * copy's entry (`packUnits`) carries it; NaN when either is unknown.
 */
export function unitPriceKey(medicine: QueryableMedicine): number {
  const price = orderingPrice(medicine);
  const units = medicine.packContent?.units ?? medicine.packUnits;
  return price !== undefined && price > 0 && units !== null && units !== undefined && units > 0 ? price / units : NaN;
}

/** The orders that do not depend on the search: each is worked out once per catalogue. */
export type FixedSort = Exclude<SortKey, "relevance">;

/** Positions in each sort order, and each position's rank in it (the inverse permutation). */
export type SortOrders = {
  order: Record<FixedSort, Uint32Array>;
  rank: Record<FixedSort, Uint32Array>;
};

// numeric: "Dolo 500" before "Dolo 650", "Tab 2" before "Tab 10"; base: case and accents tie.
export const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });

function ranksOf(order: Uint32Array): Uint32Array {
  const rank = new Uint32Array(order.length);
  order.forEach((position, index) => (rank[position] = index));
  return rank;
}

/** The catalogue's fixed sort orders, as steps that may pause (app/catalogue/loading/slices.ts). */
export function* sortOrdersSteps(medicines: readonly QueryableMedicine[]): Steps<SortOrders> {
  // Names in collation order: each distinct name is compared once, not each medicine, and names
  // that collate equal share a key. Ties keep sheet order in every order.
  const names = groupsOf(medicines.map((medicine) => medicine.name.trim()));
  const distinctNames = [...names.codeOf.keys()];
  const byCollation = yield* sortSteps(
    distinctNames.map((_, code) => code),
    (a, b) => collator.compare(distinctNames[a]!, distinctNames[b]!),
  );
  const nameKeyOfCode = new Uint32Array(distinctNames.length);
  let nameKeyCount = 0;
  byCollation.forEach((code, index) => {
    if (index > 0 && collator.compare(distinctNames[byCollation[index - 1]!]!, distinctNames[code]!) !== 0)
      nameKeyCount++;
    nameKeyOfCode[code] = nameKeyCount;
  });
  if (distinctNames.length > 0) nameKeyCount++;
  yield;
  const nameKeys = names.codes.map((code) => nameKeyOfCode[code]!);
  const byNameAsc = orderByKey(nameKeys, nameKeyCount).order;
  const byNameDesc = orderByKey(
    nameKeys.map((key) => nameKeyCount - 1 - key),
    nameKeyCount,
  ).order;
  const nameRank = ranksOf(byNameAsc);
  const byName = (a: number, b: number) => nameRank[a]! - nameRank[b]!;
  // A medicine without a price comes after the priced ones in both price orders (docs/product.md
  // 11.1): NaN marks it, and each order puts it last by name.
  const prices = Float64Array.from(medicines, (medicine) => orderingPrice(medicine) ?? NaN);
  // Price per unit (docs/product.md 11.2): of the same price, over what the pack holds; a medicine
  // whose pack tells no units comes after those that do, as one without a price does.
  const unitPrices = Float64Array.from(medicines, unitPriceKey);
  const stocks = Float64Array.from(medicines, (medicine) => medicine.stock ?? -Infinity);
  const positions = medicines.map((_, index) => index);
  const sorted = function* (compare: (a: number, b: number) => number) {
    return Uint32Array.from(yield* sortSteps(positions, compare));
  };
  const unpricedLast = (a: number, b: number) => Number(Number.isNaN(prices[a]!)) - Number(Number.isNaN(prices[b]!));
  const byPriceAsc = yield* sorted((a, b) => unpricedLast(a, b) || prices[a]! - prices[b]! || byName(a, b));
  const byPriceDesc = yield* sorted((a, b) => unpricedLast(a, b) || prices[b]! - prices[a]! || byName(a, b));
  const unitPricedLast = (a: number, b: number) =>
    Number(Number.isNaN(unitPrices[a]!)) - Number(Number.isNaN(unitPrices[b]!));
  const byUnitPriceAsc = yield* sorted(
    (a, b) =>
      unitPricedLast(a, b) ||
      unitPrices[a]! - unitPrices[b]! ||
      unpricedLast(a, b) ||
      prices[a]! - prices[b]! ||
      byName(a, b),
  );
  const byStockDesc = yield* sorted((a, b) => stocks[b]! - stocks[a]! || byName(a, b));
  return {
    order: {
      "name-asc": byNameAsc,
      "name-desc": byNameDesc,
      "price-asc": byPriceAsc,
      "price-desc": byPriceDesc,
      "unit-price-asc": byUnitPriceAsc,
      availability: byStockDesc,
    },
    rank: {
      "name-asc": nameRank,
      "name-desc": ranksOf(byNameDesc),
      "price-asc": ranksOf(byPriceAsc),
      "price-desc": ranksOf(byPriceDesc),
      "unit-price-asc": ranksOf(byUnitPriceAsc),
      availability: ranksOf(byStockDesc),
    },
  };
}

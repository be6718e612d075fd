import type { Medicine } from "~/catalogue/medicine/medicine";
import type { PackUnit } from "~/catalogue/pack/pack";
import { oncePerCatalogueInSteps } from "~/catalogue/loading/per-catalogue";
import { ROWS_PER_STEP, runNow, type Steps } from "~/catalogue/loading/slices";
import { unitPriceOf } from "~/catalogue/trade/unit-price";
import { orderingPrice } from "~/catalogue/trade/trade-price";
import type { Translate } from "~/i18n/translator";
import { compositionKey, formFamily, type FormFamily } from "./composition-key";
import "~/i18n/areas/medicine";

/**
 * "Same composition, other brands" (docs/product.md 11.3, docs/decisions/006-same-composition.md):
 * the medicines with the same composition key and the same form family, grouped once per catalogue
 * version, so a detail page only looks its medicine up.
 */

/** What the comparison reads of a medicine. */
export type ComparableMedicine = Pick<
  Medicine,
  "id" | "name" | "genericName" | "form" | "rate" | "mrp" | "packContent" | "stock"
>;

/** How many alternatives a page lists; the rest are behind the composition's search link. */
export const SHOWN_ALTERNATIVES = 10;

/**
 * The price a comparison uses: per unit when the pack's content is known, otherwise per pack.
 * Tablets and capsules are both one dose, so they compare per unit; other units only with
 * themselves (a ml of syrup is not a gram of granules).
 */
type Cost =
  | { kind: "unit"; amount: number; measure: string; of: PriceName }
  | { kind: "pack"; amount: number; of: PriceName }
  /** No readable price, or 0, which is no price either (11.1): listed last, never compared. */
  | { kind: "none" };

const DOSE_UNITS: ReadonlySet<PackUnit> = new Set(["tablet", "capsule"]);

/** Which price a cost is of: a rate is compared only with a rate, an MRP only with an MRP (11.7). */
type PriceName = "rate" | "mrp";

function costOf(medicine: ComparableMedicine): Cost {
  const { packContent } = medicine;
  // The rate where the row has one, else its MRP: the same price the catalogue's price orders use.
  const price = orderingPrice(medicine);
  const of: PriceName = medicine.rate !== undefined ? "rate" : "mrp";
  if (price === undefined || !(price > 0)) return { kind: "none" };
  const perUnit = unitPriceOf(price, packContent);
  if (perUnit !== undefined && packContent !== undefined) {
    return { kind: "unit", amount: perUnit, measure: DOSE_UNITS.has(packContent.unit) ? "dose" : packContent.unit, of };
  }
  return { kind: "pack", amount: price, of };
}

/** Priced per unit first (cheapest first), then priced per pack only, then no price. */
const COST_RANK: Record<Cost["kind"], number> = { unit: 0, pack: 1, none: 2 };

const names = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

type Member<T> = { medicine: T; cost: Cost };

/**
 * The listing order of a group, the same whatever the catalogue's row order: cost (as above),
 * then in stock before out of stock, then name, then id (ids are unique, so the order is total).
 */
function compareMembers<T extends ComparableMedicine>(a: Member<T>, b: Member<T>): number {
  const rank = COST_RANK[a.cost.kind] - COST_RANK[b.cost.kind];
  if (rank !== 0) return rank;
  if (a.cost.kind !== "none" && b.cost.kind !== "none" && a.cost.amount !== b.cost.amount) {
    return a.cost.amount - b.cost.amount;
  }
  const stocked = Number(outOfStock(a.medicine)) - Number(outOfStock(b.medicine));
  if (stocked !== 0) return stocked;
  return names.compare(a.medicine.name, b.medicine.name) || (a.medicine.id < b.medicine.id ? -1 : 1);
}

/** Out of stock only in a sheet that has a stock column (11.1): no column says nothing. */
export function outOfStock(medicine: Pick<Medicine, "stock">): boolean {
  return medicine.stock !== undefined && medicine.stock <= 0;
}

export type AlternativesIndex<T> = {
  /** Each grouped medicine's id to its whole group (itself included), in listing order. */
  readonly groups: ReadonlyMap<string, readonly Member<T>[]>;
};

/** Builds the index; {@link alternativesIndex} keeps one per catalogue version. */
export function buildAlternativesIndex<T extends ComparableMedicine>(medicines: readonly T[]): AlternativesIndex<T> {
  return runNow(alternativesSteps(medicines));
}

/** {@link buildAlternativesIndex} as steps that may pause every few hundred medicines or groups. */
function* alternativesSteps<T extends ComparableMedicine>(medicines: readonly T[]): Steps<AlternativesIndex<T>> {
  // Texts repeat (3,358 compositions and a few dozen forms in 11.8k rows): each distinct text is
  // read once. Only a form that names no known form sends the reading to the medicine's name.
  const compositionKeys = new Map<string, string | null>();
  const formFamilies = new Map<string, FormFamily | null>();
  const byKey = new Map<string, Map<FormFamily, Member<T>[]>>();
  for (let position = 0; position < medicines.length; position++) {
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const medicine = medicines[position]!;
    const composition = once(compositionKeys, medicine.genericName, compositionKey);
    if (composition === undefined) continue;
    const family = once(formFamilies, medicine.form, (form) => formFamily(form, "")) ?? formFamily("", medicine.name);
    if (family === undefined) continue;
    // Nested maps rather than one joined key: no new string to build and hash per medicine.
    let families = byKey.get(composition);
    if (!families) {
      families = new Map();
      byKey.set(composition, families);
    }
    let group = families.get(family);
    if (!group) {
      group = [];
      families.set(family, group);
    }
    group.push({ medicine, cost: costOf(medicine) });
  }
  const groups = new Map<string, readonly Member<T>[]>();
  let sortedMembers = 0;
  for (const group of [...byKey.values()].flatMap((families) => [...families.values()])) {
    // A medicine alone in its group has no alternatives: it is left out of the index.
    if (group.length < 2) continue;
    group.sort(compareMembers);
    sortedMembers += group.length;
    if (sortedMembers >= ROWS_PER_STEP) {
      sortedMembers = 0;
      yield;
    }
    for (const member of group) groups.set(member.medicine.id, group);
  }
  return { groups };
}

/** A cached reading of a text; null stands for "read, and nothing there", so one lookup tells. */
function once<V>(cache: Map<string, V | null>, text: string, read: (text: string) => V | undefined): V | undefined {
  const cached = cache.get(text);
  if (cached !== undefined) return cached ?? undefined;
  const value = read(text);
  cache.set(text, value ?? null);
  return value;
}

const indexOf = oncePerCatalogueInSteps((medicines: readonly ComparableMedicine[]) => alternativesSteps(medicines));

/**
 * The index of a catalogue version, built on first use and kept as long as its medicines array
 * lives. The store builds it when the catalogue loads ({@link prepareAlternatives}), so no request waits for it.
 */
export function alternativesIndex<T extends ComparableMedicine>(medicines: readonly T[]): AlternativesIndex<T> {
  // Built from this very array, so its members are T.
  return indexOf.of(medicines) as AlternativesIndex<T>;
}

/** Builds a catalogue's index ahead of its first page, as steps that may pause (app/catalogue/loading/slices.ts). */
export function* prepareAlternatives(medicines: readonly ComparableMedicine[]): Steps<void> {
  yield* indexOf.prepare(medicines);
}

/** How an alternative's price compares with this medicine's. */
export type PriceComparison =
  | { kind: "cheaper" | "dearer"; percent: number }
  | { kind: "same" }
  /** Either price is missing, or they are not priced the same way (per unit vs per pack). */
  | { kind: "none" };

/**
 * The alternative's price against this one's (rate with rate, MRP with MRP), in whole percent of this one's price: per unit when
 * both have a comparable price per unit, per pack when neither has pack units, else none. The
 * difference is rounded half up on its size, so 2.5% cheaper and 2.5% dearer both read 3%; what
 * rounds to 0% reads "Same price".
 */
export function comparePrices(alternative: ComparableMedicine, medicine: ComparableMedicine): PriceComparison {
  return compareCosts(costOf(alternative), costOf(medicine));
}

function compareCosts(alternative: Cost, medicine: Cost): PriceComparison {
  if (
    alternative.kind === "none" ||
    medicine.kind === "none" ||
    alternative.kind !== medicine.kind ||
    alternative.of !== medicine.of
  ) {
    return { kind: "none" };
  }
  if (alternative.kind === "unit" && medicine.kind === "unit" && alternative.measure !== medicine.measure) {
    return { kind: "none" };
  }
  const percent = Math.round((Math.abs(alternative.amount - medicine.amount) * 100) / medicine.amount);
  if (percent === 0) return { kind: "same" };
  return { kind: alternative.amount < medicine.amount ? "cheaper" : "dearer", percent };
}

/** "12% cheaper", "3% dearer", "Same price" in the page's language; nothing when the prices do not compare. */
export function comparisonText(comparison: PriceComparison, t: Translate): string | undefined {
  switch (comparison.kind) {
    case "cheaper":
      return t("medicine.comparison.cheaper", { percent: comparison.percent });
    case "dearer":
      return t("medicine.comparison.dearer", { percent: comparison.percent });
    case "same":
      return t("medicine.comparison.same");
    case "none":
      return undefined;
  }
}

export type Alternative<T> = { medicine: T; comparison: PriceComparison };

export type Alternatives<T> = {
  /** At most `limit`, in listing order. */
  shown: readonly Alternative<T>[];
  /** How many more the group holds beyond those shown. */
  more: number;
};

/**
 * The other medicines of this medicine's group, in listing order, at most `limit` of them. A map
 * lookup and a walk over the first `limit + 1` members: no work over the catalogue per request.
 */
export function alternativesOf<T extends ComparableMedicine>(
  medicines: readonly T[],
  medicine: T,
  limit = SHOWN_ALTERNATIVES,
): Alternatives<T> {
  const group = alternativesIndex(medicines).groups.get(medicine.id);
  if (!group) return { shown: [], more: 0 };
  const own = costOf(medicine);
  const shown: Alternative<T>[] = [];
  for (const member of group) {
    if (shown.length === limit) break;
    if (member.medicine.id === medicine.id) continue;
    shown.push({ medicine: member.medicine, comparison: compareCosts(member.cost, own) });
  }
  return { shown, more: group.length - 1 - shown.length };
}

/**
 * Strengths are numbers with units. Two strengths are the same when they are the same amount
 * after exact conversion (1 g is 1000 mg), so each gets a key in its dimension's smallest unit,
 * computed on decimal digits (no floating point: 0.1 g is exactly 100 mg).
 */

type Unit = {
  dimension: "mass" | "volume" | "iu" | "percent";
  /** Powers of ten to the smallest unit. */ scale: number;
};

const UNITS: ReadonlyMap<string, Unit> = new Map<string, Unit>([
  ["mcg", { dimension: "mass", scale: 0 }],
  ["ug", { dimension: "mass", scale: 0 }],
  ["mg", { dimension: "mass", scale: 3 }],
  ["g", { dimension: "mass", scale: 6 }],
  ["gm", { dimension: "mass", scale: 6 }],
  ["gms", { dimension: "mass", scale: 6 }],
  ["gram", { dimension: "mass", scale: 6 }],
  ["grams", { dimension: "mass", scale: 6 }],
  ["kg", { dimension: "mass", scale: 9 }],
  ["ml", { dimension: "volume", scale: 0 }],
  ["l", { dimension: "volume", scale: 3 }],
  ["ltr", { dimension: "volume", scale: 3 }],
  ["litre", { dimension: "volume", scale: 3 }],
  ["litres", { dimension: "volume", scale: 3 }],
  ["liter", { dimension: "volume", scale: 3 }],
  ["liters", { dimension: "volume", scale: 3 }],
  ["iu", { dimension: "iu", scale: 0 }],
  ["%", { dimension: "percent", scale: 0 }],
]);

/**
 * A unit as written, up to its spelling ("g", "gm" and "gram" are one; "mg" and "mcg" are two):
 * what a number written without a unit is read in (docs/search.md "Strengths").
 */
export function unitIdentity(unit: string): string | undefined {
  const found = UNITS.get(unit);
  return found ? `${found.dimension}:${found.scale}` : undefined;
}

/** Whether a folded word (or "%") is a unit the search converts. */
export function isUnit(word: string): boolean {
  return UNITS.has(word);
}

/**
 * A number's canonical decimal: no leading zeros before the integer part, no trailing zeros
 * after the point ("0650" → "650", "2.50" → "2.5", "1.0" → "1"), so that equal numbers are
 * equal strings.
 */
export function canonicalNumber(digits: string): string {
  const point = digits.indexOf(".");
  let integer = point < 0 ? digits : digits.slice(0, point);
  let fraction = point < 0 ? "" : digits.slice(point + 1);
  integer = integer.replace(/^0+/, "") || "0";
  fraction = fraction.replace(/0+$/, "");
  return fraction ? `${integer}.${fraction}` : integer;
}

/** `value` (a canonical decimal) × 10^places, as a canonical decimal. */
function shifted(value: string, places: number): string {
  const point = value.indexOf(".");
  const integer = point < 0 ? value : value.slice(0, point);
  const fraction = (point < 0 ? "" : value.slice(point + 1)).padEnd(places, "0");
  return canonicalNumber(`${integer}${fraction.slice(0, places)}.${fraction.slice(places)}`);
}

/**
 * The key of a strength: "650" with "mg" and "0.65" with "g" both give "mass:650000"
 * (micrograms); undefined when `unit` is not a unit.
 */
export function strengthKey(value: string, unit: string): string | undefined {
  const found = UNITS.get(unit);
  return found ? `${found.dimension}:${shifted(value, found.scale)}` : undefined;
}

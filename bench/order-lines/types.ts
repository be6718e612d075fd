/** The order-line cases' shapes (bench/order-lines.ts). */

export const ORDER_LINE_KINDS = [
  "exact",
  "exact-form",
  "brand",
  "ambiguous",
  "generic",
  "devanagari",
  "absent",
  "note",
  "family-exact",
  "family-equal",
  "suffix",
  "patient",
  "unit",
  "heading",
  "quantity-form",
] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export type OrderLineCase = {
  id: string;
  kind: OrderLineKind;
  line: string;
  quantity: number;
  /** The medicine the line names alone; null when none does. */
  expected: string | null;
  /** Medicines one of which must be among the candidates (the buyer's choices); empty for none. */
  among: string[];
  rule: string;
  /** The unit the line writes its quantity in ("2 box", "10 strips": decision 64); none when it writes none. */
  unit?: string;
};

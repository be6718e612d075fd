import { type Medicine, orderUnitOf, type OrderUnit, type OrderLineMatch } from "~/catalogue";

/**
 * The check table (docs/product.md 12.11) as the page shows it and the form posts it back: one row
 * per line of the order, in the order written. Plain data: it travels in the action's answer.
 */

/** The select's value for "Not in the catalogue: send as written" (a medicine id never starts with "~"). */
export const AS_WRITTEN = "~as-written";

export type OrderOption = {
  id: string;
  label: string;
  /** What the list counts the medicine in (its pack's container), none for a plain number. */
  unit?: OrderUnit;
  pack?: string;
};

export type OrderRow = {
  /** The row's number, from 1: "Medicine for line {n}". */
  n: number;
  /** The line as written. */
  written: string;
  /** What is searched and what is sent when the line goes as written: the line without its list marker and quantity. */
  nameText: string;
  /** The quantity as read, or as typed when the table comes back. */
  quantity: string;
  /** The container the line counted in ("2 box"): the row says so when the medicine chosen is counted in another. */
  writtenUnit?: OrderUnit;
  options: OrderOption[];
  /** The option selected: a medicine's id, {@link AS_WRITTEN}, or "" for "Choose a medicine". */
  selected: string;
  /** Whether "Choose a medicine" is offered: when no medicine clearly wins. */
  choose: boolean;
  /** Set when the options are a brand's composition at a strength the catalogue lacks ("dolo 650"; decision 64). */
  sameComposition?: { brand: string; strength: string };
  error?: string;
};

export type OrderCheck = {
  rows: OrderRow[];
  /**
   * The order's notes (docs/product.md 12.13a): lines that match nothing and name no medicine
   * ("urgent please"), kept as written to leave with the order as its note, not as lines.
   */
  notes?: string[];
  /** Said above the table: why nothing (or not everything) was added. */
  error?: string;
};

/** A candidate as the select shows it: its name, then pack and manufacturer. */
export function optionOf(medicine: Medicine): OrderOption {
  const details = [medicine.pack?.trim() || medicine.form.trim(), medicine.manufacturer.trim()].filter(Boolean);
  const unit = orderUnitOf(medicine.pack);
  const pack = medicine.pack?.trim();
  return {
    id: medicine.id,
    label: details.length > 0 ? `${medicine.name} (${details.join(", ")})` : medicine.name,
    ...(unit ? { unit } : {}),
    ...(pack ? { pack } : {}),
  };
}

/** A matched line as a row of the check table. */
export function rowOf(match: OrderLineMatch, n: number): OrderRow {
  return {
    n,
    written: match.written,
    nameText: match.reading.nameText,
    quantity: String(match.reading.quantity),
    ...(match.reading.unit ? { writtenUnit: match.reading.unit } : {}),
    options: match.candidates.map(optionOf),
    selected: match.chosen ?? "",
    choose: match.chosen === null,
    ...(match.sameComposition ? { sameComposition: match.sameComposition } : {}),
  };
}

/** The names of the check table's fields. */
export const orderFields = {
  written: (n: number) => `order-written-${n}`,
  name: (n: number) => `order-name-${n}`,
  medicine: (n: number) => `order-medicine-${n}`,
  quantity: (n: number) => `order-quantity-${n}`,
  /** Every note of the order, one field each. */
  note: "order-note",
} as const;

import type { Medicine } from "~/catalogue";
import type { OrderPlan, PlanLine } from "~/enquiries";
import { freeQuantity, suppliable } from "./supply";

/*
 * The supply plan of an order (decision 58, docs/product.md "Order desk"): for each line what was
 * asked, today's stock and what will be supplied, with the staff's changes (a quantity, a
 * same-composition substitute for a short line) checked against today's stock. Pure: the page,
 * the replies and the stored plan (app/enquiries/order-plan.ts, what "Accept order" records) are
 * all read from one result, so none of them offers more than the stock.
 */

/** Today's stock of a line's medicine as the plan reads it. */
export type StockView =
  /** A number in the sheet: at most that is supplied. */
  | { kind: "count"; count: number }
  /** No number, in stock by the sheet's word ("In stock"): all of it. */
  | { kind: "word" }
  /** Out of stock: none. */
  | { kind: "out" }
  /** Not in today's catalogue (a line "not in the catalogue", or a medicine gone): none. */
  | { kind: "unknown" };

/** A medicine in stock that may stand in for a short line. */
export type SubstituteOption = { id: string; name: string; stock: StockView; rate: number | null };

/** What the plan reads of an order's line (the desk's order has these). */
export type PlanOrderLine = { medicineId: string | null; name: string; quantity: number; unit: string | null };

/** A staff member's choice for one line, as posted. */
export type LineChoice = { supply?: number; substitute?: string };

/** Why a posted choice was refused. */
export type LineError =
  | { kind: "aboveStock"; stock: number }
  | { kind: "aboveAsked"; asked: number }
  /** Not a whole number from 0 up. */
  | { kind: "notANumber" }
  | { kind: "substitute" };

export type PlanRow = {
  /** The order's line, 1-based as stored. */
  position: number;
  asked: { name: string; quantity: number; unit: string | null };
  medicine: { id: string; name: string } | null;
  stock: StockView;
  /** Full, part or none of what was asked comes of the asked medicine. */
  supply: "full" | "part" | "none";
  /** The most that may be supplied of the asked medicine today. */
  most: number;
  /** Same-composition medicines in stock, offered when the line is short. */
  substitutes: SubstituteOption[];
  line: PlanLine;
  /** GST % of the asked medicine (the sheet's), null when the sheet gives none. */
  gst: number | null;
  error: LineError | null;
};

export type SupplyPlan = {
  rows: PlanRow[];
  plan: OrderPlan;
  /** Lines charged without a known GST %: the total after GST is then not given. */
  gstUnknown: number;
  /** Whether any posted choice was refused: nothing is recorded then. */
  refused: boolean;
};

export type PlanCatalogue = {
  medicineOf(id: string): Medicine | undefined;
  /** The catalogue's same-composition alternatives of a medicine (docs/decisions/006-same-composition.md). */
  alternativesOf(medicine: Medicine): readonly Medicine[];
  /** Whether the sheet's rates include GST (RATE_INCLUDES_GST). */
  rateIncludesGst: boolean;
};

/** How many substitutes a short line offers at most. */
const SUBSTITUTES_SHOWN = 8;

/** Rounded to the paisa, as every bill is. */
const paise = (rupees: number) => Math.round(rupees * 100) / 100;

function stockOf(medicine: Medicine | undefined): StockView {
  if (medicine === undefined) return { kind: "unknown" };
  if (medicine.stock !== undefined) {
    return medicine.stock > 0 ? { kind: "count", count: Math.floor(medicine.stock) } : { kind: "out" };
  }
  return medicine.availability === "Out of Stock" ? { kind: "out" } : { kind: "word" };
}

/**
 * The plan of an order's lines: today's stock limits each line, then the staff's choices where
 * they stand (a choice above the stock is refused and named, the line keeps its limit).
 */
export function supplyPlan(
  lines: readonly PlanOrderLine[],
  catalogue: PlanCatalogue,
  choices: ReadonlyMap<number, LineChoice> = new Map(),
): SupplyPlan {
  let refused = false;
  let gstUnknown = 0;
  let beforeGst = 0;
  let afterGst = 0;
  const rows = lines.map((ordered, index): PlanRow => {
    const position = index + 1;
    const choice = choices.get(position) ?? {};
    const medicine = ordered.medicineId ? catalogue.medicineOf(ordered.medicineId) : undefined;
    const asked = { name: medicine?.name ?? ordered.name, quantity: ordered.quantity, unit: ordered.unit };
    const stock = stockOf(medicine);
    const most = medicine ? suppliable(ordered.quantity, medicine) : 0;
    let error: LineError | null = null;
    let supplied = most;
    if (choice.supply !== undefined) {
      if (!Number.isInteger(choice.supply) || choice.supply < 0) error = { kind: "notANumber" };
      else if (stock.kind === "count" && choice.supply > stock.count)
        error = { kind: "aboveStock", stock: stock.count };
      else if (choice.supply > ordered.quantity) error = { kind: "aboveAsked", asked: ordered.quantity };
      else if (medicine === undefined && choice.supply > 0) error = { kind: "aboveStock", stock: 0 };
      else supplied = choice.supply;
    }
    const short = Math.max(0, ordered.quantity - supplied);
    const substitutes =
      medicine && short > 0
        ? catalogue
            .alternativesOf(medicine)
            .filter((other) => suppliable(1, other) > 0)
            .slice(0, SUBSTITUTES_SHOWN)
            .map((other) => ({ id: other.id, name: other.name, stock: stockOf(other), rate: other.rate ?? null }))
        : [];
    let substitute: PlanLine["substitute"] = null;
    let substituteMedicine: Medicine | undefined;
    if (choice.substitute) {
      substituteMedicine = substitutes.some((option) => option.id === choice.substitute)
        ? catalogue.medicineOf(choice.substitute)
        : undefined;
      if (substituteMedicine === undefined) error ??= { kind: "substitute" };
      else {
        // What is short, at most the substitute's own stock.
        substitute = {
          medicineId: substituteMedicine.id,
          name: substituteMedicine.name,
          quantity: suppliable(short, substituteMedicine),
        };
      }
    }
    if (error) refused = true;
    const rate = medicine?.rate ?? null;
    // The asked medicine's scheme on what comes of it; a substitute alone earns its own (as billed).
    const free =
      supplied > 0
        ? freeQuantity(medicine?.scheme, supplied)
        : freeQuantity(substituteMedicine?.scheme, substitute?.quantity ?? 0);
    // Each medicine charged at its own rate, as the billing files bill it.
    const ownAmount = rate === null ? 0 : rate * supplied;
    const substituteAmount = substitute && substituteMedicine?.rate ? substituteMedicine.rate * substitute.quantity : 0;
    const amount = paise(ownAmount + substituteAmount);
    const gst = medicine?.gst ?? null;
    const substituteGst = substituteMedicine?.gst ?? null;
    beforeGst += amount;
    for (const [part, percent] of [
      [ownAmount, gst],
      [substituteAmount, substituteGst],
    ] as const) {
      if (part === 0) continue;
      if (percent === null) {
        gstUnknown += 1;
        afterGst += part;
      } else if (catalogue.rateIncludesGst) afterGst += part;
      else afterGst += part * (1 + percent / 100);
    }
    if (catalogue.rateIncludesGst) {
      // The rate holds the GST: the amount before it is the rate's share without it.
      beforeGst -= amount;
      beforeGst +=
        (gst === null ? ownAmount : ownAmount / (1 + gst / 100)) +
        (substituteGst === null ? substituteAmount : substituteAmount / (1 + substituteGst / 100));
    }
    return {
      position,
      asked,
      medicine: medicine ? { id: medicine.id, name: medicine.name } : null,
      stock,
      supply: supplied >= ordered.quantity && supplied > 0 ? "full" : supplied > 0 ? "part" : "none",
      most,
      substitutes,
      line: { position, asked, supplied, substitute, rate, free, amount },
      gst,
      error,
    };
  });
  return {
    rows,
    plan: {
      lines: rows.map((row) => row.line),
      totals: {
        beforeGst: paise(beforeGst),
        // Rates that include GST: the amounts are the total after it, known or not.
        afterGst: gstUnknown > 0 && !catalogue.rateIncludesGst ? null : paise(afterGst),
      },
    },
    gstUnknown,
    refused,
  };
}

/** A stored plan's choices, so that its page shows it as accepted (today's stock checks it again). */
export function choicesOfPlan(plan: OrderPlan): Map<number, LineChoice> {
  const choices = new Map<number, LineChoice>();
  for (const line of plan.lines) {
    if (line.position === null) continue;
    choices.set(line.position, { supply: line.supplied, substitute: line.substitute?.medicineId });
  }
  return choices;
}

import { orderUnitOf, orderUnitOfWord, type Medicine } from "~/catalogue";
import { toCsv, UTF8_BOM, type CsvValue } from "~/formatting/csv";
import { indiaIsoDate } from "~/formatting/india-time";
import type { MedicineLookup } from "./order-lines";
import { packContentText } from "./pack-text";
import { freeQuantity, suppliable } from "./supply";

/**
 * The billing files (decision 60, docs/product.md "Order desk"): one row per SUPPLIED line of an
 * order, in the columns a billing clerk's software imports, so the order is never typed again.
 * What is supplied comes from the order's plan once the desk accepted it, else from today's
 * stock (decision 58). A line not in the catalogue (a pasted list's header line among them) is
 * never supplied, so never billed. The headers stay English in both languages: the billing
 * software maps columns by them. Text is formula-safe (app/formatting/csv.ts; in Excel, string cells).
 */
export const BILLING_COLUMNS = [
  { header: "Item code", kind: "text" },
  { header: "Name", kind: "text" },
  { header: "HSN", kind: "text" },
  { header: "Pack", kind: "text" },
  { header: "Unit", kind: "text" },
  { header: "Quantity", kind: "number" },
  { header: "Free", kind: "number" },
  { header: "Rate", kind: "rupees" },
  { header: "GST %", kind: "number" },
  { header: "Amount", kind: "rupees" },
  { header: "MRP", kind: "rupees" },
  { header: "Order", kind: "number" },
  { header: "Date", kind: "text" },
  { header: "Party", kind: "text" },
  { header: "GSTIN", kind: "text" },
  { header: "Phone", kind: "text" },
  { header: "Drug licence", kind: "text" },
  { header: "City", kind: "text" },
] as const satisfies readonly { header: string; kind: "text" | "number" | "rupees" }[];

export type BillingValue = string | number | null;

/** An order as the billing files read it: its number, date, buyer and lines (the desk's order has these). */
export type BillingOrder = {
  id: number;
  createdAt: Date;
  name: string;
  shop: string | null;
  phone: string | null;
  gstin: string | null;
  drugLicence: string | null;
  city: string | null;
  lines: readonly { medicineId: string | null; name: string; quantity: number; unit: string | null }[];
};

/**
 * The supply plan as the desk records it with "Accept order" (app/enquiries/order-plan.ts): each
 * line's quantity supplied, its substitute, rate and free quantity.
 */
export type BillingPlan = {
  lines: readonly {
    position: number | null;
    asked: { name: string; quantity: number; unit: string | null };
    supplied: number;
    substitute: { medicineId: string; name: string; quantity: number } | null;
    rate: number | null;
    free: number;
  }[];
};

/** One supplied line, as billed. */
export type BillLine = {
  itemCode: string | null;
  name: string;
  hsn: string | null;
  /** What one unit holds ("10 tablets"), else the sheet's pack text. */
  pack: string | null;
  /** What the quantity counts ("Strip"); null when neither the line nor the pack says. */
  unit: string | null;
  quantity: number;
  free: number;
  rate: number | null;
  gst: number | null;
  /** Rate × quantity, to the paisa; null without a rate (on request). */
  amount: number | null;
  mrp: number | null;
};

/** The buyer's columns of every row. */
export type BillParty = {
  order: number;
  /** The order's India date, YYYY-MM-DD. */
  date: string;
  /** The shop, else the buyer's name. */
  party: string;
  gstin: string | null;
  phone: string | null;
  drugLicence: string | null;
  city: string | null;
};

export type Bill = { party: BillParty; lines: BillLine[] };

/** Rounded to the paisa, as every bill is. */
const paise = (rupees: number) => Math.round(rupees * 100) / 100;

/** "strip" → "Strip": billing software names its units with a capital. */
const unitName = (unit: string) => unit.charAt(0).toUpperCase() + unit.slice(1);

function billLine(
  medicine: Medicine | undefined,
  name: string,
  askedUnit: string | null,
  quantity: number,
  free: number,
  rate: number | null,
): BillLine {
  // The unit as stored is the buyer's English word ("strips"): billed as one unit name, "Strip".
  const unit =
    (askedUnit === null ? undefined : (orderUnitOfWord(askedUnit) ?? askedUnit)) ?? orderUnitOf(medicine?.pack) ?? null;
  return {
    itemCode: medicine?.itemCode ?? null,
    name: medicine?.name ?? name,
    hsn: medicine?.hsn ?? null,
    pack: medicine?.packContent ? packContentText(medicine.packContent) : (medicine?.pack ?? null),
    unit: unit === null ? null : unitName(unit),
    quantity,
    free,
    rate,
    gst: medicine?.gst ?? null,
    amount: rate === null ? null : paise(rate * quantity),
    mrp: medicine?.mrp ?? null,
  };
}

/**
 * The supplied lines of an order: from its plan when it has one (a substitute is a line of its
 * own, billed at its own rate), else each line at today's stock limit with the scheme's free
 * quantity. Lines supplying nothing are left out.
 */
export function billOf(order: BillingOrder, plan: BillingPlan | null, medicineOf: MedicineLookup): Bill {
  const party: BillParty = {
    order: order.id,
    date: indiaIsoDate(order.createdAt),
    party: order.shop?.trim() || order.name,
    gstin: order.gstin,
    phone: order.phone,
    drugLicence: order.drugLicence,
    city: order.city,
  };
  const lines: BillLine[] = [];
  if (plan === null) {
    for (const line of order.lines) {
      const medicine = line.medicineId ? medicineOf(line.medicineId) : undefined;
      if (medicine === undefined) continue;
      const quantity = suppliable(line.quantity, medicine);
      if (quantity === 0) continue;
      lines.push(
        billLine(
          medicine,
          line.name,
          line.unit,
          quantity,
          freeQuantity(medicine.scheme, quantity),
          medicine.rate ?? null,
        ),
      );
    }
    return { party, lines };
  }
  for (const planned of plan.lines) {
    const ordered = planned.position === null ? undefined : order.lines[planned.position - 1];
    const medicine = ordered?.medicineId ? medicineOf(ordered.medicineId) : undefined;
    if (planned.supplied > 0) {
      lines.push(
        billLine(medicine, planned.asked.name, planned.asked.unit, planned.supplied, planned.free, planned.rate),
      );
    }
    const substitute = planned.substitute;
    if (substitute !== null && substitute.quantity > 0) {
      const other = medicineOf(substitute.medicineId);
      // The plan's free quantity goes with the first row the line gives; a substitute billed beside
      // the asked medicine earns its own scheme's.
      const free = planned.supplied > 0 ? freeQuantity(other?.scheme, substitute.quantity) : planned.free;
      lines.push(
        billLine(other, substitute.name, planned.asked.unit, substitute.quantity, free, other?.rate ?? planned.rate),
      );
    }
  }
  return { party, lines };
}

/** The rows of bills, in the order of {@link BILLING_COLUMNS}. */
export function billingRows(bills: readonly Bill[]): BillingValue[][] {
  const rows: BillingValue[][] = [];
  for (const { party, lines } of bills) {
    const buyer: BillingValue[] = [
      party.order,
      party.date,
      party.party,
      party.gstin,
      party.phone,
      party.drugLicence,
      party.city,
    ];
    for (const line of lines) {
      rows.push([
        line.itemCode,
        line.name,
        line.hsn,
        line.pack,
        line.unit,
        line.quantity,
        line.free,
        line.rate,
        line.gst,
        line.amount,
        line.mrp,
        ...buyer,
      ]);
    }
  }
  return rows;
}

export type BillTotals = {
  beforeGst: number;
  /** Null when a charged line's GST is not known: no made-up tax. */
  gst: number | null;
  afterGst: number | null;
};

/** The totals of bills: the amounts, their GST and both together. */
export function billTotals(bills: readonly Bill[]): BillTotals {
  let beforeGst = 0;
  let gst: number | null = 0;
  for (const { lines } of bills) {
    for (const line of lines) {
      if (line.amount === null) continue;
      beforeGst += line.amount;
      if (line.gst === null) gst = null;
      else if (gst !== null) gst += paise((line.amount * line.gst) / 100);
    }
  }
  beforeGst = paise(beforeGst);
  return { beforeGst, gst: gst === null ? null : paise(gst), afterGst: gst === null ? null : paise(beforeGst + gst) };
}

export function billingCsv(rows: readonly (readonly CsvValue[])[]): string {
  return (
    UTF8_BOM +
    toCsv(
      BILLING_COLUMNS.map((column) => column.header),
      rows,
    )
  );
}

/** "order-12-billing.csv", "order-12-tally.xml". */
export function billingFileName(id: number, format: "csv" | "xlsx" | "xml"): string {
  return `order-${id}-${format === "xml" ? "tally" : "billing"}.${format}`;
}

/** "orders-2026-12-07-billing.csv", "orders-2026-12-07-tally.xml": the day's orders. */
export function dayFileName(day: string, format: "csv" | "xml"): string {
  return `orders-${day}-${format === "xml" ? "tally" : "billing"}.${format}`;
}

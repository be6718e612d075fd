import { type Availability, type Medicine, schemeText } from "~/catalogue";
import type { DeskLine } from "./store.server";

/**
 * An order's line as the desk shows it (docs/product.md "Order desk"): the line as it was sent,
 * beside what the catalogue says of that medicine today, looked up by its id. A line "not in the
 * catalogue", or a medicine the catalogue no longer has, has no facts.
 */
export type LineView = {
  /** The line as sent: its name (a free-text line's text) and quantity with its unit. */
  sent: { name: string; quantity: number; unit: string | null; notInCatalogue: boolean; outOfStock: boolean };
  /** Today's catalogue; null when the line names no medicine it has. */
  today: {
    id: string;
    name: string;
    pack: string | null;
    manufacturer: string;
    stock: number | null;
    availability: Availability | null;
    /** The rate (the price when it is not the MRP); null on request. */
    rate: number | null;
    scheme: string | null;
    mrp: number | null;
  } | null;
  /** The pack and manufacturer to bill: today's, else as sent. */
  pack: string | null;
  manufacturer: string | null;
};

export type MedicineLookup = (id: string) => Medicine | undefined;

export function lineViews(lines: readonly DeskLine[], medicineOf: MedicineLookup): LineView[] {
  return lines.map((line) => {
    const medicine = line.medicineId ? medicineOf(line.medicineId) : undefined;
    const today = medicine
      ? {
          id: medicine.id,
          name: medicine.name,
          pack: medicine.pack ?? null,
          manufacturer: medicine.manufacturer,
          stock: medicine.stock ?? null,
          availability: medicine.availability ?? null,
          rate: medicine.rate ?? null,
          scheme: medicine.scheme ? schemeText(medicine.scheme) : null,
          mrp: medicine.mrp ?? null,
        }
      : null;
    return {
      sent: {
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        notInCatalogue: line.notInCatalogue,
        // Recorded when it was sent (lost demand counts it); today's stock is beside it.
        outOfStock: line.outOfStock === true,
      },
      today,
      pack: today?.pack ?? line.pack,
      manufacturer: today?.manufacturer || line.manufacturer,
    };
  });
}

/** Whether the line can be supplied today: a medicine the catalogue has that is not out of stock. */
export function isAvailable(line: LineView): boolean {
  return line.today !== null && line.today.availability !== "Out of Stock";
}

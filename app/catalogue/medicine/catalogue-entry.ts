import type { Availability } from "~/catalogue/medicine/availability";
import type { Medicine } from "~/catalogue/medicine/medicine";
import type { PackUnit } from "~/catalogue/pack/pack";
import type { Schedule } from "~/catalogue/medicine/schedule";
import { schemeText } from "~/catalogue/trade/scheme";

/**
 * What the browser keeps of each medicine for instant filtering: only what cards, filters and search
 * need. The server's cards are made from entries too, so both sides draw the same card.
 */
export type CatalogueEntry = {
  id: string;
  name: string;
  genericName: string;
  brand: string;
  category: string;
  categoryId: string;
  manufacturer: string;
  form: string;
  /** The pack column's text ("Strip of 10 tablets"); null without one. */
  pack: string | null;
  /** The sheet's rate and MRP, each under its own name (docs/product.md 11.7); both null: price on request (11.1). */
  rate: number | null;
  mrp: number | null;
  /** GST %, said beside the rate and counted in the margin; null when the row gives none. */
  gst: number | null;
  /** Null: the sheet has no stock column. */
  stock: number | null;
  availability: Availability | null;
  prescription: boolean;
  schedule: Schedule | null;
  /** What one pack holds (docs/product.md 11.2), for the price per unit. */
  packUnits: number | null;
  packUnit: PackUnit | null;
  imageUrl: string | null;
  /** The sheet's Hindi name, searched as typed (docs/product.md 14.5); null without one. */
  nameHindi: string | null;
  /** The trade scheme as the trade writes it ("10+1", "5%", docs/product.md 11.7); null without one. */
  scheme: string | null;
};

export function toEntry(medicine: Medicine): CatalogueEntry {
  return {
    id: medicine.id,
    name: medicine.name,
    genericName: medicine.genericName,
    brand: medicine.brand,
    category: medicine.category,
    categoryId: medicine.categoryId,
    manufacturer: medicine.manufacturer,
    form: medicine.form,
    pack: medicine.pack ?? null,
    rate: medicine.rate ?? null,
    mrp: medicine.mrp ?? null,
    gst: medicine.gst ?? null,
    stock: medicine.stock ?? null,
    availability: medicine.availability ?? null,
    prescription: medicine.prescription,
    schedule: medicine.schedule ?? null,
    packUnits: medicine.packContent?.units ?? null,
    packUnit: medicine.packContent?.unit ?? null,
    imageUrl: medicine.imageUrls[0] ?? null,
    nameHindi: medicine.nameHindi ?? null,
    scheme: medicine.scheme === undefined ? null : schemeText(medicine.scheme),
  };
}

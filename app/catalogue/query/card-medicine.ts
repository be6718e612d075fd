import type { CatalogueEntry } from "~/catalogue/catalogue-entry";
import type { Medicine } from "~/catalogue/medicine";
import { unitPriceOf, type UnitPrice } from "~/catalogue/unit-price";
import type { CardMarks } from "./catalogue-page";

/** What a card needs of a medicine: all the catalogue page sends to the browser per item. */
export type CardMedicine = Pick<
  Medicine,
  "id" | "name" | "genericName" | "brand" | "manufacturer" | "form" | "pack" | "prescription" | "schedule"
> & {
  /** None: "Price on request" (docs/product.md 11.1). */
  price?: number;
  mrp?: number;
  /** The price is the MRP (no rate on the row): labelled "MRP", not the site's rate label (11.7). */
  priceIsMrp?: true;
  /** The trade scheme as written ("10+1"), shown with the effective rate (11.7). */
  scheme?: string;
  /** None: the sheet has no stock column, so no availability badge. */
  stock?: number;
  /** The price per unit when the price and the pack's content are known (11.2): "₹1.20 per tablet". */
  unitPrice?: UnitPrice;
  imageUrl?: string;
  /** What the search matched in the texts a card shows, to highlight; absent without a match. */
  marks?: CardMarks;
};

/** The card of a catalogue entry: the server's medicines and the browser's snapshot both become entries first. */
export function toCardMedicine(medicine: CatalogueEntry): CardMedicine {
  const card: CardMedicine = {
    id: medicine.id,
    name: medicine.name,
    genericName: medicine.genericName,
    brand: medicine.brand,
    manufacturer: medicine.manufacturer,
    form: medicine.form,
    prescription: medicine.prescription,
  };
  if (medicine.pack !== null && medicine.pack.trim() !== "") card.pack = medicine.pack;
  if (medicine.price !== null) card.price = medicine.price;
  if (medicine.price !== null && medicine.mrp !== null && medicine.mrp > medicine.price) card.mrp = medicine.mrp;
  if (medicine.priceIsMrp) card.priceIsMrp = true;
  if (medicine.scheme !== null) card.scheme = medicine.scheme;
  if (medicine.stock !== null) card.stock = medicine.stock;
  if (medicine.schedule !== null) card.schedule = medicine.schedule;
  if (medicine.packUnits !== null && medicine.packUnit !== null) {
    const perUnit = unitPriceOf(medicine.price ?? undefined, { units: medicine.packUnits, unit: medicine.packUnit });
    if (perUnit !== undefined) card.unitPrice = { perUnit, unit: medicine.packUnit };
  }
  if (medicine.imageUrl) card.imageUrl = medicine.imageUrl;
  return card;
}

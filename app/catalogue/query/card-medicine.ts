import type { CatalogueEntry } from "~/catalogue/medicine/catalogue-entry";
import type { Medicine } from "~/catalogue/medicine/medicine";
import type { Pack } from "~/catalogue/pack/pack";
import type { CardMarks } from "./catalogue-page";

/** What a card needs of a medicine: all the catalogue page sends to the browser per item. */
export type CardMedicine = Pick<
  Medicine,
  "id" | "name" | "genericName" | "brand" | "manufacturer" | "form" | "pack" | "prescription" | "schedule"
> & {
  /** The sheet's rate and MRP, each shown under its own name (11.7); neither: "Price on request" (11.1). */
  rate?: number;
  mrp?: number;
  /** GST %, said beside the rate ("+ GST 12%") and counted in the margin. */
  gst?: number;
  /** The trade scheme as written ("10+1"), shown with the effective rate (11.7). */
  scheme?: string;
  /** None: the sheet has no stock column, so no availability badge. */
  stock?: number;
  /** What one pack holds, for the price per unit (11.2): "PTR ₹1.20 per tablet". */
  packContent?: Pack;
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
  if (medicine.rate !== null) card.rate = medicine.rate;
  if (medicine.mrp !== null) card.mrp = medicine.mrp;
  if (medicine.gst !== null) card.gst = medicine.gst;
  if (medicine.scheme !== null) card.scheme = medicine.scheme;
  if (medicine.stock !== null) card.stock = medicine.stock;
  if (medicine.schedule !== null) card.schedule = medicine.schedule;
  if (medicine.packUnits !== null && medicine.packUnit !== null) {
    card.packContent = { units: medicine.packUnits, unit: medicine.packUnit };
  }
  if (medicine.imageUrl) card.imageUrl = medicine.imageUrl;
  return card;
}

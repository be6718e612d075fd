import type { CardMedicine } from "./card-medicine";

/** A card with every field a sheet can fill. */
export const dolo: CardMedicine = {
  id: "dolo-650",
  name: "Dolo 650 Tablet",
  genericName: "Paracetamol (650mg)",
  brand: "Micro Labs",
  manufacturer: "Micro Labs Ltd",
  form: "Strip of 15 tablets",
  rate: 1234.5,
  mrp: 1500,
  stock: 8,
  prescription: true,
};

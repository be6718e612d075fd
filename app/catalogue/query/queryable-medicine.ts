import type { Medicine } from "~/catalogue/medicine";
import type { Schedule } from "~/catalogue/schedule";

/**
 * What searching, filtering and sorting read: a full medicine on the server, a catalogue
 * entry of the copy (app/catalogue/browser/codec.ts) in the browser. Both run the same query.
 */
export type QueryableMedicine = Pick<
  Medicine,
  "name" | "genericName" | "brand" | "manufacturer" | "form" | "category" | "categoryId" | "prescription"
> & {
  /** None (undefined on the server, null in the copy): price on request, last in either price order. */
  price?: number | null;
  /** None: the sheet has no stock column. */
  stock?: number | null;
  /** None: the sheet has no schedule column, or this medicine's cell is empty or unreadable. */
  schedule?: Schedule | null;
};

import type { Medicine } from "~/catalogue/medicine/medicine";
import type { Pack } from "~/catalogue/pack/pack";
import type { Schedule } from "~/catalogue/medicine/schedule";

/**
 * What searching, filtering and sorting read: a full medicine on the server, a catalogue
 * entry of the copy (app/catalogue/browser/codec.ts) in the browser. Both run the same query.
 */
export type QueryableMedicine = Pick<
  Medicine,
  "name" | "genericName" | "brand" | "manufacturer" | "form" | "category" | "categoryId" | "prescription"
> & {
  /**
   * The rate and the MRP (undefined on the server, null in the copy when the row has none). The
   * price orders go by the rate, else the MRP (app/catalogue/trade/trade-price.ts); neither: last.
   */
  rate?: number | null;
  mrp?: number | null;
  /** What a pack holds: the server's medicine has `packContent`, the copy's entry `packUnits`. */
  packContent?: Pack | undefined;
  packUnits?: number | null;
  /** None: the sheet has no stock column. */
  stock?: number | null;
  /** None: the sheet has no schedule column, or this medicine's cell is empty or unreadable. */
  schedule?: Schedule | null;
};

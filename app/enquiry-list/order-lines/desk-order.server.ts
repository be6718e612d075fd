import type { CatalogueSnapshot } from "~/catalogue/index.server";
import type { Translate } from "~/i18n/translator";
import type { EnquiryList } from "../list";
import { orderedLines } from "../list";
import { linesToStore, notesToStore, shownLines } from "../shown-lines.server";
import type { OrderCheck } from "./order-check";
import { addOrderToList, type OrderChecking } from "./order-actions.server";

export type SettledOrder =
  | { ok: true; lines: ReturnType<typeof linesToStore>; notes: string[] }
  | { ok: false; check: OrderCheck; status: 409 | 503 };

/**
 * The desk's "New order" (docs/product.md 16.x, decision 61): the check table's rows settled as
 * "Add to enquiry list" settles them (the same refusals, units and notes), into a list of its own
 * rather than a buyer's cookie, then the lines and notes as an order sent from the site stores them.
 */
export async function settleOrder(
  form: FormData,
  snapshot: CatalogueSnapshot | null,
  check: OrderChecking,
  t: Translate,
): Promise<SettledOrder> {
  let list: EnquiryList = [];
  const session = {
    get list() {
      return list;
    },
    replace(next: EnquiryList) {
      list = next;
      return [];
    },
  };
  const added = await addOrderToList(form, session, snapshot, check, t);
  if (!added.ok) return { ok: false, check: added.check, status: added.status };
  return { ok: true, lines: linesToStore(shownLines(orderedLines(list), snapshot)), notes: notesToStore(list) };
}

import type { OrderPlan, OrderStatus } from "~/enquiries";
import type { EnquiryStore, StatusChange } from "~/enquiries/index.server";
import type { DeskStore } from "./store.server";

/*
 * The desk moves an order (docs/product.md 12.3c): the status is the order's own, kept by the
 * enquiries' store with its history and the buyer's e-mail waiting; the desk records who did it,
 * and a pass of the buyers' e-mails starts at once.
 */

export type OrderMoves = {
  enquiries: Pick<EnquiryStore, "setOrderStatus" | "reopenOrder">;
  desk: Pick<DeskStore, "record">;
  /** Starts sending the e-mails now waiting; not awaited by the staff's page. */
  notices: { run(): Promise<void> };
};

export type OrderMove = Exclude<OrderStatus, "new"> | "reopen";

/** Moves order `id` and records it; `refused` when it does not stand where that move starts. */
export async function moveOrder(
  services: OrderMoves,
  id: number,
  move: OrderMove,
  change: { staff: string; now: Date; plan?: OrderPlan },
): Promise<StatusChange> {
  const done =
    move === "reopen"
      ? await services.enquiries.reopenOrder(id)
      : await services.enquiries.setOrderStatus(id, move, change);
  if (done === "changed") {
    await services.desk.record({ staff: change.staff, action: `status:${move}`, enquiryId: id, at: change.now });
    void services.notices.run();
  }
  return done;
}

/** "Accept order": the supply plan stored with the order, which stands "accepted" (decision 58). */
export function acceptOrder(
  services: OrderMoves,
  id: number,
  plan: OrderPlan,
  change: { staff: string; now: Date },
): Promise<StatusChange> {
  return moveOrder(services, id, "accepted", { ...change, plan });
}

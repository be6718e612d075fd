import { redirect } from "react-router";
import { medicineAnchor } from "~/catalogue";
import { parsePagePath } from "~/enquiries/index.server";
import type { RouterContextProvider } from "react-router";
import { catalogueContext, clientAddressContext, orderChecksContext } from "~/composition/load-context";
import { decodeSavedList, LIST_COOKIE_MAX_BYTES } from "../cookie.server";
import { addToList, mergeSavedList, parseQuantity, setQuantity } from "../list";
import { addOrderToList, findOrderMedicines, type OrderChecking } from "../order-lines/order-actions.server";
import { setCookieHeaders } from "../session.server";
import { listSecret } from "../shown-lines.server";
import { answer, intent, refusal, text } from "./intent.server";

/**
 * The intents that change the list as it is, without its form's quantities: a medicine added from
 * a card, one quantity typed, a saved list opened, an order list pasted and then added.
 */

/**
 * Order checks of this request's client against the catalogue served now, in the worker pool
 * (app/catalogue/order-lines/checks/): bounded per process and per client.
 */
export async function orderChecking(context: Readonly<RouterContextProvider>): Promise<OrderChecking> {
  const { snapshot } = await context.get(catalogueContext).read();
  const medicines = snapshot?.medicines ?? [];
  const client = context.get(clientAddressContext);
  const checks = context.get(orderChecksContext);
  return (job) => checks.run(client, medicines, job);
}

/** An order list pasted or uploaded, then its check table (docs/product.md 12.11). */
export const orderFind = intent({
  kind: "alone",
  parse: () => ({}),
  async handle({ form, context, t }) {
    const found = await findOrderMedicines(form, await orderChecking(context), t);
    if (found.ok) return answer({ intent: "order-find", ok: true, check: found.check });
    const pasted = text(form.get("order")).slice(0, 100_000);
    return answer({ intent: "order-find", ok: false, error: found.error, pasted }, found.status);
  },
});

/** The check table's lines added to the list. */
export const orderAdd = intent({
  kind: "alone",
  parse: () => ({}),
  async handle({ form, context, session, t, enquiryPath }) {
    const { snapshot } = await context.get(catalogueContext).read();
    const added = await addOrderToList(form, session, snapshot, await orderChecking(context), t);
    if (added.ok) return redirect(enquiryPath, { status: 303, headers: setCookieHeaders(added.cookies) });
    return answer({ intent: "order-add", ok: false, check: added.check }, added.status, added.cookies);
  },
});

/** A card's "Add": without JavaScript, back to that card on the page it was pressed on. */
export const add = intent({
  kind: "alone",
  parse: (form, { medicineId }) => ({ medicineId, redirectTo: parsePagePath(form.get("redirectTo")) }),
  async handle({ context, session, t }, { medicineId, redirectTo }) {
    const { snapshot } = await context.get(catalogueContext).read();
    const medicine = snapshot?.byId.get(medicineId);
    if (!medicine) {
      return answer({ intent: "add", ok: false, medicineId, error: t("enquiryList.error.notInCatalogue") }, 404);
    }
    const change = addToList(session.list, { id: medicine.id, name: medicine.name });
    const cookies = change.ok ? session.replace(change.list) : null;
    if (!change.ok || cookies === null || change.line === null) {
      const reason = change.ok ? "full" : change.reason;
      return answer({ intent: "add", ok: false, medicineId, error: refusal(t, reason) }, 409);
    }
    const back = redirectTo && `${redirectTo.split("#", 1)[0]}#${encodeURIComponent(medicineAnchor(medicine.id))}`;
    if (back) return redirect(back, { status: 303, headers: setCookieHeaders(cookies) });
    const { name, quantity } = change.line;
    return answer({ intent: "add", ok: true, name, quantity, count: change.list.length }, 200, cookies);
  },
});

/** One line's quantity, as the page's script keeps it the moment it is typed. */
export const quantity = intent({
  kind: "alone",
  parse: (form, { medicineId }) =>
    form.has("quantity") ? { medicineId, quantity: parseQuantity(form.get("quantity")) } : null,
  async handle({ session, t }, { medicineId, quantity }) {
    const change =
      quantity === null
        ? ({ ok: false, reason: "quantity" } as const)
        : setQuantity(session.list, medicineId, quantity);
    if (!change.ok) return answer({ intent: "quantity", ok: false, medicineId, error: refusal(t, change.reason) }, 400);
    // A new quantity always fits where the old list did.
    return answer({ intent: "quantity", ok: true, medicineId }, 200, session.replace(change.list));
  },
});

/** A saved list opened on this device (docs/product.md 12.6): it joins the visitor's list. */
export const restore = intent({
  kind: "alone",
  parse: (form) => ({ saved: text(form.get("saved")).slice(0, LIST_COOKIE_MAX_BYTES + 1) }),
  async handle({ context, session, t, enquiryPath }, { saved: value }) {
    const saved = decodeSavedList(value, listSecret(context));
    if (saved === null) return answer({ intent: "restore", ok: false, error: t("enquiryList.saved.refused") }, 400);
    const change = mergeSavedList(session.list, saved);
    const cookies = change.ok ? session.replace(change.list) : null;
    if (cookies === null) return answer({ intent: "restore", ok: false, error: refusal(t, "full") }, 409);
    return redirect(enquiryPath, { status: 303, headers: setCookieHeaders(cookies) });
  },
});

import { configContext } from "~/composition/load-context";
import { encodeSavedList } from "../cookie.server";
import { savedListPath } from "../links";
import { removeFromList, stepQuantity } from "../list";
import { listSecret } from "../shown-lines.server";
import { answer, intent } from "./intent.server";

/**
 * The list form's own buttons (docs/product.md 12.5): each acts on the list after the quantities
 * it shows are kept.
 */

/**
 * A line's stepper (docs/product.md 12.2c): at 1 or 9999 (or a line another tab removed) the list
 * stays as kept. The field shows the stepped quantity, not the one typed before it.
 */
export const step = intent({
  kind: "form",
  parse: (_form, { medicineId, step }) => (step === null ? null : { medicineId, step }),
  async handle({ session }, { medicineId, step }, { list, given }) {
    const change = stepQuantity(list, medicineId, step);
    const next = change.ok ? change.list : list;
    const typed = given();
    if (change.ok && change.line) typed.quantities[medicineId] = String(change.line.quantity);
    return answer({ intent: "save", ok: true, typed }, 200, session.replace(next));
  },
});

/** "Update" without JavaScript: the quantities kept, the rest of the form given back as typed. */
export const save = intent({
  kind: "form",
  parse: () => ({}),
  async handle({ session }, _parsed, { list, given }) {
    return answer({ intent: "save", ok: true, typed: given() }, 200, session.replace(list));
  },
});

/** "Save list as a link" (docs/product.md 12.6). */
export const link = intent({
  kind: "form",
  parse: () => ({}),
  async handle({ context, session, enquiryPath }, _parsed, { list, given }) {
    const value = encodeSavedList(list, listSecret(context));
    // The site's public address: the link is for another device.
    const href = value && `${context.get(configContext).SITE_URL}${savedListPath(enquiryPath, value)}`;
    return answer({ intent: "link", ok: true, href, typed: given() }, 200, session.replace(list));
  },
});

/** A line's "Remove" (its own typed quantity is not kept first, whatever it says). */
export const remove = intent({
  kind: "form",
  parse: (_form, { medicineId }) => ({ medicineId }),
  async handle({ session }, { medicineId }, { list }) {
    // Fewer lines always fit where the old list did.
    const change = removeFromList(list, medicineId);
    return answer({ intent: "remove", ok: true, medicineId }, 200, change.ok ? session.replace(change.list) : null);
  },
});

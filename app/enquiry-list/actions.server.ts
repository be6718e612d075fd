import { data, redirect, type RouterContextProvider } from "react-router";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { medicineAnchor } from "~/catalogue/urls/links";
import { orderUnitOf } from "~/catalogue/pack/order-unit";
import type { OrderReceipt } from "~/enquiries/form";
import { enquiryValuesOf, parsePagePath, typedBuyer } from "~/enquiries/validation";
import { orderPath } from "~/orders/links";
import { site } from "~/site";
import {
  catalogueContext,
  clientAddressContext,
  configContext,
  enquiriesContext,
  enquiryListContext,
} from "~/server/load-context";
import { languageOfPath, pathInLanguage, type Language } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import type { ListActionResult, SavedListView, SentOrder, ShownLine, TypedForm } from "./action-result";
import { decodeSavedList, encodeSavedList, LIST_COOKIE_MAX_BYTES } from "./cookie.server";
import { ENQUIRY_PATH, savedListPath } from "./links";
import { setCookieHeaders } from "./session.server";
import {
  addToList,
  applyTypedQuantities,
  isNote,
  LIST_LIMITS,
  LIST_CHANGE_ERROR_VALUES,
  LIST_CHANGE_ERRORS,
  mergeSavedList,
  orderedLines,
  parseQuantity,
  removeFromList,
  setQuantity,
  stepQuantity,
  typedQuantities,
  type EnquiryList,
} from "./list";
import { unitWord } from "./line-text";
import { addOrderToList, findOrderMedicines } from "./order-lines/order-actions.server";
import { buyerCookieHeader } from "./buyer-cookie.server";
import { orderLinks, shareLinks, shareSettings } from "./share";

/**
 * The list against the current catalogue: a medicine still listed shows its name as the catalogue
 * has it now; one that left keeps the name it had when added. Without a catalogue (the sheet could
 * not be read yet) every line is taken as listed. A free-text line is shown as written. Pack,
 * manufacturer, unit, rate, stock and scheme are the catalogue's now (docs/product.md 12.2b–12.2e).
 */
export function shownLines(list: EnquiryList, snapshot: CatalogueSnapshot | null): ShownLine[] {
  return list.map((line) => {
    if (line.freeText) return { ...line, listed: false };
    const medicine = snapshot?.byId.get(line.id);
    if (!medicine) return { ...line, listed: snapshot === null };
    const unit = orderUnitOf(medicine.pack);
    return {
      ...line,
      name: medicine.name.trim() || line.name,
      listed: true,
      ...(medicine.pack?.trim() ? { pack: medicine.pack.trim() } : {}),
      ...(medicine.manufacturer.trim() ? { manufacturer: medicine.manufacturer.trim() } : {}),
      ...(unit ? { unit } : {}),
      ...(medicine.rate !== undefined ? { rate: medicine.rate } : {}),
      // Stock and scheme as the catalogue has them now (docs/product.md 12.2e).
      ...(medicine.stock !== undefined ? { stock: medicine.stock } : {}),
      ...(medicine.scheme ? { scheme: medicine.scheme } : {}),
      ...(medicine.genericName.trim() ? { composition: medicine.genericName.trim() } : {}),
    };
  });
}

/**
 * The lines as they are stored (docs/product.md 12.8): what the page showed, the unit in English
 * as the company's e-mail and desk read it.
 */
function linesToStore(shown: readonly ShownLine[]) {
  const english = translatorFor("en");
  return shown.map(({ id, name, quantity, freeText, pack, manufacturer, unit }) => ({
    id,
    name,
    quantity,
    freeText: freeText === true,
    pack: pack ?? null,
    manufacturer: manufacturer ?? null,
    unit: unit ? unitWord(unit, quantity, english) : null,
  }));
}

/** The order's notes as they are stored, after its message (docs/product.md 12.13a): in English, as the lines. */
function notesToStore(list: EnquiryList): string[] {
  const english = translatorFor("en");
  return list.filter(isNote).map((note) => english("enquiryList.share.note", { text: note.name }));
}

/** A stored order's page, in the language of the page it was sent from. */
const sentOrder = ({ number, token }: OrderReceipt, language: Language): SentOrder => ({
  number,
  path: pathInLanguage(orderPath(token), language),
});

/** The site's cookies are Secure when it is served over HTTPS. */
const cookieOptions = (context: Readonly<RouterContextProvider>) => ({
  secure: context.get(configContext).SITE_URL.startsWith("https:"),
});

/** The secret that signs the list cookie also signs saved lists. */
const listSecret = (context: Readonly<RouterContextProvider>) => context.get(enquiriesContext).listSecret;

/** The list a saved link holds, as the page shows it before it is opened; refused when it cannot be read. */
export function savedListView(
  value: string,
  context: Readonly<RouterContextProvider>,
  snapshot: CatalogueSnapshot | null,
): SavedListView {
  const saved = decodeSavedList(value, listSecret(context));
  return saved ? { lines: shownLines(saved, snapshot), value } : { refused: true };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** How a list leaves from the visitor's own phone or e-mail: the buttons of the list's form without JavaScript. */
const SHARE_INTENTS = ["whatsapp", "email"] as const;
type ShareIntent = (typeof SHARE_INTENTS)[number];
const isShareIntent = (intent: string): intent is ShareIntent => (SHARE_INTENTS as readonly string[]).includes(intent);

/** What the visitor typed into the list's form, to give back with an answer that did not send it. */
function typedForm(form: FormData, quantities: ReadonlyMap<string, unknown>): TypedForm {
  const contact = enquiryValuesOf(form);
  return {
    quantities: Object.fromEntries([...quantities].map(([id, value]) => [id, typeof value === "string" ? value : ""])),
    contact: Object.values(contact).some((value) => value !== "") ? contact : null,
  };
}

/**
 * Every change of the enquiry list, and its sending: one POST address (/enquiry) whose `intent`
 * says what to do, so that plain forms work without JavaScript. A change answers with the new
 * cookie; a form sent without JavaScript from another page (`redirectTo`) is sent back there (303),
 * to the card of the medicine added.
 *
 * The list's page is one form (docs/product.md 12.5): whichever of its buttons was pressed, the
 * quantities it shows are kept first, typed and not yet confirmed included, and a quantity that is
 * not a whole number 1–9999 refuses the whole post. A stepper then moves its line's quantity by one. "Send on WhatsApp" and "Send by e-mail" then
 * answer with the `wa.me` or `mailto:` address of the list as kept.
 */
export async function enquiryListAction(request: Request, context: Readonly<RouterContextProvider>) {
  // Another site's page may not change a visitor's list (the cookie is SameSite=Lax, but a
  // cross-site form post could still replace it).
  if (request.headers.get("sec-fetch-site") === "cross-site") throw data(null, { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A multipart body cut short or malformed (the order file's form is multipart).
    throw data(null, { status: 400 });
  }
  const session = context.get(enquiryListContext);
  const removing = text(form.get("remove")).slice(0, LIST_LIMITS.idMax);
  // A stepper of a line (docs/product.md 12.2c) names its line the way "Remove" does.
  const step = form.has("increase") ? 1 : form.has("decrease") ? -1 : null;
  const stepping = text(form.get(step === 1 ? "increase" : "decrease")).slice(0, LIST_LIMITS.idMax);
  const intent = removing ? "remove" : step !== null && stepping ? "step" : text(form.get("intent"));
  const medicineId =
    removing || (step !== null && stepping) || text(form.get("medicineId")).slice(0, LIST_LIMITS.idMax);
  const answer = (result: ListActionResult, status = 200, cookies: string[] | null = null) =>
    data(result, { status, headers: setCookieHeaders(cookies) });
  // Messages and addresses in the language of the page that posted (/hi/enquiry is Hindi).
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorFor(language);
  const refusal = (reason: keyof typeof LIST_CHANGE_ERRORS) => t(LIST_CHANGE_ERRORS[reason], LIST_CHANGE_ERROR_VALUES);
  const enquiryPath = pathInLanguage(ENQUIRY_PATH, language);

  // An order list pasted or uploaded, then its check table (docs/product.md 12.11).
  if (intent === "order-find") {
    const { snapshot } = await context.get(catalogueContext).read();
    const found = await findOrderMedicines(form, snapshot, t);
    if (found.ok) return answer({ intent, ok: true, check: found.check });
    return answer({ intent, ok: false, error: found.error, pasted: text(form.get("order")).slice(0, 100_000) }, 400);
  }
  if (intent === "order-add") {
    const { snapshot } = await context.get(catalogueContext).read();
    const added = addOrderToList(form, session, snapshot, t);
    if (added.ok) return redirect(enquiryPath, { status: 303, headers: setCookieHeaders(added.cookies) });
    return answer({ intent, ok: false, check: added.check }, 409, added.cookies);
  }

  if (intent === "add") {
    const { snapshot } = await context.get(catalogueContext).read();
    const medicine = snapshot?.byId.get(medicineId);
    if (!medicine) {
      return answer({ intent: "add", ok: false, medicineId, error: t("enquiryList.error.notInCatalogue") }, 404);
    }
    const change = addToList(session.list, { id: medicine.id, name: medicine.name });
    const cookies = change.ok ? session.replace(change.list) : null;
    if (!change.ok || cookies === null || change.line === null) {
      const reason = change.ok ? "full" : change.reason;
      return answer({ intent: "add", ok: false, medicineId, error: refusal(reason) }, 409);
    }
    const page = parsePagePath(form.get("redirectTo"));
    const back = page && `${page.split("#", 1)[0]}#${encodeURIComponent(medicineAnchor(medicine.id))}`;
    if (back) return redirect(back, { status: 303, headers: setCookieHeaders(cookies) });
    const { name, quantity } = change.line;
    return answer({ intent: "add", ok: true, name, quantity, count: change.list.length }, 200, cookies);
  }

  // One line's quantity, as the page's script keeps it the moment it is typed.
  if (intent === "quantity" && form.has("quantity")) {
    const quantity = parseQuantity(form.get("quantity"));
    const change =
      quantity === null
        ? ({ ok: false, reason: "quantity" } as const)
        : setQuantity(session.list, medicineId, quantity);
    if (!change.ok) return answer({ intent, ok: false, medicineId, error: refusal(change.reason) }, 400);
    // A new quantity always fits where the old list did.
    return answer({ intent, ok: true, medicineId }, 200, session.replace(change.list));
  }

  // A saved list opened on this device (docs/product.md 12.6): it joins the visitor's list.
  if (intent === "restore") {
    const saved = decodeSavedList(text(form.get("saved")).slice(0, LIST_COOKIE_MAX_BYTES + 1), listSecret(context));
    if (saved === null) return answer({ intent, ok: false, error: t("enquiryList.saved.refused") }, 400);
    const change = mergeSavedList(session.list, saved);
    const cookies = change.ok ? session.replace(change.list) : null;
    if (cookies === null) return answer({ intent, ok: false, error: refusal("full") }, 409);
    return redirect(enquiryPath, { status: 303, headers: setCookieHeaders(cookies) });
  }

  // The list's form: its quantities first, whichever button sent it.
  const typed = typedQuantities(form);
  const kept = applyTypedQuantities(session.list, typed, intent === "remove" ? medicineId : undefined);
  if (!kept.ok) {
    const error = refusal("quantity");
    return answer({ intent: "lines", ok: false, medicineId: kept.id, error, typed: typedForm(form, typed) }, 400);
  }
  const list = kept.list;

  if (intent === "step" && step !== null) {
    // The quantities shown first, then the step; at 1 or 9999 (or a line another tab removed) the
    // list stays as kept. The field shows the stepped quantity, not the one typed before it.
    const change = stepQuantity(list, medicineId, step);
    const next = change.ok ? change.list : list;
    const given = typedForm(form, typed);
    if (change.ok && change.line) given.quantities[medicineId] = String(change.line.quantity);
    return answer({ intent: "save", ok: true, typed: given }, 200, session.replace(next));
  }

  if (intent === "save") {
    return answer({ intent, ok: true, typed: typedForm(form, typed) }, 200, session.replace(list));
  }

  if (intent === "link") {
    const value = encodeSavedList(list, listSecret(context));
    // The site's public address: the link is for another device.
    const href = value && `${context.get(configContext).SITE_URL}${savedListPath(enquiryPath, value)}`;
    return answer({ intent, ok: true, href, typed: typedForm(form, typed) }, 200, session.replace(list));
  }

  if (intent === "remove") {
    // Fewer lines always fit where the old list did.
    const change = removeFromList(list, medicineId);
    return answer({ intent, ok: true, medicineId }, 200, change.ok ? session.replace(change.list) : null);
  }

  if (isShareIntent(intent)) {
    if (list.length === 0) throw data(null, { status: 400 });
    const buyer = typedBuyer(form);
    // Who is asking is kept on the device after any send (docs/product.md 12.3a).
    const cookies = [...(session.replace(list) ?? []), buyerCookieHeader(buyer, cookieOptions(context))];
    const { snapshot } = await context.get(catalogueContext).read();
    const shown = shownLines(list, snapshot);
    // Stored first, marked with how it leaves (docs/product.md 12.3b), with the form's honeypot and rate limit.
    const stored = await context
      .get(enquiriesContext)
      .storeSent(
        form,
        { clientAddress: context.get(clientAddressContext), path: enquiryPath },
        { lines: linesToStore(shownLines(orderedLines(list), snapshot)), notes: notesToStore(list), channel: intent },
      );
    const order = stored.status === "stored" ? sentOrder(stored.order, language) : null;
    // Its message carries the reference and the page's address (the site's public one: the message
    // is read elsewhere) and as many lines as fit. Not stored, it goes whole when it fits a link.
    const href = order
      ? orderLinks(shown, shareSettings, t, buyer, {
          number: order.number,
          address: `${context.get(configContext).SITE_URL}${order.path}`,
        })[intent]
      : shareLinks(shown, shareSettings, t, buyer)[intent];
    if (href === null) {
      const limited = stored.status === "rate-limited";
      const phone = site.phone.display;
      const error = limited
        ? t("enquiryList.order.limitedTooLong", { phone })
        : `${t("enquiryForm.notStored.heading")} ${t("enquiryForm.notStored.text", { phone })}`;
      const headers = setCookieHeaders(cookies) ?? new Headers();
      headers.set("Retry-After", limited ? String(context.get(configContext).ENQUIRY_RATE_WINDOW_MINUTES * 60) : "60");
      return data({ intent, ok: false, error } satisfies ListActionResult, { status: limited ? 429 : 503, headers });
    }
    // With JavaScript the page shows the reference, then opens the address itself.
    if (form.get("answer") === "data") {
      return answer({ intent, ok: true, href, order, answerId: crypto.randomUUID() }, 200, cookies);
    }
    return redirect(href, { status: 303, headers: setCookieHeaders(cookies) });
  }

  if (intent === "send") {
    if (list.length === 0) return answer({ intent, ok: false, outcome: { status: "empty" } }, 400);
    // What the page showed is kept even when the enquiry is not stored (a field to correct).
    const cookies = session.replace(list);
    const { snapshot } = await context.get(catalogueContext).read();
    const lines = linesToStore(shownLines(orderedLines(list), snapshot));
    const outcome = await context
      .get(enquiriesContext)
      .submit(
        form,
        { clientAddress: context.get(clientAddressContext), path: enquiryPath },
        { lines, notes: notesToStore(list) },
      );
    if (outcome.status === "received") {
      const order = outcome.order ? { order: sentOrder(outcome.order, language) } : {};
      const sent = [...(session.replace([]) ?? []), buyerCookieHeader(typedBuyer(form), cookieOptions(context))];
      return answer({ intent, ok: true, outcome, ...order }, 200, sent);
    }
    if (outcome.status === "rate-limited" || outcome.status === "not-stored") {
      const limited = outcome.status === "rate-limited";
      const retryAfter = limited ? String(context.get(configContext).ENQUIRY_RATE_WINDOW_MINUTES * 60) : "60";
      const headers = setCookieHeaders(cookies) ?? new Headers();
      headers.set("Retry-After", retryAfter);
      return data({ intent, ok: false, outcome } satisfies ListActionResult, { status: limited ? 429 : 503, headers });
    }
    return answer({ intent, ok: false, outcome }, 400, cookies);
  }

  throw data(null, { status: 400 });
}

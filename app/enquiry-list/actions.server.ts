import { data, redirect, type RouterContextProvider } from "react-router";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { parsePagePath } from "~/enquiries/validation";
import {
  catalogueContext,
  clientAddressContext,
  configContext,
  enquiriesContext,
  enquiryListContext,
} from "~/load-context";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import type { ListActionResult, ShownLine } from "./action-result";
import { ENQUIRY_PATH } from "./links";
import {
  addToList,
  LIST_CHANGE_ERROR_VALUES,
  LIST_CHANGE_ERRORS,
  parseQuantity,
  removeFromList,
  setQuantity,
  type EnquiryList,
} from "./list";

/**
 * The list against the current catalogue: a medicine still listed shows its name as the catalogue
 * has it now; one that left keeps the name it had when added. Without a catalogue (the sheet could
 * not be read yet) every line is taken as listed.
 */
export function shownLines(list: EnquiryList, snapshot: CatalogueSnapshot | null): ShownLine[] {
  return list.map((line) => {
    const medicine = snapshot?.byId.get(line.id);
    return { ...line, name: medicine?.name.trim() || line.name, listed: snapshot === null || medicine !== undefined };
  });
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * Every change of the enquiry list, and its sending: one POST address (/enquiry) whose `intent`
 * says what to do, so that plain forms work without JavaScript. A change answers with the new
 * cookie; a form sent without JavaScript from another page (`redirectTo`) is sent back there (303).
 */
export async function enquiryListAction(request: Request, context: Readonly<RouterContextProvider>) {
  // Another site's page may not change a visitor's list (the cookie is SameSite=Lax, but a
  // cross-site form post could still replace it).
  if (request.headers.get("sec-fetch-site") === "cross-site") throw data(null, { status: 403 });
  const form = await request.formData();
  const session = context.get(enquiryListContext);
  const intent = text(form.get("intent"));
  const medicineId = text(form.get("medicineId")).slice(0, 300);
  const answer = (result: ListActionResult, status = 200, cookie: string | null = null) =>
    data(result, { status, headers: cookie ? { "Set-Cookie": cookie } : undefined });
  // Messages and addresses in the language of the page that posted (/hi/enquiry is Hindi).
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorFor(language);
  const refusal = (reason: keyof typeof LIST_CHANGE_ERRORS) => t(LIST_CHANGE_ERRORS[reason], LIST_CHANGE_ERROR_VALUES);
  const enquiryPath = pathInLanguage(ENQUIRY_PATH, language);

  if (intent === "add" || intent === "enquire") {
    const { snapshot } = await context.get(catalogueContext).read();
    const medicine = snapshot?.byId.get(medicineId);
    if (!medicine) {
      return answer({ intent: "add", ok: false, medicineId, error: t("enquiryList.error.notInCatalogue") }, 404);
    }
    const change = addToList(session.list, { id: medicine.id, name: medicine.name });
    const cookie = change.ok ? session.replace(change.list) : null;
    if (!change.ok || cookie === null || change.line === null) {
      const reason = change.ok ? "full" : change.reason;
      return answer({ intent: "add", ok: false, medicineId, error: refusal(reason) }, 409);
    }
    const back = intent === "enquire" ? enquiryPath : parsePagePath(form.get("redirectTo"));
    if (back) return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
    const { name, quantity } = change.line;
    return answer({ intent: "add", ok: true, name, quantity, count: change.list.length }, 200, cookie);
  }

  if (intent === "quantity" || intent === "remove") {
    const quantity = parseQuantity(form.get("quantity"));
    const change =
      intent === "remove"
        ? removeFromList(session.list, medicineId)
        : quantity === null
          ? ({ ok: false, reason: "quantity" } as const)
          : setQuantity(session.list, medicineId, quantity);
    if (!change.ok) {
      return answer({ intent, ok: false, medicineId, error: refusal(change.reason) }, 400);
    }
    // Fewer lines or a new quantity always fit where the old list did.
    return answer({ intent, ok: true, medicineId }, 200, session.replace(change.list));
  }

  if (intent === "send") {
    if (session.list.length === 0) return answer({ intent, ok: false, outcome: { status: "empty" } }, 400);
    const { snapshot } = await context.get(catalogueContext).read();
    const lines = shownLines(session.list, snapshot).map(({ id, name, quantity }) => ({ id, name, quantity }));
    const outcome = await context
      .get(enquiriesContext)
      .submit(form, { clientAddress: context.get(clientAddressContext), path: enquiryPath }, { lines });
    if (outcome.status === "received") return answer({ intent, ok: true, outcome }, 200, session.replace([]));
    if (outcome.status === "rate-limited") {
      const retryAfter = String(context.get(configContext).ENQUIRY_RATE_WINDOW_MINUTES * 60);
      return data({ intent, ok: false, outcome } satisfies ListActionResult, {
        status: 429,
        headers: { "Retry-After": retryAfter },
      });
    }
    return answer({ intent, ok: false, outcome }, 400);
  }

  throw data(null, { status: 400 });
}

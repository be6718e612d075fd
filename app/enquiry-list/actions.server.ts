import { data, type RouterContextProvider } from "react-router";
import type { TypedForm } from "./action-result";
import { enquiryValuesOf } from "~/enquiries/index.server";
import { enquiryListContext } from "~/composition/load-context";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { ENQUIRY_PATH } from "./links";
import { applyTypedQuantities, LIST_LIMITS, typedQuantities } from "./list";
import { add, orderAdd, orderFind, quantity, restore } from "./intents/changes.server";
import {
  answer,
  refusal,
  text,
  type ListAnswer,
  type ListIntent,
  type ListPost,
  type Target,
} from "./intents/intent.server";
import { link, remove, save, step } from "./intents/list-form.server";
import { email, send, whatsapp } from "./intents/sending.server";

export { savedListView, shownLines } from "./shown-lines.server";

/**
 * Every intent the list's one POST address (/enquiry) takes, by the name its form sends: what each
 * reads of the form and what it does (./intents/). Any other name is refused (400).
 */
// Each entry's parser and handler agree on what is parsed (./intents/intent.server.ts); the table
// only needs to know that the handler takes what the parser gave.
const INTENTS: Readonly<Record<string, ListIntent<unknown>>> = {
  "order-find": orderFind,
  "order-add": orderAdd,
  add,
  quantity,
  restore,
  step,
  save,
  link,
  remove,
  whatsapp,
  email,
  send,
};

/** What the visitor typed into the list's form, to give back with an answer that did not send it. */
function typedForm(form: FormData, quantities: ReadonlyMap<string, unknown>): TypedForm {
  const contact = enquiryValuesOf(form);
  return {
    quantities: Object.fromEntries([...quantities].map(([id, value]) => [id, typeof value === "string" ? value : ""])),
    contact: Object.values(contact).some((value) => value !== "") ? contact : null,
  };
}

/**
 * Which intent a post names, and its line: a line's "Remove" and steppers (docs/product.md 12.2c)
 * name their line as their button's value; any other button sends `intent` (and `medicineId`).
 */
function intentOf(form: FormData): { name: string; target: Target } {
  const removing = text(form.get("remove")).slice(0, LIST_LIMITS.idMax);
  const step = form.has("increase") ? 1 : form.has("decrease") ? -1 : null;
  const stepping = text(form.get(step === 1 ? "increase" : "decrease")).slice(0, LIST_LIMITS.idMax);
  const name = removing ? "remove" : step !== null && stepping ? "step" : text(form.get("intent"));
  const medicineId =
    removing || (step !== null && stepping) || text(form.get("medicineId")).slice(0, LIST_LIMITS.idMax);
  return { name, target: { medicineId, step } };
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
export async function enquiryListAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ListAnswer> {
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
  const { name, target } = intentOf(form);
  // Messages and addresses in the language of the page that posted (/hi/enquiry is Hindi).
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorFor(language);
  const session = context.get(enquiryListContext);
  const post: ListPost = { form, context, session, language, t, enquiryPath: pathInLanguage(ENQUIRY_PATH, language) };
  const entry = Object.hasOwn(INTENTS, name) ? INTENTS[name] : undefined;

  if (entry?.kind === "alone") {
    const parsed: unknown = entry.parse(form, target);
    if (parsed !== null) return entry.handle(post, parsed);
  }

  // The list's form: its quantities first, whichever button sent it (and whatever it names).
  const typed = typedQuantities(form);
  const kept = applyTypedQuantities(session.list, typed, name === "remove" ? target.medicineId : undefined);
  if (!kept.ok) {
    const error = refusal(t, "quantity");
    return answer({ intent: "lines", ok: false, medicineId: kept.id, error, typed: typedForm(form, typed) }, 400);
  }
  if (entry?.kind === "form") {
    const parsed: unknown = entry.parse(form, target);
    if (parsed !== null)
      return entry.handle(post, parsed, { list: kept.list, typed, given: () => typedForm(form, typed) });
  }
  throw data(null, { status: 400 });
}

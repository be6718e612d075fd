import { data, type RouterContextProvider } from "react-router";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import type { ListActionResult, TypedForm } from "../action-result";
import { LIST_CHANGE_ERROR_VALUES, LIST_CHANGE_ERRORS, type EnquiryList } from "../list";
import type { ListSession } from "../session.server";
import { setCookieHeaders } from "../session.server";

/** What every intent's handler is given: the post, the visitor's list and the page's language. */
export type ListPost = {
  form: FormData;
  context: Readonly<RouterContextProvider>;
  session: ListSession;
  language: Language;
  t: Translate;
  /** The list's page in the language of the page that posted (/hi/enquiry is Hindi). */
  enquiryPath: string;
};

/** The list as its form kept it, before a form intent acts: the quantities shown, typed ones included. */
export type KeptForm = { list: EnquiryList; typed: ReadonlyMap<string, unknown>; given: () => TypedForm };

/** The line a button names (Remove, a stepper) or the form's `medicineId`; the stepper's direction. */
export type Target = { medicineId: string; step: 1 | -1 | null };

/** An intent's answer: data for the page (and its cookies), or a redirect. */
export type ListAnswer = ReturnType<typeof data<ListActionResult>> | Response;

/**
 * One intent of the list's one POST address: `parse` reads what it needs from the form (null: the
 * post is not this intent's shape, and is refused as an unknown one), `handle` acts on it.
 * `alone` intents act on the list as it is; `form` intents are buttons of the list's form and act
 * on the list after its shown quantities are kept.
 * Written as methods, so that an intent of any parsed type fits the table's `ListIntent<unknown>`.
 */
export type ListIntent<Parsed> =
  | {
      kind: "alone";
      parse(form: FormData, target: Target): Parsed | null;
      handle(post: ListPost, parsed: Parsed): Promise<ListAnswer>;
    }
  | {
      kind: "form";
      parse(form: FormData, target: Target): Parsed | null;
      handle(post: ListPost, parsed: Parsed, kept: KeptForm): Promise<ListAnswer>;
    };

/** Declares an intent with its parsed type inferred (the table holds intents of many types). */
export const intent = <Parsed>(definition: ListIntent<Parsed>): ListIntent<Parsed> => definition;

/** An answer with data and the list's new cookies (none: the cookie stays). */
export const answer = (result: ListActionResult, status = 200, cookies: string[] | null = null) =>
  data(result, { status, headers: setCookieHeaders(cookies) });

/** A form value as text ("" when absent or a file). */
export const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** Why a change of the list was refused, in the page's language. */
export const refusal = (t: Translate, reason: keyof typeof LIST_CHANGE_ERRORS) =>
  t(LIST_CHANGE_ERRORS[reason], LIST_CHANGE_ERROR_VALUES);

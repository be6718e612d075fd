import { CircleCheck, Send, CircleExclamationPoint } from "lucide-react";
import { useEffect, useRef, type FormEvent, type InputHTMLAttributes } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/i18n/link";
import { cn } from "~/components/ui/cn";
import {
  BUYER_FIELDS,
  BUYER_LABELS,
  BUYER_MAX_LENGTH,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  HONEYPOT_FIELD,
  type BuyerField,
  type EnquiryField,
  type EnquiryKind,
  type EnquiryOutcome,
  type EnquiryValues,
} from "~/enquiries/form";
import { Button } from "~/components/ui/button";
import { INTL_LOCALE } from "~/i18n/languages";
import type { MessageId } from "~/i18n/message-id";
import type { Translate } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import "~/i18n/areas/enquiry";

type ContactFormProps = {
  /**
   * `contact`: the contact page's form, every field required. `list`: the enquiry list's form
   * (docs/product.md 12.3), with an optional phone and message; it sends the list with it.
   */
  kind?: EnquiryKind;
  /** Id of the heading that names the form. */
  headingId?: string;
  /** One-time token of this form: a resubmission of the same message is stored once. */
  token: string;
  /** Path (and query) of the page the form is on, stored with the enquiry. */
  page: string;
  result: EnquiryOutcome | undefined;
  /** The form's id, for fields and buttons of it elsewhere on the page (the enquiry list's lines). */
  id?: string;
  /** What the visitor typed, given back by an answer about something else (the list's "Update"). */
  keptValues?: EnquiryValues;
  /** Takes over the posting with JavaScript (the enquiry list queues it behind its changes). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** How to reach the company another way, for the rate-limit message. */
  phone: string;
};

/** What differs between the contact form and the enquiry list's form. */
const KINDS = {
  contact: {
    required: "enquiryForm.contact.required",
    messageRequired: true,
    messageHint: "enquiryForm.contact.messageHint",
    submit: "enquiryForm.contact.submit",
    received: "enquiryForm.contact.received",
  },
  list: {
    required: "enquiryForm.list.required",
    messageRequired: false,
    messageHint: "enquiryForm.list.messageHint",
    submit: "enquiryForm.list.submit",
    received: "enquiryForm.list.received",
  },
} as const satisfies Record<EnquiryKind, { messageRequired: boolean } & Record<string, MessageId | boolean>>;

/** How phones should offer each buyer field: the shop and city from the address book, codes in capitals. */
const BUYER_INPUTS: Record<BuyerField, InputHTMLAttributes<HTMLInputElement>> = {
  shop: { autoComplete: "organization" },
  drugLicence: { autoComplete: "off", autoCapitalize: "characters", spellCheck: false },
  gstin: { autoComplete: "off", autoCapitalize: "characters", spellCheck: false },
  city: { autoComplete: "address-level2" },
};

/** The message field's hint: the length limits, written with the page language's digit grouping. */
function messageHint(kind: EnquiryKind, t: Translate, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  return t(KINDS[kind].messageHint, {
    min: number.format(ENQUIRY_LIMITS.messageMin),
    max: number.format(ENQUIRY_LIMITS.messageMax),
  });
}

/**
 * The token the form posts: the failed post's again after "not stored" (the same enquiry), the one
 * a "received" answer brings for the next enquiry, else the page's.
 */
function nextFormToken(result: EnquiryOutcome | undefined, token: string): string {
  if (result?.status === "not-stored" && result.token) return result.token;
  if (result?.status === "received" && result.nextToken) return result.nextToken;
  return token;
}

/**
 * The enquiry form (docs/product.md 2.28): a real POST form that works without JavaScript.
 * The browser checks required fields and the e-mail format first; the server checks again and
 * answers field messages (HTTP 400), the rate limit (429), a database that could not take it (503)
 * or success ("received").
 */
export function ContactForm({
  kind = "contact",
  headingId = "contact-form-heading",
  token,
  page,
  result,
  id,
  keptValues,
  phone,
  onSubmit,
}: ContactFormProps) {
  const texts = KINDS[kind];
  const t = useT();
  const language = useLanguage();
  const navigation = useNavigation();
  // While the post is on its way. Not while the page's data is fetched again after it: the answer
  // brings the next form's token itself, and a slow or lost reload must not keep the buyer from
  // sending again (the button stayed disabled until it came).
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const limitRef = useRef<HTMLDivElement>(null);
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "received" ? result.values : keptValues;

  // After an answer, put the keyboard where the visitor has to look: the first field to correct,
  // or the message saying what happened.
  useEffect(() => {
    if (!result) return;
    if (result.status === "invalid") {
      const first = ENQUIRY_FIELDS.find((field) => result.errors[field]);
      const input = first ? formRef.current?.elements.namedItem(first) : null;
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    (result.status === "rate-limited" || result.status === "not-stored" ? limitRef : statusRef).current?.focus();
  }, [result]);

  const fieldProps = (field: EnquiryField, hint?: string, required = true) => {
    const error = errors[field];
    const describedBy = [error ? `contact-${field}-error` : null, hint].filter(Boolean).join(" ");
    return {
      id: `contact-${field}`,
      name: field,
      required,
      defaultValue: values?.[field],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: cn(
        "mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400",
        error ? "border-red-600" : "border-slate-300",
      ),
    };
  };

  const errorText = (field: EnquiryField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
        <CircleExclamationPoint aria-hidden="true" className="size-4 shrink-0" />
        {errors[field]}
      </p>
    ) : null;

  const errorCount = Object.keys(errors).length;

  return (
    <div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" ref={statusRef} tabIndex={-1} className="focus:outline-none">
        {result?.status === "received" ? <ReceivedNotice kind={kind} /> : null}
      </div>
      {result?.status === "rate-limited" || result?.status === "not-stored" ? (
        <div
          role="alert"
          ref={limitRef}
          tabIndex={-1}
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-none"
        >
          {result.status === "rate-limited" ? (
            <>
              <p className="font-semibold">{t("enquiryForm.rateLimited.heading")}</p>
              <p className="mt-1">{t("enquiryForm.rateLimited.text", { phone })}</p>
            </>
          ) : (
            <>
              <p className="font-semibold">{t("enquiryForm.notStored.heading")}</p>
              <p className="mt-1">{t("enquiryForm.notStored.text", { phone })}</p>
            </>
          )}
        </div>
      ) : null}
      {errorCount > 0 ? (
        <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("enquiryForm.correct", { count: errorCount })}</p>
        </div>
      ) : null}

      {/* A stored enquiry gives a fresh, empty form, once: keyed by the token that answer is for. Not
          any reload of the page's data, which brings the next token: it follows the answer (what
          the visitor starts typing at once would be lost), and on the enquiry list every change of a
          quantity brings one. */}
      <Form
        method="post"
        id={id}
        ref={formRef}
        key={result?.status === "received" ? `received-${result.token}` : undefined}
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="space-y-5"
      >
        <p className="text-sm text-slate-600">{t(texts.required)}</p>
        {/* Sent again after "not stored", the form keeps its token: had the first attempt reached the
            database after all, the second is recognised as the same enquiry and not stored twice. */}
        <input type="hidden" name="token" value={nextFormToken(result, token)} />
        <input type="hidden" name="page" value={page} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{t("enquiryForm.honeypot")}</label>
          <input id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <div>
          <label htmlFor="contact-name" className="font-medium text-slate-900">
            {t("enquiryForm.name")}
          </label>
          <input type="text" autoComplete="name" maxLength={ENQUIRY_LIMITS.nameMax} {...fieldProps("name")} />
          {errorText("name")}
        </div>

        <div>
          <label htmlFor="contact-email" className="font-medium text-slate-900">
            {t("enquiryForm.email")}
          </label>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={ENQUIRY_LIMITS.emailMax}
            // The list's form takes a phone number or an e-mail address (docs/product.md 12.3).
            {...fieldProps("email", undefined, kind === "contact")}
          />
          {errorText("email")}
        </div>

        {kind === "list" ? (
          <div>
            <label htmlFor="contact-phone" className="font-medium text-slate-900">
              {t("enquiryForm.phone")}
            </label>
            <input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={ENQUIRY_LIMITS.phoneMax}
              {...fieldProps("phone", undefined, false)}
            />
            {errorText("phone")}
          </div>
        ) : null}

        {kind === "list" ? (
          <fieldset className="space-y-5" aria-describedby="contact-buyer-hint">
            <legend className="font-semibold text-slate-900">{t("enquiryForm.buyer.heading")}</legend>
            <p id="contact-buyer-hint" className="-mt-3 text-sm text-slate-600">
              {t("enquiryForm.buyer.remembered")}
            </p>
            {BUYER_FIELDS.map((field) => (
              <div key={field}>
                <label htmlFor={`contact-${field}`} className="font-medium text-slate-900">
                  {t(BUYER_LABELS[field])}{" "}
                  {/* The fieldset's hint says so to screen readers; the field's name stays its label. */}
                  <span aria-hidden="true" className="font-normal text-slate-600">
                    {t("enquiryForm.optional")}
                  </span>
                </label>
                <input
                  type="text"
                  maxLength={BUYER_MAX_LENGTH[field]}
                  {...BUYER_INPUTS[field]}
                  {...fieldProps(field, undefined, false)}
                />
                {errorText(field)}
              </div>
            ))}
          </fieldset>
        ) : null}

        <div>
          <label htmlFor="contact-message" className="font-medium text-slate-900">
            {t("enquiryForm.message")}
            {texts.messageRequired ? null : (
              <span className="font-normal text-slate-600"> {t("enquiryForm.optional")}</span>
            )}
          </label>
          <textarea
            rows={kind === "list" ? 3 : 6}
            minLength={texts.messageRequired ? ENQUIRY_LIMITS.messageMin : undefined}
            maxLength={ENQUIRY_LIMITS.messageMax}
            {...fieldProps("message", "contact-message-hint", texts.messageRequired)}
          />
          {errorText("message")}
          <p id="contact-message-hint" className="mt-1.5 text-sm text-slate-600">
            {messageHint(kind, t, INTL_LOCALE[language])}
          </p>
        </div>

        <div>
          <Button
            type="submit"
            // The enquiry list's form has other buttons: this one sends it.
            {...(kind === "list" ? { name: "intent", value: "send" } : {})}
            disabled={sending}
            size="xl"
            className="inline-flex items-center gap-2 disabled:cursor-wait disabled:opacity-70"
          >
            <Send aria-hidden="true" className="size-4" />
            {t(texts.submit)}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** What the visitor sees once the enquiry is stored (inside a status region). */
export function ReceivedNotice({ kind }: { kind: EnquiryKind }) {
  const t = useT();
  return (
    <p className="mb-6 flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong className="font-semibold">{t(KINDS[kind].received)}</strong> {t("enquiryForm.reply")}
      </span>
    </p>
  );
}

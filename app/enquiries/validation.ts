import { z } from "zod";
import {
  BUYER_FIELDS,
  BUYER_MAX_LENGTH,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type BuyerDetails,
  type EnquiryField,
  type EnquiryKind,
  type EnquiryValues,
} from "./form";
import { gstinProblem, normalizeGstin, type GstinProblem } from "./gstin";
import { withoutBidiControls } from "~/formatting/bidi-controls";
import type { MessageId } from "~/i18n/message-id";
import type { MessageValues, Translate } from "~/i18n/translator";
import "~/i18n/areas/enquiry";

/**
 * The schemas' messages are message ids (app/i18n/locales/enquiry), translated into the page's
 * language by parseEnquiryForm; a typo in an id does not compile.
 */
const messageId = (id: MessageId) => id;

/** The limits the messages name ("at most {nameMax} characters"), as plain digits. */
const LIMIT_VALUES: MessageValues = Object.fromEntries(
  Object.entries(ENQUIRY_LIMITS).map(([name, limit]) => [name, String(limit)]),
);

/**
 * Form values arrive as strings, or not at all; a file where text belongs counts as empty.
 * Bidirectional controls are removed where the text enters (app/formatting/bidi-controls.ts).
 */
const formText = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === "string" ? withoutBidiControls(value) : ""), schema);

// Control characters other than tab and line breaks have no place in a message; in a name or
// address even line breaks could smuggle extra mail headers, so those allow none.
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const NO_CONTROL_EXCEPT_LINES = /^(?:[^\p{Cc}]|[\t\n])*$/u;

const nameSchema = formText(
  z
    .string()
    .trim()
    .min(1, messageId("enquiryForm.error.nameRequired"))
    .max(ENQUIRY_LIMITS.nameMax, messageId("enquiryForm.error.nameMax"))
    .regex(NO_CONTROL, messageId("enquiryForm.error.nameControl")),
);

const emailSchema = formText(
  z
    .string()
    .trim()
    .min(1, messageId("enquiryForm.error.emailRequired"))
    .max(ENQUIRY_LIMITS.emailMax, messageId("enquiryForm.error.emailMax"))
    .pipe(z.email(messageId("enquiryForm.error.emailInvalid"))),
);

/**
 * The enquiry list's e-mail address: optional (a phone number will do), checked when given. Also
 * the e-mail half of "Phone or e-mail" in "Notify me when it is back" (app/back-in-stock/contact.ts).
 */
export const optionalEmailSchema = formText(
  z
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.emailMax, messageId("enquiryForm.error.emailMax"))
    .refine((email) => email === "" || z.email().safeParse(email).success, messageId("enquiryForm.error.emailInvalid")),
);

/** The message: required with at least 10 characters on the contact form, optional with a list. */
const messageSchema = (required: boolean) =>
  formText(
    z
      .string()
      // Browsers submit line breaks as CRLF but count them as one character in maxlength.
      .transform((text) => text.replace(/\r\n?/g, "\n").trim())
      .pipe(
        required
          ? z
              .string()
              .min(1, messageId("enquiryForm.error.messageRequired"))
              .min(ENQUIRY_LIMITS.messageMin, messageId("enquiryForm.error.messageMin"))
          : z.string(),
      )
      .pipe(
        z
          .string()
          .max(ENQUIRY_LIMITS.messageMax, messageId("enquiryForm.error.messageMax"))
          .regex(NO_CONTROL_EXCEPT_LINES, messageId("enquiryForm.error.messageControl")),
      ),
  );

/**
 * An optional phone number as people write them: digits with spaces, +, -, brackets; 6 to 15
 * digits, on one line. Also the phone half of "Phone or e-mail" (app/back-in-stock/contact.ts).
 */
export const phoneSchema = formText(
  z
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.phoneMax, messageId("enquiryForm.error.phoneMax"))
    .refine(
      (phone) => phone === "" || (/^\+?[\d ()-]+$/.test(phone) && /^(?:\D*\d){6,15}\D*$/.test(phone)),
      messageId("enquiryForm.error.phoneInvalid"),
    ),
);

/** An optional one-line text of the buyer's (shop, licence, city): no control characters, at most `max`. */
const buyerText = (max: number, tooLong: MessageId, control: MessageId) =>
  formText(z.string().trim().max(max, messageId(tooLong)).regex(NO_CONTROL, messageId(control)));

const GSTIN_ERRORS: Record<GstinProblem, MessageId> = {
  length: "enquiryForm.error.gstinLength",
  format: "enquiryForm.error.gstinFormat",
  state: "enquiryForm.error.gstinState",
  pan: "enquiryForm.error.gstinPan",
  check: "enquiryForm.error.gstinCheck",
};

/**
 * An optional GSTIN, stored upper case without spaces or dashes; a wrong one is refused saying what
 * is wrong. Its length is checked once the spaces are gone ("27 AAPFU 0939 F 1 Z V" is 15 characters).
 */
const gstinSchema = formText(
  z
    .string()
    .max(ENQUIRY_LIMITS.gstinMax, messageId("enquiryForm.error.gstinLength"))
    .transform(normalizeGstin)
    .superRefine((gstin, context) => {
      const problem = gstin === "" ? null : gstinProblem(gstin);
      if (problem) context.addIssue({ code: "custom", message: GSTIN_ERRORS[problem] });
    }),
);

/** Who is asking (docs/product.md 12.3a): every field optional. */
export const buyerSchema = z.object({
  shop: buyerText(ENQUIRY_LIMITS.shopMax, "enquiryForm.error.shopMax", "enquiryForm.error.buyerControl"),
  drugLicence: buyerText(
    ENQUIRY_LIMITS.drugLicenceMax,
    "enquiryForm.error.drugLicenceMax",
    "enquiryForm.error.buyerControl",
  ),
  gstin: gstinSchema,
  city: buyerText(ENQUIRY_LIMITS.cityMax, "enquiryForm.error.cityMax", "enquiryForm.error.buyerControl"),
}) satisfies z.ZodType<BuyerDetails, unknown>;

/** Server-side validation of the contact form (docs/product.md 2.28); messages are shown next to the fields. */
export const enquiryFormSchema = z.object({ name: nameSchema, email: emailSchema, message: messageSchema(true) });

/**
 * The enquiry list's form (docs/product.md 12.3): the same rules, with a phone number or an
 * e-mail address (one is enough, each checked when given), an optional message, and who is asking.
 */
export const listEnquiryFormSchema = z
  .object({
    name: nameSchema,
    email: optionalEmailSchema,
    phone: phoneSchema,
    ...buyerSchema.shape,
    message: messageSchema(false),
  })
  .superRefine((form, context) => {
    if (form.email === "" && form.phone === "") {
      context.addIssue({ code: "custom", path: ["email"], message: messageId("enquiryForm.error.phoneOrEmail") });
    }
  });

export type EnquiryInput = z.infer<typeof enquiryFormSchema> & { phone?: string } & Partial<BuyerDetails>;

export type EnquiryFormResult =
  | { ok: true; input: EnquiryInput }
  | { ok: false; errors: Partial<Record<EnquiryField, string>>; values: EnquiryValues };

/**
 * Validates a submitted contact form (`contact`) or enquiry list form (`list`); on failure, the
 * first problem of each field, in the language of `t` (the page's).
 */
export function parseEnquiryForm(form: FormData, kind: EnquiryKind, t: Translate): EnquiryFormResult {
  const raw = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, form.get(field)]));
  const parsed = (kind === "list" ? listEnquiryFormSchema : enquiryFormSchema).safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = ENQUIRY_FIELDS.find((name) => name === issue.path[0]);
    // Every message of the schemas is one of ours; zod's own (never expected) would show as written.
    if (field && !errors[field]) errors[field] = t(issue.message as MessageId, LIMIT_VALUES);
  }
  return { ok: false, errors, values: enquiryValuesOf(form) };
}

/** The enquiry fields as typed, to give them back to a form that must be corrected or sent again. */
export function enquiryValuesOf(form: FormData): EnquiryValues {
  const text = (field: EnquiryField) => {
    const value = form.get(field);
    return typeof value === "string" ? withoutBidiControls(value) : "";
  };
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, text(field)])) as EnquiryValues;
}

/**
 * Who is asking, as typed, for the message the visitor sends from their own phone (share.ts):
 * each field on one line, trimmed and cut to its limit. Checked only when the enquiry is sent
 * with the form.
 */
export function typedBuyer(form: FormData): BuyerDetails {
  const values = enquiryValuesOf(form);
  return Object.fromEntries(
    BUYER_FIELDS.map((field) => [field, oneLine(values[field]).slice(0, BUYER_MAX_LENGTH[field])]),
  ) as BuyerDetails;
}

/** Text on one line: control characters and runs of spaces become one space. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\s]+/gu, " ").trim();
}

/** The page a form was sent from, when it is a path on this site (never another origin). */
export function parsePagePath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

/**
 * Who sent a list from their own WhatsApp or e-mail, as far as the form says (nothing is required
 * there): the name on one line and cut to its limit; the phone and e-mail only when they are valid.
 */
export function sentContact(form: FormData): { name: string; email: string; phone: string | null } {
  const values = enquiryValuesOf(form);
  const email = optionalEmailSchema.safeParse(values.email);
  const phone = phoneSchema.safeParse(values.phone);
  return {
    name: oneLine(values.name).slice(0, ENQUIRY_LIMITS.nameMax),
    email: email.success ? email.data : "",
    phone: phone.success && phone.data !== "" ? phone.data : null,
  };
}

import { z } from "zod";
import { ENQUIRY_LIMITS, type EnquiryField, type EnquiryKind, type EnquiryValues } from "./form";

/** Form values arrive as strings, or not at all; a file where text belongs counts as empty. */
const formText = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === "string" ? value : ""), schema);

// Control characters other than tab and line breaks have no place in a message; in a name or
// address even line breaks could smuggle extra mail headers, so those allow none.
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const NO_CONTROL_EXCEPT_LINES = /^(?:[^\p{Cc}]|[\t\n])*$/u;

const nameSchema = formText(
  z
    .string()
    .trim()
    .min(1, "Enter your name")
    .max(ENQUIRY_LIMITS.nameMax, `Your name can be at most ${ENQUIRY_LIMITS.nameMax} characters`)
    .regex(NO_CONTROL, "Your name cannot contain line breaks or control characters"),
);

const emailSchema = formText(
  z
    .string()
    .trim()
    .min(1, "Enter your e-mail address")
    .max(ENQUIRY_LIMITS.emailMax, `Your e-mail address can be at most ${ENQUIRY_LIMITS.emailMax} characters`)
    .pipe(z.email("Enter an e-mail address like name@example.com")),
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
              .min(1, "Enter your message")
              .min(ENQUIRY_LIMITS.messageMin, `Your message needs at least ${ENQUIRY_LIMITS.messageMin} characters`)
          : z.string(),
      )
      .pipe(
        z
          .string()
          .max(ENQUIRY_LIMITS.messageMax, `Your message can be at most ${ENQUIRY_LIMITS.messageMax} characters`)
          .regex(NO_CONTROL_EXCEPT_LINES, "Your message contains characters that cannot be sent"),
      ),
  );

/** An optional phone number as people write them: digits with spaces, +, -, brackets; 6 to 15 digits, on one line. */
const phoneSchema = formText(
  z
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.phoneMax, `Your phone number can be at most ${ENQUIRY_LIMITS.phoneMax} characters`)
    .refine(
      (phone) => phone === "" || (/^\+?[\d ()-]+$/.test(phone) && /^(?:\D*\d){6,15}\D*$/.test(phone)),
      "Enter a phone number like +91 98765 43210, or leave it empty",
    ),
);

/** Server-side validation of the contact form (docs/product.md 2.28); messages are shown next to the fields. */
export const enquiryFormSchema = z.object({ name: nameSchema, email: emailSchema, message: messageSchema(true) });

/** The enquiry list's form (docs/product.md 12.3): the same rules, with an optional phone and message. */
export const listEnquiryFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  message: messageSchema(false),
});

export type EnquiryInput = z.infer<typeof enquiryFormSchema> & { phone?: string };

export type EnquiryFormResult =
  | { ok: true; input: EnquiryInput }
  | { ok: false; errors: Partial<Record<EnquiryField, string>>; values: EnquiryValues };

const FIELDS: readonly EnquiryField[] = ["name", "email", "phone", "message"];

/**
 * Validates a submitted contact form (`contact`) or enquiry list form (`list`); on failure, the
 * first problem of each field.
 */
export function parseEnquiryForm(form: FormData, kind: EnquiryKind = "contact"): EnquiryFormResult {
  const raw = {
    name: form.get("name"),
    email: form.get("email"),
    phone: form.get("phone"),
    message: form.get("message"),
  };
  const parsed = (kind === "list" ? listEnquiryFormSchema : enquiryFormSchema).safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  return {
    ok: false,
    errors,
    values: { name: text(raw.name), email: text(raw.email), phone: text(raw.phone), message: text(raw.message) },
  };
}

/** The page a form was sent from, when it is a path on this site (never another origin). */
export function parsePagePath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

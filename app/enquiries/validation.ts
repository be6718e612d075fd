import { z } from "zod";
import { ENQUIRY_LIMITS, type EnquiryField, type EnquiryValues } from "./form";

/** Form values arrive as strings, or not at all; a file where text belongs counts as empty. */
const formText = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === "string" ? value : ""), schema);

// Control characters other than tab and line breaks have no place in a message; in a name or
// address even line breaks could smuggle extra mail headers, so those allow none.
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const NO_CONTROL_EXCEPT_LINES = /^(?:[^\p{Cc}]|[\t\n])*$/u;

/** Server-side validation of the contact form (docs/product.md 2.28); messages are shown next to the fields. */
export const enquiryFormSchema = z.object({
  name: formText(
    z
      .string()
      .trim()
      .min(1, "Enter your name")
      .max(ENQUIRY_LIMITS.nameMax, `Your name can be at most ${ENQUIRY_LIMITS.nameMax} characters`)
      .regex(NO_CONTROL, "Your name cannot contain line breaks or control characters"),
  ),
  email: formText(
    z
      .string()
      .trim()
      .min(1, "Enter your e-mail address")
      .max(ENQUIRY_LIMITS.emailMax, `Your e-mail address can be at most ${ENQUIRY_LIMITS.emailMax} characters`)
      .pipe(z.email("Enter an e-mail address like name@example.com")),
  ),
  message: formText(
    z
      .string()
      // Browsers submit line breaks as CRLF but count them as one character in maxlength.
      .transform((text) => text.replace(/\r\n?/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(1, "Enter your message")
          .min(ENQUIRY_LIMITS.messageMin, `Your message needs at least ${ENQUIRY_LIMITS.messageMin} characters`)
          .max(ENQUIRY_LIMITS.messageMax, `Your message can be at most ${ENQUIRY_LIMITS.messageMax} characters`)
          .regex(NO_CONTROL_EXCEPT_LINES, "Your message contains characters that cannot be sent"),
      ),
  ),
});

export type EnquiryInput = z.infer<typeof enquiryFormSchema>;

export type EnquiryFormResult =
  | { ok: true; input: EnquiryInput }
  | { ok: false; errors: Partial<Record<EnquiryField, string>>; values: EnquiryValues };

/** Validates a submitted contact form; on failure, the first problem of each field. */
export function parseEnquiryForm(form: FormData): EnquiryFormResult {
  const raw = { name: form.get("name"), email: form.get("email"), message: form.get("message") };
  const parsed = enquiryFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "message") && !errors[field]) errors[field] = issue.message;
  }
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  return { ok: false, errors, values: { name: text(raw.name), email: text(raw.email), message: text(raw.message) } };
}

/** The page a form was sent from, when it is a path on this site (never another origin). */
export function parsePagePath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

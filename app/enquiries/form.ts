// The contact form's contract, shared by the form in the browser and the server's validation.
// Kept apart from validation.ts and db-schema.ts so the browser bundle carries neither zod nor drizzle.

/** Length limits, used for the form's attributes and checked again on the server. */
export const ENQUIRY_LIMITS = {
  nameMax: 100,
  // RFC 5321's longest deliverable address.
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  phoneMax: 20,
} as const;

/** Which form an enquiry comes from: the contact page's, or the enquiry list's (docs/product.md 12.3). */
export type EnquiryKind = "contact" | "list";

/** The honeypot: people never see or fill it; form-filling bots do. */
export const HONEYPOT_FIELD = "website";

/** The fields of the enquiry forms, in the order they are shown; the contact form has no phone. */
export const ENQUIRY_FIELDS = ["name", "email", "phone", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the visitor typed, echoed back into the form when it has to be corrected. */
export type EnquiryValues = Record<EnquiryField, string>;

/** What the contact page shows after a submission: the action's answer. */
export type EnquiryOutcome =
  /** `token`: the posted form's (one per form shown), so the page can tell this answer from the next. */
  | { status: "received"; token: string | null }
  | { status: "invalid"; errors: Partial<Record<EnquiryField, string>>; values: EnquiryValues }
  | { status: "rate-limited"; values: EnquiryValues }
  /** The database could not take it (docs/product.md 2.28): nothing was kept, the visitor sends it again. */
  | { status: "not-stored"; values: EnquiryValues };

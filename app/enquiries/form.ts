// The contact form's contract, shared by the form in the browser and the server's validation.
// Kept apart from validation.ts and db-schema.ts so the browser bundle carries neither zod nor drizzle.

import type { MessageId } from "~/i18n/message-id";
// The buyer fields' labels are the enquiry area's texts: they arrive with whatever shows them.
import "~/i18n/areas/enquiry";

/** Length limits, used for the form's attributes and checked again on the server. */
export const ENQUIRY_LIMITS = {
  nameMax: 100,
  // RFC 5321's longest deliverable address.
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  phoneMax: 20,
  shopMax: 100,
  // Drug licence numbers run to "BR-PAT-123456/20B, BR-PAT-123457/21B" (one per form of licence).
  drugLicenceMax: 80,
  // Written with spaces or dashes by some ("27 AAPFU 0939 F 1 Z V"): this bounds what is typed,
  // and the GSTIN is checked as 15 characters once they are removed (gstin.ts).
  gstinMax: 30,
  cityMax: 60,
} as const;

/** Which form an enquiry comes from: the contact page's, or the enquiry list's (docs/product.md 12.3). */
export type EnquiryKind = "contact" | "list";

/** The honeypot: people never see or fill it; form-filling bots do. */
export const HONEYPOT_FIELD = "website";

/**
 * Who is asking (docs/product.md 12.3a): the buyer's business, optional fields of the enquiry
 * list's form only, remembered on the visitor's device and sent with the list.
 */
export const BUYER_FIELDS = ["shop", "drugLicence", "gstin", "city"] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];
export type BuyerDetails = Record<BuyerField, string>;

/** Each buyer field's label (docs/product.md 12.3a), also its name in the message the visitor sends. */
export const BUYER_LABELS: Record<BuyerField, MessageId> = {
  shop: "enquiryForm.shop",
  drugLicence: "enquiryForm.drugLicence",
  gstin: "enquiryForm.gstin",
  city: "enquiryForm.city",
};

/** Each buyer field's longest text (the form's maxlength, checked again on the server). */
export const BUYER_MAX_LENGTH: Record<BuyerField, number> = {
  shop: ENQUIRY_LIMITS.shopMax,
  drugLicence: ENQUIRY_LIMITS.drugLicenceMax,
  gstin: ENQUIRY_LIMITS.gstinMax,
  city: ENQUIRY_LIMITS.cityMax,
};

/**
 * The fields of the enquiry forms, in the order they are shown; the contact form has neither the
 * phone nor the buyer's fields.
 */
export const ENQUIRY_FIELDS = ["name", "email", "phone", ...BUYER_FIELDS, "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the visitor typed, echoed back into the form when it has to be corrected. */
export type EnquiryValues = Record<EnquiryField, string>;

/** A form with nothing typed. */
export const EMPTY_ENQUIRY_VALUES = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, ""])) as EnquiryValues;

/** A stored order as the buyer is told of it: "Order {number}", its page at /orders/{token}. */
export type OrderReceipt = { number: number; token: string };

/** What the contact page shows after a submission: the action's answer. */
export type EnquiryOutcome =
  /** `token`: the posted form's (one per form shown), so the page can tell this answer from the next. */
  /**
   * `order`: the stored list's reference and its page's token (docs/product.md 12.3b); none for a
   * contact message, or a bot's list that was not kept.
   */
  /**
   * `nextToken`: a fresh token for the empty form that follows, so that the buyer can send again as
   * soon as the answer shows, without waiting for the page's data to come back (which may be slow).
   */
  | { status: "received"; token: string | null; order?: OrderReceipt; nextToken?: string }
  | { status: "invalid"; errors: Partial<Record<EnquiryField, string>>; values: EnquiryValues }
  | { status: "rate-limited"; values: EnquiryValues }
  /**
   * The database could not take it (docs/product.md 2.28): nothing was kept, the visitor sends it
   * again, with the same `token` (the posted form's), so that the enquiry is stored once even if
   * this attempt had in fact reached the database.
   */
  | { status: "not-stored"; values: EnquiryValues; token: string | null };

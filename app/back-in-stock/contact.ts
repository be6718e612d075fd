import { optionalEmailSchema, phoneSchema } from "~/enquiries";
import { whatsappNumber } from "~/desk";
import type { Channel } from "./db-schema";

/** A buyer's contact as stored: one spelling per person, so that asking twice is one request. */
export type Contact = { channel: Channel; contact: string };

/** An Indian mobile number as wa.me writes it: 91, then ten digits starting with 6 to 9. */
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;

/**
 * "Phone or e-mail" (docs/product.md 17.4): an e-mail address (the enquiry form's rule, stored in
 * lower case), or an Indian mobile number (the enquiry form's rule for a phone, then 10 digits
 * with or without +91 or a leading 0, stored as 91 and the ten digits). Anything else is null.
 */
export function parseContact(text: string): Contact | null {
  const typed = text.trim();
  if (typed === "") return null;
  if (typed.includes("@")) {
    const email = optionalEmailSchema.safeParse(typed);
    return email.success && email.data !== "" ? { channel: "email", contact: email.data.toLowerCase() } : null;
  }
  const phone = phoneSchema.safeParse(typed);
  if (!phone.success || phone.data === "") return null;
  // "098765 43210" is written with the trunk 0 inside India: the same number as 98765 43210.
  const digits = phone.data.replace(/\D/g, "");
  const number = whatsappNumber(digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits);
  return number && INDIAN_MOBILE.test(number) ? { channel: "phone", contact: number } : null;
}

/** A contact as the desk and messages show it: an address as stored, a number as +91 98765 43210. */
export function shownContact({ channel, contact }: Contact): string {
  return channel === "phone" ? `+91 ${contact.slice(2, 7)} ${contact.slice(7)}` : contact;
}

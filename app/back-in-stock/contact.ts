import { optionalEmailSchema, phoneSchema } from "~/enquiries";
import { indianMobile, shownIndianMobile } from "~/formatting/phone";
import type { Channel } from "./db-schema";

/** A buyer's contact as stored: one spelling per person, so that asking twice is one request. */
export type Contact = { channel: Channel; contact: string };

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
  const number = indianMobile(phone.data);
  return number ? { channel: "phone", contact: number } : null;
}

/** A contact as the desk and messages show it: an address as stored, a number as +91 98765 43210. */
export function shownContact({ channel, contact }: Contact): string {
  return channel === "phone" ? shownIndianMobile(contact) : contact;
}

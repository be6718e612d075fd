/**
 * Phone numbers and WhatsApp links, the one module for them (docs/architecture.md, "Shared
 * floors"): the desk's reply to a buyer, the buyer's "Phone or e-mail" for back-in-stock, the
 * enquiry list's and the catalogue's "Ask on WhatsApp" links. Which numbers a form accepts is the
 * enquiry form's rule (app/enquiries/validation.ts, `phoneSchema`).
 */

/** wa.me's number: digits with the country code; a 10-digit Indian number gets 91. Null when unusable. */
export function whatsappNumber(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  const number = digits.length === 10 ? `91${digits}` : digits.replace(/^0+/, "");
  return number.length >= 11 && number.length <= 15 ? number : null;
}

/** An Indian mobile number as wa.me writes it: 91, then ten digits starting with 6 to 9. */
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;

/**
 * A phone number (as the enquiry form accepts it) as an Indian mobile number, 91 and ten digits:
 * 10 digits with or without +91 or a leading 0. Null for any other number.
 */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  // "098765 43210" is written with the trunk 0 inside India: the same number as 98765 43210.
  const number = whatsappNumber(digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits);
  return number && INDIAN_MOBILE.test(number) ? number : null;
}

/** An Indian mobile number (91 and ten digits) as people read it: +91 98765 43210. */
export function shownIndianMobile(number: string): string {
  return `+91 ${number.slice(2, 7)} ${number.slice(7)}`;
}

/** A WhatsApp link that opens a chat with `number` (wa.me's digits), the message typed in. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A WhatsApp link that lets the sender pick whom to send the message to. */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

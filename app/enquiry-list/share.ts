import { BUYER_FIELDS, BUYER_LABELS, type BuyerDetails } from "~/enquiries/form";
import type { Translate } from "~/i18n/translator";
import { site } from "~/site";
import type { OrderUnit } from "~/catalogue/order-unit";
import { describedName } from "~/formatting/described-name";
import { quantityText } from "./line-text";
import { isNote, orderedLines, type EnquiryLine } from "./list";
import "~/i18n/areas/enquiry";

// The list as a message the visitor sends from their own WhatsApp or e-mail (docs/product.md
// 12.3, 12.8): one line per medicine with its manufacturer, pack and quantity with its unit; a
// free-text line says it is not in the catalogue.

/**
 * Longest link offered. Browsers take far longer URLs, but the apps they hand a link to do not
 * all: WhatsApp and several mail programs cut or refuse links beyond about 2000 characters, and a
 * cut list would be a wrong order. A longer list is sent with the form instead.
 */
export const MAX_SHARE_URL_LENGTH = 2000;

export type ShareSettings = {
  companyName: string;
  /** WhatsApp number, digits only with the country code (wa.me's format). */
  whatsappNumber: string;
  email: string;
};

/** The company's own: where the list goes. */
export const shareSettings: ShareSettings = {
  companyName: site.name,
  whatsappNumber: site.whatsappNumber,
  email: site.email,
};

/**
 * The message: a greeting in the page's language, a line per line of the list, then who is asking
 * (docs/product.md 12.3a), one "label: value" line per field filled.
 */
export function listMessage(
  list: readonly SentLine[],
  companyName: string,
  t: Translate,
  buyer?: BuyerDetails,
): string {
  const asking = BUYER_FIELDS.flatMap((field) =>
    buyer?.[field] ? [`${t(BUYER_LABELS[field])}: ${buyer[field]}`] : [],
  );
  // The order's notes after its lines (docs/product.md 12.13a): a note is never a line.
  const notes = list.filter(isNote).map((note) => t("enquiryList.share.note", { text: note.name }));
  return [
    t("enquiryList.share.greeting", { company: companyName }),
    ...listLines(orderedLines(list), t),
    ...(notes.length > 0 ? ["", ...notes] : []),
    ...(asking.length > 0 ? ["", ...asking] : []),
  ].join("\n");
}

/** A line as it leaves: the list's line and what the catalogue says of it now (actions.server.ts shownLines). */
export type SentLine = EnquiryLine & { pack?: string; manufacturer?: string; unit?: OrderUnit };

/**
 * One line per line of the list, in the page's language: "Amlong 5 Tablet (Micro Labs, strip of
 * 15) — 30 strips"; a free-text line as written, "— 3 (not in the catalogue)".
 */
export function listLines(list: readonly SentLine[], t: Translate): string[] {
  return list.map((line) =>
    line.freeText
      ? t("enquiryList.share.freeTextLine", { name: line.name, quantity: line.quantity })
      : `${describedName(line)} — ${quantityText(line.quantity, line.unit, t)}`,
  );
}

export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** RFC 6068: the body's line breaks are CRLF, and every reserved character percent-encoded. */
export function mailtoHref(email: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The two links; null for one that would be longer than {@link MAX_SHARE_URL_LENGTH}. */
export function shareLinks(
  list: readonly SentLine[],
  settings: ShareSettings,
  t: Translate,
  buyer?: BuyerDetails,
): { whatsapp: string | null; email: string | null } {
  const text = listMessage(list, settings.companyName, t, buyer);
  const fits = (href: string) => (href.length <= MAX_SHARE_URL_LENGTH ? href : null);
  return {
    whatsapp: fits(whatsappHref(settings.whatsappNumber, text)),
    email: fits(mailtoHref(settings.email, t("enquiryList.share.subject"), text)),
  };
}

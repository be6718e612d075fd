import { whatsappHref } from "~/formatting/phone";
import { BUYER_FIELDS, BUYER_LABELS, type BuyerDetails } from "~/enquiries";
import type { Translate } from "~/i18n/translator";
import { site } from "~/site";
import type { OrderUnit } from "~/catalogue";
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
  const asking = buyerLines(t, buyer);
  const notes = noteLines(list, t);
  return [
    t("enquiryList.share.greeting", { company: companyName }),
    ...listLines(orderedLines(list), t),
    ...(notes.length > 0 ? ["", ...notes] : []),
    ...(asking.length > 0 ? ["", ...asking] : []),
  ].join("\n");
}

/** The order's notes, to follow its lines (docs/product.md 12.13a): a note is never a line. */
function noteLines(list: readonly SentLine[], t: Translate): string[] {
  return list.filter(isNote).map((note) => t("enquiryList.share.note", { text: note.name }));
}

/** Who is asking, one "label: value" line per field filled. */
function buyerLines(t: Translate, buyer: BuyerDetails | undefined): string[] {
  return BUYER_FIELDS.flatMap((field) => (buyer?.[field] ? [`${t(BUYER_LABELS[field])}: ${buyer[field]}`] : []));
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

/** A stored order as its message names it (docs/product.md 12.3b): "Order {number}" and its page's address. */
export type OrderReference = { number: number; address: string };

/**
 * The message of a stored order (docs/product.md 12.3b): the greeting, as many lines as fit with
 * the rest in a link of at most {@link MAX_SHARE_URL_LENGTH} characters (`fits`), then "{k} more
 * lines: {address}" for the others; who is asking; and last the reference with the page's address.
 * The reference and the address always go: when even no line fits beside who is asking, who is
 * asking is left to the order page too.
 */
export function orderMessage(
  list: readonly SentLine[],
  companyName: string,
  t: Translate,
  buyer: BuyerDetails | undefined,
  order: OrderReference,
  fits: (text: string) => boolean,
): string {
  const lines = listLines(orderedLines(list), t);
  const notes = noteLines(list, t);
  const reference = t("enquiryList.order.reference", { number: String(order.number), address: order.address });
  const build = (shown: number, withBuyer: boolean) => {
    const more = lines.length - shown;
    const rest = more > 0 ? [t("enquiryList.order.moreLines", { count: more, address: order.address })] : [];
    // The notes and who is asking go together: when they do not fit, the order page has them.
    const shownNotes = withBuyer ? notes : [];
    const asking = withBuyer ? buyerLines(t, buyer) : [];
    return [
      t("enquiryList.share.greeting", { company: companyName }),
      ...lines.slice(0, shown),
      ...rest,
      ...(shownNotes.length > 0 ? ["", ...shownNotes] : []),
      ...(asking.length > 0 ? ["", ...asking] : []),
      "",
      reference,
    ].join("\n");
  };
  if (fits(build(lines.length, true))) return build(lines.length, true);
  const withBuyer = fits(build(0, true));
  // The most lines that fit (more lines, a longer text): a binary search over 0 … all but one.
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(build(middle, withBuyer))) low = middle;
    else high = middle - 1;
  }
  return build(low, withBuyer);
}

/**
 * The WhatsApp and e-mail addresses of a stored order, each within {@link MAX_SHARE_URL_LENGTH}
 * characters whatever its length (each carries as many lines as fit in its own encoding).
 */
export function orderLinks(
  list: readonly SentLine[],
  settings: ShareSettings,
  t: Translate,
  buyer: BuyerDetails | undefined,
  order: OrderReference,
): { whatsapp: string; email: string } {
  const subject = t("enquiryList.order.subject", { number: String(order.number) });
  const within = (href: string) => href.length <= MAX_SHARE_URL_LENGTH;
  const whatsappText = orderMessage(list, settings.companyName, t, buyer, order, (text) =>
    within(whatsappHref(settings.whatsappNumber, text)),
  );
  const emailText = orderMessage(list, settings.companyName, t, buyer, order, (text) =>
    within(mailtoHref(settings.email, subject, text)),
  );
  return {
    whatsapp: whatsappHref(settings.whatsappNumber, whatsappText),
    email: mailtoHref(settings.email, subject, emailText),
  };
}

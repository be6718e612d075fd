import { medicineHref } from "~/catalogue/urls/links";
import type { RateLabel } from "~/catalogue/trade/rate-label";
import { pathInLanguage, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { absoluteUrl } from "~/formatting/absolute-url";
import { escapeXml } from "~/formatting/xml";
import { site } from "~/site";
import { entryTitle, type ChangeLine } from "./view";

/** Characters XML 1.0 does not allow at all (a sheet cell may hold them): dropped, never escaped. */
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (text: string) => escapeXml(text.replace(NOT_XML, ""));

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/**
 * The changes as an Atom feed (RFC 4287; docs/product.md 17.1): one entry per change, newest
 * first, each linking to the medicine's page. Every text from the sheet is escaped.
 */
export function changesAtom(options: {
  lines: readonly ChangeLine[];
  t: Translate;
  rateLabel: RateLabel;
  language: Language;
  siteUrl: string;
  /** The feed's own address and the page's, absolute. */
  selfUrl: string;
  pageUrl: string;
  now: Date;
}): string {
  const { lines, t, rateLabel, language, siteUrl, selfUrl, pageUrl, now } = options;
  const updated = lines[0]?.at ?? now.toISOString();
  const entries = lines.map((line) => {
    const link = absoluteUrl(siteUrl, pathInLanguage(medicineHref(line.medicineId), language));
    return [
      "<entry>",
      `<id>${xml(`${link}#${line.kind}-${line.at}`)}</id>`,
      `<title>${xml(entryTitle(line, t, rateLabel))}</title>`,
      `<updated>${line.at}</updated>`,
      `<link rel="alternate" href="${xml(link)}"/>`,
      `<summary>${xml(`${line.name} · ${line.manufacturer}`)}</summary>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `<id>${xml(selfUrl)}</id>`,
    `<title>${xml(t("changes.feed.title", { company: site.name }))}</title>`,
    `<updated>${updated}</updated>`,
    `<author><name>${xml(site.name)}</name></author>`,
    `<link rel="self" href="${xml(selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(pageUrl)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

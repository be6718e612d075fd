import { changesDownloadPath, CHANGES_PATH, type ChangesFormat } from "~/catalogue/urls/links";
import type { RateLabel } from "~/catalogue/trade/rate-label";
import { indiaIsoDate } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { translatorOfPath } from "~/i18n/translator";
import { absoluteUrl } from "~/formatting/absolute-url";
import { site } from "~/site";
import { slugify } from "~/catalogue/text/slug";
import { ATOM_CONTENT_TYPE, changesAtom } from "./atom.server";
import { changesCsv, changesXlsx } from "./files.server";
import { CSV_CONTENT_TYPE } from "~/catalogue/price-list/csv.server";
import { XLSX_CONTENT_TYPE } from "~/formatting/workbook/workbook-plan";
import { allLines, changeFilterOf, changeGroupsOf } from "./requests.server";
import type { ChangeService } from "./service.server";

/**
 * `/medicines/changes.csv|.xlsx|.atom` with the page's filters (docs/product.md 17.1): every change
 * of the last 30 days, newest first. Files are attachments named after the company and the date;
 * the feed is read by feed readers, kept out of search engines like the files.
 */
export async function changesDownload(
  changes: Pick<ChangeService, "store">,
  request: Pick<Request, "url">,
  format: ChangesFormat,
  settings: { rateLabel: RateLabel; siteUrl: string },
  now: Date = new Date(),
): Promise<Response> {
  const url = new URL(request.url);
  const t = translatorOfPath(url.pathname);
  const language = languageOfPath(url.pathname);
  const filter = changeFilterOf(url);
  const lines = allLines(await changeGroupsOf(changes, filter, now));
  if (format === "atom") {
    const search = url.search;
    const body = changesAtom({
      lines,
      t,
      rateLabel: settings.rateLabel,
      language,
      siteUrl: settings.siteUrl,
      selfUrl: absoluteUrl(settings.siteUrl, pathInLanguage(changesDownloadPath("atom"), language) + search),
      pageUrl: absoluteUrl(settings.siteUrl, pathInLanguage(CHANGES_PATH, language) + search),
      now,
    });
    return new Response(body, { headers: { "Content-Type": ATOM_CONTENT_TYPE, "X-Robots-Tag": "noindex" } });
  }
  const name = `${slugify(site.name) || "catalogue"}-changes-${indiaIsoDate(now)}.${format}`;
  const headers = {
    "Content-Disposition": `attachment; filename="${name}"`,
    "X-Robots-Tag": "noindex",
  };
  if (format === "csv") {
    return new Response(changesCsv(lines, t, settings.rateLabel), {
      headers: { ...headers, "Content-Type": CSV_CONTENT_TYPE },
    });
  }
  const bytes = await changesXlsx(lines, t, settings.rateLabel, now);
  return new Response(bytes, { headers: { ...headers, "Content-Type": XLSX_CONTENT_TYPE } });
}

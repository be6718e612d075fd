import { FileSpreadsheet, FileText, Printer } from "lucide-react";
import { memo } from "react";
import { priceListHref, type PriceListFormat } from "~/catalogue/urls/links";
import { priceListPartCount, priceListPartRange } from "~/catalogue/price-list/parts";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";
import { INTL_LOCALE } from "~/i18n/languages";
import { useLanguage, useLocalizedHref, useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

const LINK_CLASSES =
  "inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline";

const FORMATS: { format: PriceListFormat; Icon: typeof FileText }[] = [
  { format: "csv", Icon: FileText },
  { format: "xlsx", Icon: FileSpreadsheet },
];

/**
 * The price list links of a catalogue view of `total` medicines (docs/product.md §13, names in
 * §15): the two downloads and, unless `withPrint` is false, the printable page. A view longer
 * than one file (price-list/parts.ts) has a pair of links for each part, named by the medicines
 * it holds. Plain links: they work without scripts, and a download is no page for the app's
 * router. They stay in the page's language. Memoised: they change with the view shown, not with
 * every state of a search.
 */
export const PriceListLinks = memo(function PriceListLinks({
  query,
  total,
  withPrint = true,
}: {
  query: CatalogueQuery;
  total: number;
  withPrint?: boolean;
}) {
  const t = useT();
  const localized = useLocalizedHref();
  const parts = priceListPartCount(total);
  return (
    <>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {parts === 1
          ? FORMATS.map(({ format, Icon }) => (
              <li key={format}>
                <a href={localized(priceListHref(query, format))} download rel="nofollow" className={LINK_CLASSES}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(format === "csv" ? "catalogue.priceList.csv" : "catalogue.priceList.excel")}
                </a>
              </li>
            ))
          : null}
        {withPrint ? (
          <li>
            <a href={localized(priceListHref(query))} rel="nofollow" className={LINK_CLASSES}>
              <Printer aria-hidden="true" className="size-4 shrink-0" />
              {t("catalogue.priceList.print")}
            </a>
          </li>
        ) : null}
      </ul>
      {parts > 1 ? <PriceListParts query={query} total={total} parts={parts} /> : null}
    </>
  );
});

/** A long view's downloads: "Medicines 12,001–24,000: CSV · Excel", a line for each part. */
function PriceListParts({ query, total, parts }: { query: CatalogueQuery; total: number; parts: number }) {
  const t = useT();
  const localized = useLocalizedHref();
  const locale = INTL_LOCALE[useLanguage()];
  return (
    <div className="mt-2 text-sm">
      <p className="text-slate-700">{t("catalogue.priceList.parts", { total: total.toLocaleString(locale), parts })}</p>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {Array.from({ length: parts }, (_, index) => {
          const part = index + 1;
          const { from, to } = priceListPartRange(part, total);
          return (
            <li key={part} className="flex flex-wrap items-center gap-x-2">
              <span className="text-slate-700">
                {t("catalogue.priceList.partRange", {
                  from: from.toLocaleString(locale),
                  to: to.toLocaleString(locale),
                })}
              </span>
              {FORMATS.map(({ format, Icon }) => (
                <a
                  key={format}
                  href={localized(priceListHref(query, format, part))}
                  download
                  rel="nofollow"
                  aria-label={t(format === "csv" ? "catalogue.priceList.partCsv" : "catalogue.priceList.partExcel", {
                    part,
                    parts,
                  })}
                  className={LINK_CLASSES}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {format === "csv" ? "CSV" : "Excel"}
                </a>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

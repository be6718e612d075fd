import { FileSpreadsheet, FileText, Printer } from "lucide-react";
import { memo } from "react";
import { priceListHref } from "~/catalogue/links";
import type { CatalogueQuery } from "~/catalogue/url-state";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

const LINK_CLASSES =
  "inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline";

/**
 * The price list links of a catalogue view (docs/product.md §13, names in §15): the two
 * downloads and, unless `withPrint` is false, the printable page. Plain links: they work without
 * scripts, and a download is no page for the app's router. They stay in the page's language.
 * Memoised: they change with the view shown, not with every state of a search.
 */
export const PriceListLinks = memo(function PriceListLinks({
  query,
  withPrint = true,
}: {
  query: CatalogueQuery;
  withPrint?: boolean;
}) {
  const t = useT();
  const localized = useLocalizedHref();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <li>
        <a href={localized(priceListHref(query, "csv"))} download rel="nofollow" className={LINK_CLASSES}>
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {t("catalogue.priceList.csv")}
        </a>
      </li>
      <li>
        <a href={localized(priceListHref(query, "xlsx"))} download rel="nofollow" className={LINK_CLASSES}>
          <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0" />
          {t("catalogue.priceList.excel")}
        </a>
      </li>
      {withPrint ? (
        <li>
          <a href={localized(priceListHref(query))} rel="nofollow" className={LINK_CLASSES}>
            <Printer aria-hidden="true" className="size-4 shrink-0" />
            {t("catalogue.priceList.print")}
          </a>
        </li>
      ) : null}
    </ul>
  );
});

import { FileSpreadsheet, FileText, Printer } from "lucide-react";
import { priceListHref } from "~/catalogue/links";
import type { CatalogueQuery } from "~/catalogue/query/url-state";

const LINK_CLASSES =
  "inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline";

/**
 * The price list links of a catalogue view (docs/product.md §13, names in §15): the two
 * downloads and, unless `withPrint` is false, the printable page. Plain links: they work without
 * scripts, and a download is no page for the app's router.
 */
export function PriceListLinks({ query, withPrint = true }: { query: CatalogueQuery; withPrint?: boolean }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <li>
        <a href={priceListHref(query, "csv")} download rel="nofollow" className={LINK_CLASSES}>
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          Download price list (CSV)
        </a>
      </li>
      <li>
        <a href={priceListHref(query, "xlsx")} download rel="nofollow" className={LINK_CLASSES}>
          <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0" />
          Download price list (Excel)
        </a>
      </li>
      {withPrint ? (
        <li>
          <a href={priceListHref(query)} rel="nofollow" className={LINK_CLASSES}>
            <Printer aria-hidden="true" className="size-4 shrink-0" />
            Print price list
          </a>
        </li>
      ) : null}
    </ul>
  );
}

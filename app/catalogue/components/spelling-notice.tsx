import { Link } from "~/i18n/link";
import { catalogueHref } from "~/catalogue/urls/links";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";
import { useT } from "~/i18n/use-translation";
import { messageWithElement } from "./message-parts";
import "~/i18n/areas/catalogue";

/**
 * Said when the search corrected a typed word (docs/product.md 10.4): what it searched for
 * instead, and a link to search exactly what was typed.
 */
export function SpellingNotice({ query, correctedText }: { query: CatalogueQuery; correctedText: string }) {
  const t = useT();
  return (
    <p className="mt-3 text-sm text-slate-700">
      {messageWithElement(
        t,
        "catalogue.spelling.showing",
        {},
        "corrected",
        <strong className="font-semibold text-slate-900">{correctedText}</strong>,
      )}{" "}
      <Link
        to={catalogueHref({ ...query, page: 1, exact: true })}
        preventScrollReset
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t("catalogue.spelling.instead", { search: query.search })}
      </Link>
    </p>
  );
}

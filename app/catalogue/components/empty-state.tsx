import { whatsappHref } from "~/formatting/phone";
import { searchHref } from "~/catalogue/urls/links";
import type { NoResultHelp, SuggestedSearch } from "~/catalogue/query/search/catalogue-search";
import { clearFilters, DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";
import illustration from "./no-results.svg?no-inline";
import { QueryButton } from "./query-button";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";
import { site } from "~/site";
import "~/i18n/areas/catalogue";

type EmptyStateProps = {
  query: CatalogueQuery;
  /** Other searches that find something, when the search found nothing (decision 029). */
  help?: NoResultHelp | null;
  /** Called when one of the buttons is pressed on the client, to place focus. */
  onStartAgain?: () => void;
};

/** Whether a filter other than the search text is set. */
function filtersSet(query: CatalogueQuery): boolean {
  return Boolean(query.category || query.manufacturer || query.rx || query.schedule);
}

/**
 * No results (docs/product.md §2, §8, decision 029), with the site's own illustration (7.9). It
 * never is a dead end: it names only what was set, offers searches that find something (the same
 * composition at the strength asked, the closest names), and asking on WhatsApp, the company
 * often getting what it does not list. Links and form buttons: it all works without JavaScript.
 */
export function EmptyState({ query, help, onStartAgain }: EmptyStateProps) {
  const t = useT();
  const search = query.search.trim();
  const filtered = filtersSet(query);
  const heading = !search
    ? t("catalogue.empty.heading")
    : filtered
      ? t("catalogue.empty.headingSearchFilters", { search })
      : t("catalogue.empty.headingSearch", { search });
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <img src={illustration} alt="" width={240} height={180} className="h-auto w-48 sm:w-60" />
      <h3 className="mt-6 text-xl font-semibold text-slate-900">{heading}</h3>
      <p className="mt-2 max-w-md text-slate-600">
        {filtered ? t("catalogue.empty.hint") : t("catalogue.empty.hintSearch")}
      </p>
      {help?.sameComposition ? (
        <SuggestedSearches heading={t("catalogue.empty.sameComposition")} searches={[help.sameComposition]} />
      ) : null}
      {help && help.closest.length > 0 ? (
        <SuggestedSearches heading={t("catalogue.empty.closest")} searches={help.closest} />
      ) : null}
      {search ? (
        <p className="mt-6 max-w-md text-slate-700">
          <a
            href={whatsappHref(site.whatsappNumber, t("catalogue.empty.whatsappText", { search }))}
            className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800"
          >
            {t("catalogue.empty.whatsapp", { search })}
          </a>
          <span className="block text-sm text-slate-600">{t("catalogue.empty.whatsappHint")}</span>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <QueryButton to={clearFilters(query)} onClick={onStartAgain} className={buttonClasses({ size: "lg" })}>
            {t("catalogue.empty.clearFilters")}
          </QueryButton>
        ) : null}
        <QueryButton
          to={DEFAULT_QUERY}
          onClick={onStartAgain}
          className={buttonClasses({ variant: filtered ? "outline" : "primary", size: "lg", className: "ring-inset" })}
        >
          {t("catalogue.empty.startOver")}
        </QueryButton>
      </div>
    </div>
  );
}

/** A titled list of searches, each a link with the number of medicines it finds. */
function SuggestedSearches({ heading, searches }: { heading: string; searches: readonly SuggestedSearch[] }) {
  const t = useT();
  return (
    <section className="mt-6" aria-label={heading}>
      <h4 className="text-sm font-semibold text-slate-900">{heading}</h4>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {searches.map(({ search, count }) => (
          <li key={search}>
            <Link
              to={searchHref(search)}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-emerald-600 hover:text-emerald-800"
            >
              {search} <span className="text-slate-500">{t("catalogue.empty.count", { count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

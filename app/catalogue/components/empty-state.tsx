import { clearFilters, DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/url-state";
import illustration from "./no-results.svg?no-inline";
import { QueryButton } from "./query-button";
import { buttonClasses } from "~/components/ui/button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

type EmptyStateProps = {
  query: CatalogueQuery;
  /** Called when one of the buttons is pressed on the client, to place focus. */
  onStartAgain?: () => void;
};

/** No results (docs/product.md §2, §8), with the site's own illustration (docs/product.md 7.9). */
export function EmptyState({ query, onStartAgain }: EmptyStateProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <img src={illustration} alt="" width={240} height={180} className="h-auto w-48 sm:w-60" />
      <h3 className="mt-6 text-xl font-semibold text-slate-900">{t("catalogue.empty.heading")}</h3>
      <p className="mt-2 max-w-md text-slate-600">{t("catalogue.empty.hint")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <QueryButton to={clearFilters(query)} onClick={onStartAgain} className={buttonClasses({ size: "lg" })}>
          {t("catalogue.empty.clearFilters")}
        </QueryButton>
        <QueryButton
          to={DEFAULT_QUERY}
          onClick={onStartAgain}
          className={buttonClasses({ variant: "outline", size: "lg", className: "ring-inset" })}
        >
          {t("catalogue.empty.startOver")}
        </QueryButton>
      </div>
    </div>
  );
}

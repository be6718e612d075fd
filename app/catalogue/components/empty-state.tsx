import { clearFilters, DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/query/url-state";
import illustration from "./no-results.svg?no-inline";
import { QueryButton } from "./query-button";

type EmptyStateProps = {
  query: CatalogueQuery;
  /** Called when one of the buttons is pressed on the client, to place focus. */
  onStartAgain?: () => void;
};

/** No results (docs/product.md §2, §8), with the site's own illustration (docs/product.md 7.9). */
export function EmptyState({ query, onStartAgain }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <img src={illustration} alt="" width={240} height={180} className="h-auto w-48 sm:w-60" />
      <h3 className="mt-6 text-xl font-semibold text-slate-900">No medicines matched your filters</h3>
      <p className="mt-2 max-w-md text-slate-600">
        Try clearing filters, or search for something broader, such as a category like “antibiotic” instead of a brand
        name.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <QueryButton
          to={clearFilters(query)}
          onClick={onStartAgain}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          Clear filters
        </QueryButton>
        <QueryButton
          to={DEFAULT_QUERY}
          onClick={onStartAgain}
          className="rounded-md px-5 py-2.5 font-medium text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50"
        >
          Start over
        </QueryButton>
      </div>
    </div>
  );
}

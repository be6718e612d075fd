import type { PageFacets } from "~/catalogue/query/filters";
import { resetQuery } from "~/catalogue/urls/url-state";
import { Button } from "~/components/ui/button";
import { useCatalogueState } from "./catalogue-state";
import { FilterFields } from "./filter-fields";
import { QueryButton } from "./query-button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

/**
 * The filters' column on wide screens, and the filters of a page without JavaScript on any screen
 * (on narrow screens the script's panel has them: filter-sheet.tsx). It comes after the results
 * in the page and is placed before them: on a narrow screen without JavaScript by flex order, on
 * a wide one in the grid's first column (docs/decisions/020-results-before-filters.md). Its
 * fields belong to the catalogue's form by `formId`, which the page renders before the search box.
 */
export function FilterSidebar({
  id,
  formId,
  facets,
  catalogueVersion,
}: {
  /**
   * Its own id: a link leads to it, and the next Tab is its first field. Not focusable itself
   * (tabindex -1): a column the browser takes the keyboard through in order would then be skipped.
   */
  id: string;
  formId: string;
  facets: PageFacets;
  catalogueVersion: string;
}) {
  const t = useT();
  const { query } = useCatalogueState();
  return (
    <aside
      id={id}
      aria-labelledby="filters-heading"
      className="mb-6 hidden lg:col-start-1 lg:row-start-1 lg:block noscript:block max-lg:noscript:order-first"
    >
      <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
        {t("catalogue.filters.heading")}
      </h2>
      <FilterFields facets={facets} catalogueVersion={catalogueVersion} idPrefix="sidebar" formId={formId} />
      <noscript>
        <Button type="submit" form={formId} className="mt-4 w-full">
          {t("catalogue.filters.apply")}
        </Button>
      </noscript>
      <div className="mt-4">
        <QueryButton
          to={resetQuery(query)}
          className="w-full rounded-md px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-100"
        >
          {t("catalogue.filters.reset")}
        </QueryButton>
      </div>
    </aside>
  );
}

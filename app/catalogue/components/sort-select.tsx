import { changeQuery, SORT_OPTIONS, type SortKey } from "~/catalogue/urls/url-state";
import { useCatalogueState } from "./catalogue-state";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

const isSortKey = (value: string): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

/** "Sort by" with the orders of docs/product.md §5 and "Best match" with search text (10.5), named as in §15. */
export function SortSelect({
  formId,
  hasStock,
  hasUnitPrices,
}: {
  formId: string;
  hasStock: boolean;
  hasUnitPrices: boolean;
}) {
  const { query, latest, go } = useCatalogueState();
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="catalogue-sort" className="text-sm font-medium whitespace-nowrap text-slate-800">
        {t("catalogue.sort.label")}
      </label>
      <select
        id="catalogue-sort"
        name="sort"
        form={formId}
        value={query.sort}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          if (isSortKey(sort)) go(changeQuery(latest(), { sort }));
        }}
        className="rounded-md border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm shadow-sm"
      >
        {SORT_OPTIONS.filter(
          (option) =>
            (option.value !== "relevance" || query.search) &&
            // Without a stock column there is nothing to order by (docs/product.md 11.1).
            (option.value !== "availability" || hasStock) &&
            // Nor by price per unit without packs that tell their units (11.2).
            (option.value !== "unit-price-asc" || hasUnitPrices),
        ).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

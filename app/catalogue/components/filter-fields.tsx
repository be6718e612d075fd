import { categoryLabel, changeQuery, type Facets } from "~/catalogue/query";
import { useCatalogueState } from "./catalogue-state";

const FIELD = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm";
const LABEL = "block text-sm font-medium text-slate-800";

type FilterFieldsProps = {
  facets: Facets;
  /** Makes ids unique: the fields appear in the sidebar and in the mobile filter panel. */
  idPrefix: string;
  /** The GET form the fields submit with when JavaScript is off. */
  formId?: string;
};

/**
 * Category, manufacturer and prescription filters (SPEC.md §5). Each change applies at
 * once and returns to page 1; without JavaScript the form's Apply button submits them.
 */
export function FilterFields({ facets, idPrefix, formId }: FilterFieldsProps) {
  const { query, go } = useCatalogueState();
  // A home category with no medicines can still be chosen by a link; the select must show it.
  const categories =
    query.category && !facets.categories.some((c) => c.value === query.category)
      ? [
          { value: query.category, label: categoryLabel(query.category, facets) ?? query.category },
          ...facets.categories,
        ]
      : facets.categories;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${idPrefix}-category`} className={LABEL}>
          Category
        </label>
        <select
          id={`${idPrefix}-category`}
          name="category"
          form={formId}
          value={query.category}
          onChange={(event) => go(changeQuery(query, { category: event.currentTarget.value }))}
          className={FIELD}
        >
          <option value="">All categories</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-manufacturer`} className={LABEL}>
          Manufacturer
        </label>
        <select
          id={`${idPrefix}-manufacturer`}
          name="manufacturer"
          form={formId}
          value={query.manufacturer}
          onChange={(event) => go(changeQuery(query, { manufacturer: event.currentTarget.value }))}
          className={FIELD}
        >
          <option value="">All manufacturers</option>
          {facets.manufacturers.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${idPrefix}-rx`}
          type="checkbox"
          name="rx"
          value="1"
          form={formId}
          checked={query.rx}
          onChange={(event) => go(changeQuery(query, { rx: event.currentTarget.checked }))}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={`${idPrefix}-rx`} className="text-sm font-medium text-slate-800">
          Prescription only
        </label>
      </div>
    </div>
  );
}

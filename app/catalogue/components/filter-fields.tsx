import { memo, useCallback, useMemo, type ReactNode } from "react";
import { homeCategoryName } from "~/catalogue/medicine/categories";
import { NAMES_VERSION_ATTRIBUTE } from "~/catalogue/manufacturers/manufacturer-names";
import { categoryLabel, type FacetOption, type PageFacets } from "~/catalogue/query/filters";
import { changeQuery } from "~/catalogue/urls/url-state";
import { scheduleFilterLabel, scheduleOfParam, scheduleParam } from "~/catalogue/medicine/schedule";
import { useCatalogueState } from "./catalogue-state";
import { useManufacturerNames } from "~/catalogue/manufacturers/components/use-manufacturer-names";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

const FIELD = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm";
const LABEL = "block text-sm font-medium text-slate-800";

type FilterFieldsProps = {
  facets: PageFacets;
  /** The catalogue version the page shows: the manufacturer names are looked up by it. */
  catalogueVersion: string;
  /** Makes ids unique: the fields appear in the sidebar and in the mobile filter panel. */
  idPrefix: string;
  /** The GET form the fields submit with when JavaScript is off. */
  formId?: string;
};

/**
 * Category, manufacturer, schedule and prescription filters (docs/product.md §5). Each change
 * applies at once and returns to page 1; without JavaScript the form's Apply button submits them.
 * Each builds on the latest state, so that changes faster than renders (several made before the
 * page's script ran, replayed one after another) all count.
 * The schedule filter exists only when the sheet has a schedule column (docs/product.md 11.4).
 */
export function FilterFields({ facets, catalogueVersion, idPrefix, formId }: FilterFieldsProps) {
  const { query, latest, go } = useCatalogueState();
  const t = useT();
  const language = useLanguage();
  // A home category with no medicines can still be chosen by a link; the select must show it.
  const unlisted = query.category && !facets.categories.some((c) => c.value === query.category) ? query.category : "";
  const categories = useMemo(() => {
    const named = categoryOptions(facets.categories, t, language);
    const all = unlisted
      ? [{ value: unlisted, label: categoryLabel(unlisted, facets, t) ?? unlisted }, ...named]
      : named;
    return all.map(optionElement);
  }, [facets, t, language, unlisted]);
  const manufacturers = useManufacturerNames(catalogueVersion, facets.manufacturers);
  // Built on the latest state, so that the field need not render again for every other change.
  const pickManufacturer = useCallback(
    (manufacturer: string) => go(changeQuery(latest(), { manufacturer })),
    [go, latest],
  );

  return (
    <div className="flex flex-col gap-4">
      {/* No categories in the sheet: no "Category" filter with one placeholder choice (docs/product.md 11.8). */}
      {categories.length > 0 ? (
        <div>
          <label htmlFor={`${idPrefix}-category`} className={LABEL}>
            {t("catalogue.filter.category")}
          </label>
          <select
            id={`${idPrefix}-category`}
            name="category"
            form={formId}
            value={query.category}
            onChange={(event) => go(changeQuery(latest(), { category: event.currentTarget.value }))}
            className={FIELD}
          >
            <option value="">{t("catalogue.filter.allCategories")}</option>
            {categories}
          </select>
        </div>
      ) : null}
      <ManufacturerField
        id={`${idPrefix}-manufacturer`}
        formId={formId}
        value={query.manufacturer}
        names={manufacturers}
        catalogueVersion={catalogueVersion}
        onPick={pickManufacturer}
      />
      {facets.schedules.length > 0 ? (
        <div>
          <label htmlFor={`${idPrefix}-schedule`} className={LABEL}>
            {t("catalogue.filter.schedule")}
          </label>
          <select
            id={`${idPrefix}-schedule`}
            name="schedule"
            form={formId}
            value={query.schedule ? scheduleParam(query.schedule) : ""}
            onChange={(event) => go(changeQuery(latest(), { schedule: scheduleOfParam(event.currentTarget.value) }))}
            className={FIELD}
          >
            <option value="">{t("catalogue.filter.allSchedules")}</option>
            {facets.schedules.map((schedule) =>
              optionElement({ value: scheduleParam(schedule), label: scheduleFilterLabel(schedule, t) }),
            )}
          </select>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          id={`${idPrefix}-rx`}
          type="checkbox"
          name="rx"
          value="1"
          form={formId}
          checked={query.rx}
          onChange={(event) => go(changeQuery(latest(), { rx: event.currentTarget.checked }))}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={`${idPrefix}-rx`} className="text-sm font-medium text-slate-800">
          {t("catalogue.filter.rx")}
        </label>
      </div>
    </div>
  );
}

type ManufacturerFieldProps = {
  id: string;
  formId: string | undefined;
  /** The chosen manufacturer; empty for all. */
  value: string;
  /** Every name, or undefined while they load (then the chosen one alone is offered). */
  names: readonly string[] | undefined;
  catalogueVersion: string;
  onPick: (manufacturer: string) => void;
};

/**
 * The Manufacturer select: hundreds of options, so it renders again only when the choice or the
 * names change, not on every search (its props are stable otherwise). The select whose options are
 * every name carries the catalogue version, for the browser to read them back when it hydrates.
 */
const ManufacturerField = memo(function ManufacturerField({
  id,
  formId,
  value,
  names,
  catalogueVersion,
  onPick,
}: ManufacturerFieldProps) {
  const t = useT();
  const versionMark = names ? { [NAMES_VERSION_ATTRIBUTE]: catalogueVersion } : {};
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t("catalogue.filter.manufacturer")}
      </label>
      <select
        id={id}
        name="manufacturer"
        form={formId}
        value={value}
        onChange={(event) => onPick(event.currentTarget.value)}
        className={FIELD}
        {...versionMark}
      >
        <option value="">{t("catalogue.filter.allManufacturers")}</option>
        {names ? <ManufacturerOptions names={names} /> : value ? optionElement({ value, label: value }) : null}
      </select>
    </div>
  );
});

/** The names as options: one list per catalogue version, never rebuilt for a change of choice. */
const ManufacturerOptions = memo(function ManufacturerOptions({ names }: { names: readonly string[] }) {
  return manufacturerOptionsOf(names);
});

const manufacturerOptions = new WeakMap<readonly string[], ReactNode[]>();

/** The option elements of a list of names, made once per list (the server renders it for every page). */
function manufacturerOptionsOf(names: readonly string[]): ReactNode[] {
  let options = manufacturerOptions.get(names);
  if (!options) {
    options = names.map((name) => optionElement({ value: name, label: name }));
    manufacturerOptions.set(names, options);
  }
  return options;
}

const hindiOrder = new Intl.Collator("hi-IN", { sensitivity: "base", numeric: true });

/**
 * The category options in the page's language: the home categories by their names in it (the
 * facets carry the English ones), other sheet categories as written. English keeps the facets'
 * order; other languages sort by their own names.
 */
function categoryOptions(options: FacetOption[], t: Translate, language: Language): FacetOption[] {
  const named = options.map(({ value, label }) => ({ value, label: homeCategoryName(value, t) ?? label }));
  return language === "en" ? named : named.sort((a, b) => hindiOrder.compare(a.label, b.label));
}

/** Words separated by single spaces: text that the browser takes unchanged as an option's value. */
const SINGLE_SPACED = /^[^\t\n\f\r ]+(?: [^\t\n\f\r ]+)*$/;

/**
 * An option whose value is its own text (every manufacturer) leaves the value attribute out,
 * because the browser then takes the text as the value: the manufacturer list has hundreds
 * of names on every catalogue page, and this makes it half as long to render and to send.
 * Text the browser would change (it strips and collapses whitespace) keeps the attribute.
 * A plain function, not a component: a component per option would cost a render of its own.
 */
function optionElement(option: FacetOption) {
  return option.value === option.label && SINGLE_SPACED.test(option.value) ? (
    <option key={option.value}>{option.label}</option>
  ) : (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}

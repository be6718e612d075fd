import { SlidersHorizontal } from "lucide-react";
import { useCallback, useState } from "react";
import { activeFilters, type PageFacets } from "~/catalogue/query/filters";
import { resetQuery } from "~/catalogue/urls/url-state";
import { Sheet } from "~/components/ui/sheet";
import { useCatalogueState } from "./catalogue-state";
import { FilterFields } from "./filter-fields";
import { QueryButton } from "./query-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

/** A constant element: not rendered again with every state of a search (docs/decisions/014). */
const FILTERS_ICON = <SlidersHorizontal aria-hidden="true" className="size-4" />;

/**
 * The filters on narrow screens: a button opening a panel (docs/product.md 2.18). Changes
 * apply at once, so the results behind are current when the panel closes.
 */
export function FilterSheet({
  facets,
  catalogueVersion,
  total,
}: {
  facets: PageFacets;
  catalogueVersion: string;
  total: number;
}) {
  const { query } = useCatalogueState();
  const [open, setOpen] = useState(false);
  // The panel is rendered from the first time it opens, not with every page: most visits never
  // open it, and on wide screens it cannot be opened (docs/decisions/014).
  const [opened, setOpened] = useState(false);
  const close = useCallback((next: boolean) => setOpen(next), []);
  const t = useT();
  const count = activeFilters(query, facets, t).filter((chip) => chip.key !== "search").length;

  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        variant="secondary"
        size={null}
        className="inline-flex items-center gap-2 bg-white px-3 py-2 text-sm font-medium shadow-sm"
      >
        {FILTERS_ICON}
        {t("catalogue.filters.heading")}
        {count > 0 ? (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
            {count}
            <span className="sr-only"> {t("catalogue.filters.active")}</span>
          </span>
        ) : null}
      </Button>
      {opened ? (
        <Sheet open={open} onOpenChange={close} title={t("catalogue.filters.heading")}>
          <FilterFields facets={facets} catalogueVersion={catalogueVersion} idPrefix="sheet" />
          <div className="mt-6 flex flex-col gap-3">
            <Button onClick={() => setOpen(false)} size={null} className="px-4 py-2.5 font-medium">
              {t("catalogue.filters.show", { count: total })}
            </Button>
            <QueryButton
              to={resetQuery(query)}
              className={buttonClasses({ variant: "secondary", size: null, className: "px-4 py-2.5 font-medium" })}
            >
              {t("catalogue.filters.reset")}
            </QueryButton>
          </div>
        </Sheet>
      ) : null}
    </>
  );
}

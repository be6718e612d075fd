import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { activeFilters, type PageFacets } from "~/catalogue/query/filters";
import { useCatalogueState } from "./catalogue-state";
import { QueryButton } from "./query-button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

/** A constant element: not rendered again with every state of a search (docs/decisions/014). */
const REMOVE_ICON = <X aria-hidden="true" className="size-4 shrink-0" />;

type ActiveFiltersProps = {
  facets: PageFacets;
  /** Where focus goes when the last chip is removed. */
  onAllRemoved: () => void;
};

/** The filters in effect as chips, each removable on its own. */
export function ActiveFilters({ facets, onAllRemoved }: ActiveFiltersProps) {
  const { query } = useCatalogueState();
  const t = useT();
  const chips = activeFilters(query, facets, t);
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);

  // A removed chip takes focus with it; give it to the chip that took its place.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll("button");
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else onAllRemoved();
  }, [chips.length, onAllRemoved]);

  if (chips.length === 0) return null;
  return (
    <ul ref={list} aria-label={t("catalogue.filters.list")} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <QueryButton
            to={chip.without}
            aria-label={t("catalogue.filters.remove", { filter: chip.label })}
            onClick={() => (removedAt.current = index)}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-600/30 ring-inset hover:bg-brand-100"
          >
            <span className="truncate">{chip.label}</span>
            {REMOVE_ICON}
          </QueryButton>
        </li>
      ))}
    </ul>
  );
}

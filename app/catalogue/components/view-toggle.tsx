import { LayoutGrid, List } from "lucide-react";
import type { ReactElement } from "react";
import { changeQuery, type CatalogueView } from "~/catalogue/urls/url-state";
import { cn } from "~/components/ui/cn";
import { Tooltip, TooltipGroup } from "~/components/ui/tooltip";
import { useCatalogueState } from "./catalogue-state";
import { QueryButton } from "./query-button";
import type { MessageId } from "~/i18n/message-id";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

// The icons are constant elements: not rendered again with every state of a search (docs/decisions/014).
const VIEWS: { value: CatalogueView; label: MessageId; icon: ReactElement }[] = [
  { value: "grid", label: "catalogue.view.grid", icon: <LayoutGrid aria-hidden="true" className="size-5" /> },
  { value: "list", label: "catalogue.view.list", icon: <List aria-hidden="true" className="size-5" /> },
];

/** Grid and list view: icon buttons with `aria-pressed` and tooltips (docs/product.md 2.5). */
export function ViewToggle() {
  const { query } = useCatalogueState();
  const t = useT();
  return (
    <TooltipGroup className="inline-flex rounded-md bg-white p-0.5 ring-1 ring-slate-300 ring-inset">
      {VIEWS.map(({ value, label, icon }) => {
        const pressed = query.view === value;
        return (
          // At the right of the results' toolbar: the tooltips line up with the window's edge.
          <Tooltip key={value} label={t(label)} align="end">
            {(tooltipId) => (
              <QueryButton
                to={changeQuery(query, { view: value })}
                aria-labelledby={tooltipId}
                aria-pressed={pressed}
                className={cn(
                  "inline-flex size-9 items-center justify-center rounded",
                  pressed ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {icon}
              </QueryButton>
            )}
          </Tooltip>
        );
      })}
    </TooltipGroup>
  );
}

import { changeQuery, type PagingMode as Mode } from "~/catalogue/url-state";
import { useCatalogueState } from "./catalogue-state";
import type { MessageId } from "~/i18n/message-id";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

const MODES: { value: Mode; label: MessageId }[] = [
  { value: "pages", label: "catalogue.paging.pages" },
  { value: "more", label: "catalogue.paging.more" },
];

/** The "Paging" radio group: page numbers or load-more (docs/product.md §2). */
export function PagingModeSwitch({ formId }: { formId: string }) {
  const { query, latest, go } = useCatalogueState();
  const t = useT();
  return (
    <div role="radiogroup" aria-labelledby="paging-label" className="flex items-center gap-3">
      <span id="paging-label" className="text-sm font-medium text-slate-800">
        {t("catalogue.paging.label")}
      </span>
      {MODES.map((mode) => (
        <label key={mode.value} className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-800">
          <input
            type="radio"
            name="paging"
            value={mode.value}
            form={formId}
            checked={query.paging === mode.value}
            onChange={() => go(changeQuery(latest(), { paging: mode.value }))}
            className="size-4 accent-brand-700"
          />
          {t(mode.label)}
        </label>
      ))}
    </div>
  );
}

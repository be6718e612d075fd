import { changeQuery, type PagingMode as Mode } from "~/catalogue/urls/url-state";
import { useCatalogueState } from "./catalogue-state";
import type { MessageId } from "~/i18n/message-id";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

const MODES: { value: Mode; label: MessageId }[] = [
  { value: "pages", label: "catalogue.paging.pages" },
  { value: "more", label: "catalogue.paging.more" },
];

/**
 * The "Paging" radio group: page numbers or load-more (docs/product.md §2). Below the results, beside
 * the pager it changes, small: how a buyer goes on through the results, not a setting above them.
 */
export function PagingModeSwitch({ formId }: { formId: string }) {
  const { query, latest, go } = useCatalogueState();
  const t = useT();
  return (
    <div
      role="radiogroup"
      aria-labelledby="paging-label"
      className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-slate-700"
    >
      <span id="paging-label">{t("catalogue.paging.label")}</span>
      {MODES.map((mode) => (
        <label key={mode.value} className="flex items-center gap-1.5 py-1 whitespace-nowrap">
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

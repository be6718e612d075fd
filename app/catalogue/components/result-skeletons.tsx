import type { CatalogueView } from "~/catalogue/urls/url-state";
import { cn } from "~/components/ui/cn";
import { resultsGridClassName } from "./results-grid";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

/** docs/product.md §9: never more than 8 skeleton cards. */
export const MAX_SKELETONS = 8;

/** Placeholder cards while results load, in the shape of the current view. */
export function ResultSkeletons({ view, count = MAX_SKELETONS }: { view: CatalogueView; count?: number }) {
  const t = useT();
  const list = view === "list";
  return (
    <ul aria-label={t("catalogue.results.loading")} className={resultsGridClassName(view)}>
      {Array.from({ length: Math.min(count, MAX_SKELETONS) }, (_, index) => (
        <li key={index}>
          <div
            aria-hidden="true"
            className={cn(
              "flex animate-pulse rounded-lg border border-slate-200 bg-white",
              list ? "flex-row gap-3 px-3 py-2.5 sm:p-4" : "flex-col",
            )}
          >
            {/* No image's place: a card shows one only when the medicine has an image (decision 030). */}
            <div className={cn("flex flex-1 flex-col gap-2", list ? "" : "p-3 sm:p-4")}>
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
              <div className="h-3 w-2/3 rounded bg-slate-200" />
              <div className="mt-3 h-5 w-1/4 rounded bg-slate-200" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { CatalogueView } from "~/catalogue/url-state";
import { cn } from "~/components/ui/cn";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

/** docs/product.md §9: never more than 8 skeleton cards. */
export const MAX_SKELETONS = 8;

/** Placeholder cards while results load, in the shape of the current view. */
export function ResultSkeletons({ view, count = MAX_SKELETONS }: { view: CatalogueView; count?: number }) {
  const t = useT();
  const list = view === "list";
  return (
    <ul
      aria-label={t("catalogue.results.loading")}
      className={cn("grid gap-3 sm:gap-4", list ? "grid-cols-1" : "grid-cols-2 xl:grid-cols-3")}
    >
      {Array.from({ length: Math.min(count, MAX_SKELETONS) }, (_, index) => (
        <li key={index}>
          <div
            aria-hidden="true"
            className={cn(
              "flex animate-pulse rounded-lg border border-slate-200 bg-white",
              list ? "flex-row gap-4 p-4" : "flex-col",
            )}
          >
            <div className={cn("bg-slate-200", list ? "size-16 rounded-md sm:size-20" : "h-24 rounded-t-lg sm:h-32")} />
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

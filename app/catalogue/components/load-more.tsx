import { useEffect, useRef } from "react";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";
import { QueryButton } from "./query-button";
import { buttonClasses } from "~/components/ui/button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

type LoadMoreProps = {
  query: CatalogueQuery;
  /** How far the list reaches: the first item's index plus the items shown. */
  shown: number;
  total: number;
  loading: boolean;
};

/**
 * Load-more paging (docs/product.md §2): each press shows 24 more, until "End of results". The
 * URL keeps how far the list reaches (page N = up to the N × 24th), so the list survives a reload;
 * past LOAD_MORE_MAX_SHOWN (96) the earliest cards leave as the next ones come (docs/product.md 9.1).
 */
export function LoadMore({ query, shown, total, loading }: LoadMoreProps) {
  const t = useT();
  const pressed = useRef(false);
  const end = useRef<HTMLParagraphElement>(null);
  const allShown = shown >= total;

  // The button disappears with the last items; focus goes to the words that replace it.
  useEffect(() => {
    if (allShown && pressed.current) end.current?.focus();
    pressed.current = false;
  }, [allShown]);

  if (total === 0) return null;
  return (
    <div className="mt-8 flex justify-center">
      {allShown ? (
        <p ref={end} tabIndex={-1} className="text-sm font-medium text-slate-600 focus:outline-none">
          {t("catalogue.loadMore.end")}
        </p>
      ) : (
        <QueryButton
          to={{ ...query, page: query.page + 1 }}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            if (loading) event.preventDefault();
            pressed.current = true;
          }}
          className={buttonClasses({ size: null, className: "px-6 py-2.5 font-medium aria-disabled:opacity-70" })}
        >
          {t("catalogue.loadMore")}
        </QueryButton>
      )}
    </div>
  );
}

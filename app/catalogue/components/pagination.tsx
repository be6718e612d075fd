import { ChevronLeft, ChevronRight } from "lucide-react";
import { memo } from "react";
import { Link } from "~/i18n/link";
import { catalogueHref } from "~/catalogue/urls/links";
import { type CatalogueQuery } from "~/catalogue/urls/url-state";
import { cn } from "~/components/ui/cn";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

export type PageItem = number | "gap";

/**
 * The page numbers to offer: first, last, and the current page with its neighbours;
 * a gap stands for the pages left out (a single missing page is shown instead of a gap).
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  // Near either end, show enough pages that the row keeps the same length.
  if (current <= 3) [2, 3, 4].forEach((page) => shown.add(page));
  if (current >= count - 2) [count - 1, count - 2, count - 3].forEach((page) => shown.add(page));
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("gap");
    items.push(page);
  }
  return items;
}

const ITEM =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium sm:h-10 sm:min-w-10 sm:px-3";

type PaginationProps = {
  query: CatalogueQuery;
  pageCount: number;
  /** Called when a page link is followed on the client, to move focus to the new results. */
  onPageChange?: () => void;
  /** The address of a state: the catalogue's by default (a manufacturer's page has its own). */
  hrefOf?: (query: CatalogueQuery) => string;
};

/**
 * Page-number navigation (docs/product.md §15: navigation "Pagination", "Previous", "Next", "Page N").
 * Memoised: it changes with the page shown, not with every state of a search.
 */
export const Pagination = memo(function Pagination({
  query,
  pageCount,
  onPageChange,
  hrefOf = catalogueHref,
}: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const current = query.page;
  const href = (page: number) => hrefOf({ ...query, page });
  const edge = (page: number, rel: "prev" | "next") => {
    const icon =
      rel === "prev" ? (
        <ChevronLeft aria-hidden="true" className="size-4" />
      ) : (
        <ChevronRight aria-hidden="true" className="size-4" />
      );
    const content =
      rel === "prev" ? (
        <>
          {icon}
          {/* On a phone the arrow alone keeps the row on one line; the word stays for screen readers. */}
          <span className="max-sm:sr-only">{t("catalogue.pagination.previous")}</span>
        </>
      ) : (
        <>
          <span className="max-sm:sr-only">{t("catalogue.pagination.next")}</span>
          {icon}
        </>
      );
    if (page < 1 || page > pageCount) {
      return (
        <span aria-disabled="true" className={cn(ITEM, "gap-1 text-slate-500")}>
          {content}
        </span>
      );
    }
    return (
      <Link
        to={href(page)}
        rel={rel}
        preventScrollReset
        onClick={onPageChange}
        className={cn(ITEM, "gap-1 text-slate-800 hover:bg-slate-100")}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label={t("catalogue.pagination.label")} className="mt-8 flex items-center justify-center gap-1">
      {edge(current - 1, "prev")}
      <ul className="flex items-center gap-1">
        {pageItems(current, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={t("catalogue.pagination.page", { page: item })}
                aria-current={item === current ? "page" : undefined}
                preventScrollReset
                onClick={onPageChange}
                className={cn(
                  ITEM,
                  item === current
                    ? "bg-brand-700 text-white hover:bg-brand-800"
                    : "text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-slate-100",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(current + 1, "next")}
    </nav>
  );
});

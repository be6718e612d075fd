import { ChevronRight } from "lucide-react";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";

/** A page in a breadcrumb trail: its name and address. */
export type Crumb = { name: string; path: string };

/** A page's breadcrumb trail: links to the pages above it (Home first), then the page itself. */
export function Breadcrumbs({ links, current }: { links: readonly Crumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t("medicine.breadcrumbs.label")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {links.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            <Link to={crumb.path} className="rounded hover:text-brand-800 hover:underline">
              {crumb.name}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
          </li>
        ))}
        <li className="min-w-0">
          <span aria-current="page" className="block truncate font-medium text-slate-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

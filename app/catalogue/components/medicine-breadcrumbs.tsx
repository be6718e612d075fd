import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { CATALOGUE_PATH } from "~/catalogue/links";

type Crumb = { label: string; to: string };

/** Home › Medicines › category › name; the category links to the filtered catalogue. */
export function MedicineBreadcrumbs({ category, name }: { category: Crumb; name: string }) {
  const links: Crumb[] = [{ label: "Home", to: "/" }, { label: "Medicines", to: CATALOGUE_PATH }, category];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {links.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="rounded hover:text-brand-800 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
          </li>
        ))}
        <li className="min-w-0">
          <span aria-current="page" className="block truncate font-medium text-slate-900">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

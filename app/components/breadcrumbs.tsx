import { ChevronRight } from "lucide-react";
import { Link } from "~/i18n/link";
import { breadcrumbListJsonLd, serializeJsonLd, useSiteUrl, type Crumb } from "~/seo";

/** A page's breadcrumb trail: links to the pages above it (Home first), then the page itself. */
export function Breadcrumbs({ links, current }: { links: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
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

/**
 * A trail (Home first, this page last) shown as breadcrumbs and given to search engines as a
 * schema.org BreadcrumbList, for pages that have no other structured data.
 */
export function BreadcrumbTrail({ trail }: { trail: readonly [...Crumb[], Crumb] }) {
  const siteUrl = useSiteUrl();
  const page = trail[trail.length - 1]!;
  return (
    <>
      {siteUrl === undefined ? null : (
        // Escaped by serializeJsonLd: sheet text (a manufacturer's name) cannot close the script element.
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd({ "@context": "https://schema.org", ...breadcrumbListJsonLd(siteUrl, trail) }),
          }}
        />
      )}
      <Breadcrumbs links={trail.slice(0, -1)} current={page.name} />
    </>
  );
}

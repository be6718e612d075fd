import { ChevronRight } from "lucide-react";
import { Link } from "~/i18n/link";
import { breadcrumbListJsonLd, serializeJsonLd, useSiteUrl, type Crumb } from "~/seo/seo";
import { pathInLanguage } from "~/i18n/languages";
import { useLanguage, useT } from "~/i18n/use-translation";

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

/**
 * A trail (Home first, this page last) shown as breadcrumbs and given to search engines as a
 * schema.org BreadcrumbList, for pages that have no other structured data.
 */
export function BreadcrumbTrail({ trail }: { trail: readonly [...Crumb[], Crumb] }) {
  const siteUrl = useSiteUrl();
  const language = useLanguage();
  const page = trail[trail.length - 1]!;
  // Search engines get the addresses of this page's language, as its links are.
  const localized = trail.map((crumb) => ({ ...crumb, path: pathInLanguage(crumb.path, language) }));
  return (
    <>
      {siteUrl === undefined ? null : (
        // Escaped by serializeJsonLd: sheet text (a manufacturer's name) cannot close the script element.
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd({ "@context": "https://schema.org", ...breadcrumbListJsonLd(siteUrl, localized) }),
          }}
        />
      )}
      <Breadcrumbs links={trail.slice(0, -1)} current={page.name} />
    </>
  );
}

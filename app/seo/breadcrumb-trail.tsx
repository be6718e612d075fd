import { Breadcrumbs } from "~/components/breadcrumbs";
import { pathInLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-translation";
import { breadcrumbListJsonLd, serializeJsonLd, type Crumb } from "~/formatting/json-ld";
import { useSiteUrl } from "./seo";

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

import { absoluteUrl } from "./absolute-url";

// Structured data for search engines, a floor below the features that write it (the catalogue's
// medicine pages, app/seo's breadcrumbs and company): docs/architecture.md, "Shared floors".

/** One step of a page's breadcrumb trail: what it is called and where it is. */
export type Crumb = { name: string; path: string };

/**
 * The schema.org `BreadcrumbList` of a trail (Home first, the page itself last), for search
 * engines; without `@context`, so that it can also sit in a page's `@graph`.
 */
export function breadcrumbListJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a `<script type="application/ld+json">` element. Sheet text is untrusted: `<`
 * (hence `</script>` and `<!--`), `>` and `&` are written as \u escapes, which JSON parsers
 * read back as the same characters but HTML never sees as markup; U+2028/2029 are escaped
 * too because older JavaScript engines treat them as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}

import { useRouteLoaderData, type MetaDescriptor } from "react-router";
import { site } from "~/site";
import { absoluteUrl } from "~/formatting/absolute-url";
import { HREFLANG, isLanguage, LANGUAGES, languageOfPath, OG_LOCALE, pathInLanguage } from "~/i18n/languages";

type PageMetaOptions = {
  title: string;
  description: string;
  /** Absolute canonical URL (built from `SITE_URL`); also the Open Graph URL. */
  url?: string;
  /** Absolute URL of a picture for link previews. */
  image?: string;
  /** Open Graph type; "website" unless a page says otherwise. */
  type?: string;
  /** Keeps the page out of search indexes (error pages). */
  noindex?: boolean;
};

/**
 * Title and description tags of a page; every page has its own (docs/product.md 7.1). With a
 * `url`, also the canonical link, the page in each language (`hreflang`, English as
 * `x-default`; docs/product.md 14.2), and Open Graph and Twitter tags for link previews.
 */
export function pageMeta({
  title,
  description,
  url,
  image,
  type = "website",
  noindex,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: description }];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (url === undefined) return tags;
  const address = new URL(url);
  const sitePath = `${address.pathname}${address.search}`;
  const inLanguage = (language: (typeof LANGUAGES)[number]) =>
    new URL(pathInLanguage(sitePath, language), address).href;
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: HREFLANG[language],
      href: inLanguage(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: inLanguage("en") },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: OG_LOCALE[languageOfPath(address.pathname)] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  );
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}

/** The root loader's data, as meta functions find it among their matches. */
type RootMatch = { id: string; data?: unknown } | undefined;

/**
 * The canonical URL of a site path (written as the English page's) in the page's language, from
 * the `SITE_URL` and language the root loader passes down, so that meta functions of routes
 * without loaders can name their canonical address too.
 */
export function canonicalUrl(matches: readonly RootMatch[], path: string): string | undefined {
  const rootData = matches.find((match) => match?.id === "root")?.data;
  const siteUrl = siteUrlOf(rootData);
  return siteUrl === undefined ? undefined : absoluteUrl(siteUrl, pathInLanguage(path, languageOf(rootData)));
}

function languageOf(rootData: unknown) {
  if (typeof rootData !== "object" || rootData === null || !("language" in rootData)) return "en";
  return isLanguage(rootData.language) ? rootData.language : "en";
}

function siteUrlOf(rootData: unknown): string | undefined {
  if (typeof rootData !== "object" || rootData === null || !("siteUrl" in rootData)) return undefined;
  return typeof rootData.siteUrl === "string" ? rootData.siteUrl : undefined;
}

/** The site's public address (`SITE_URL`) inside components, from the root loader. */
export function useSiteUrl(): string | undefined {
  return siteUrlOf(useRouteLoaderData("root"));
}

/**
 * The site's two languages (docs/product.md §14): English at the plain addresses, Hindi under
 * `/hi`. Pure functions over paths, so server, browser, links and tests share one rule.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The path segment that puts a page in Hindi. */
export const HINDI_PREFIX = "/hi";

/** `<html lang>` of each language's pages. */
export const LANGUAGE_TAG: Record<Language, string> = { en: "en-IN", hi: "hi" };

/** `hreflang` of each language's alternate address: the language alone, as search engines match it. */
export const HREFLANG: Record<Language, string> = { en: "en", hi: "hi" };

/** The Intl locale each language formats numbers, prices and dates with. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

/** Each language's own name, as the header's switch shows it (docs/product.md 14.2). */
export const LANGUAGE_NAME: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** The language of a site path: `/hi` and everything under it is Hindi. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** A path without its language prefix: `/hi/medicines` → `/medicines`, `/hi` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/**
 * A site-relative address (path, query and hash, written as the English page's) in a language:
 * `/medicines?search=x` → `/hi/medicines?search=x`, `/` → `/hi`. Addresses that are not
 * site paths (`?page=2`, `#main`, `https://…`, `mailto:…`) are returned as they are.
 */
export function pathInLanguage(href: string, language: Language): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const english = withoutLanguagePrefix(href);
  if (language === "en") return english;
  return english === "/" || /^\/[?#]/.test(english)
    ? `${HINDI_PREFIX}${english.slice(1)}`
    : `${HINDI_PREFIX}${english}`;
}

function withoutLanguagePrefix(href: string): string {
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  return pathWithoutLanguage(pathname) + (end === -1 ? "" : href.slice(end));
}

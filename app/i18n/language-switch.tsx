import { useLocation } from "react-router";
import { cn } from "~/components/ui/cn";
import { LANGUAGE_NAME, LANGUAGE_TAG, pathInLanguage, type Language } from "./languages";
import { rememberLanguage } from "./language-cookie";
import { useLanguage } from "./use-translation";

/**
 * The header's link to the same page, with the same search, filters and page, in the other
 * language (docs/product.md 14.2): "हिन्दी" on English pages, "English" on Hindi ones. It loads
 * the whole document, so the other language's messages come with it. Following it remembers the
 * choice for the home page (app/i18n/language-cookie.ts); no other address ever redirects.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other: Language = useLanguage() === "en" ? "hi" : "en";
  return (
    <a
      href={pathInLanguage(`${pathname}${search}${hash}`, other)}
      lang={LANGUAGE_TAG[other]}
      hrefLang={LANGUAGE_TAG[other]}
      onClick={() => rememberLanguage(other)}
      className={cn(
        "rounded-md border border-slate-300 px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3",
        className,
      )}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}

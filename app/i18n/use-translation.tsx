import { createContext, useContext, type ReactNode } from "react";
import { pathInLanguage, type Language } from "./languages";
import { translatorFor, type Translate } from "./translator";

/**
 * The language of the page being rendered. The entry modules provide it (the server from the
 * request's path, the browser from the address it hydrates); without a provider, as in
 * component tests, pages are English.
 */
const LanguageContext = createContext<Language>("en");

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The typed translate function of the page's language: `t("nav.home")`, `t("x", { count })`. */
export function useT(): Translate {
  return translatorFor(useLanguage());
}

/** Puts a site address (written as the English page's) in the page's language. */
export function useLocalizedHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => pathInLanguage(href, language);
}

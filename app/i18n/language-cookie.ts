import { isLanguage, type Language } from "./languages";

/**
 * The visitor's chosen language, remembered for the home page only (docs/product.md 14.2): `/`
 * sends a visitor who chose Hindi to `/hi`. Deep links are never redirected. Not sensitive, so
 * the browser may read and write it; a year, like any preference.
 */
export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The remembered language of a Cookie header, if any and valid. */
export function rememberedLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { INTL_LOCALE, languageOfPath, type Language } from "./languages";
import type { MessageId } from "./message-id";

export type { MessageId };

/** Values a message interpolates: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number>;

/** Translates one message: `t("nav.home")`, `t("results.count", { count })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

// The instances whose catalogues this runtime holds: both on the server (i18n.server.ts), only
// the page's own in the browser (entry.client.tsx), so Hindi never costs an English page bytes.
const instances = new Map<Language, I18n>();

/** Makes a language's compiled catalogue available to translatorFor and the React provider. */
export function registerCatalogue(language: Language, messages: Messages): I18n {
  const i18n = setupI18n({ locale: language, locales: [INTL_LOCALE[language]], messages: { [language]: messages } });
  instances.set(language, i18n);
  translators.delete(language);
  return i18n;
}

/** The Lingui instance of a registered language. */
function i18nOf(language: Language): I18n {
  const i18n = instances.get(language);
  if (!i18n) throw new Error(`The ${language} message catalogue is not loaded`);
  return i18n;
}

const translators = new Map<Language, Translate>();

/** The typed translate function of a registered language (components get it from useT). */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const i18n = i18nOf(language);
    translate = (id, values) => i18n._(id, values);
    translators.set(language, translate);
  }
  return translate;
}

/** The translate function of a site path's language (`/hi/…` Hindi), for meta functions, loaders and actions. */
export function translatorOfPath(pathname: string): Translate {
  return translatorFor(languageOfPath(pathname));
}

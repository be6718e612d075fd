import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { INTL_LOCALE, languageOfPath, type Language } from "./languages";
import type { MessageId } from "./message-id";

export type { MessageId };

/** Values a message interpolates: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number>;

/** Translates one message: `t("nav.home")`, `t("results.count", { count })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

// The instances whose messages this runtime holds: every language's on the server
// (i18n.server.ts); in the browser only the page's language, and of English only the areas of the
// modules loaded so far (app/i18n/areas/), so a page never costs bytes of texts it cannot show.
const instances = new Map<Language, I18n>();

// A message id with no text is a bug (an area not registered by the module that shows it): said
// loudly, so that tests, which fail on console errors, catch it; the visitor sees the id.
function missingMessage(language: string, id: string): string {
  console.error(`No ${language} text for the message "${id}"`);
  return id;
}

/**
 * Adds compiled messages to a language's catalogue, the first ones creating it. Later ones merge:
 * the areas arrive with the modules that show them, in whatever order the browser loads those.
 */
export function addMessages(language: Language, messages: Messages): void {
  const existing = instances.get(language);
  if (existing) {
    existing.load(language, messages);
    return;
  }
  // A copy: Lingui merges later messages into the object it was given.
  const i18n = setupI18n({
    locale: language,
    locales: [INTL_LOCALE[language]],
    messages: { [language]: { ...messages } },
    missing: missingMessage,
  });
  instances.set(language, i18n);
  translators.delete(language);
}

/** The Lingui instance of a language with messages. */
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

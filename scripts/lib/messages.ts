// The interface's messages for scripts and benchmarks run by tsx, outside Vite: the catalogues of
// lingui.config.ts read and compiled here, as @lingui/vite-plugin compiles them for the app.
import { readdirSync, readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Messages } from "@lingui/core";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { addMessages } from "~/i18n/translator";

// The areas of lingui.config.ts, one folder each.
const LOCALES = "app/i18n/locales";

function compiledCatalogue(language: Language): Messages {
  const messages: Messages = {};
  for (const area of readdirSync(LOCALES)) {
    const source = JSON.parse(readFileSync(`${LOCALES}/${area}/${language}.json`, "utf8")) as Record<string, string>;
    for (const [id, text] of Object.entries(source)) messages[id] = compileMessage(text);
  }
  return messages;
}

/** Registers every language's messages, so translatorFor works in a script. */
export function registerMessagesForScripts() {
  for (const language of LANGUAGES) addMessages(language, compiledCatalogue(language));
}

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageOfPath, type Language } from "~/i18n/languages";
import { englishMessages } from "~/i18n/catalogues/en";
import { registerCatalogue } from "~/i18n/translator";
import { LanguageProvider } from "~/i18n/use-translation";

/**
 * The page's message catalogue: English is part of this module; Hindi is a chunk of its own,
 * fetched only by Hindi pages (docs/decisions/012-i18n.md). A page changes language by a full
 * load (the header's switch), so one catalogue serves the whole visit.
 */
async function catalogueOf(language: Language) {
  if (language === "en") return englishMessages;
  return (await import("~/i18n/catalogues/hi")).hindiMessages;
}

// Let the browser paint the server's HTML before hydration takes the main thread.
function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const language = languageOfPath(window.location.pathname);
const [messages] = await Promise.all([catalogueOf(language), nextFrame()]);
registerCatalogue(language, messages);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LanguageProvider language={language}>
        <HydratedRouter />
      </LanguageProvider>
    </StrictMode>,
  );
});

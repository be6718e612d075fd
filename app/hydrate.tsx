import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import "~/i18n/areas/common";
import { languageOfPath } from "~/i18n/languages";
import { addMessages } from "~/i18n/translator";
import { LanguageProvider } from "~/i18n/use-translation";

/**
 * Hindi pages fetch the Hindi catalogue, a chunk of its own, before hydrating; English pages have
 * the common English texts here and each area's with the modules that show them
 * (docs/decisions/012-i18n.md, 015-first-load.md). A page changes language by a full load (the
 * header's switch), so one language serves the whole visit.
 */
async function loadHindi() {
  addMessages("hi", (await import("~/i18n/catalogues/hi")).hindiMessages);
}

/**
 * Hydrates the server's document. Called by the entry module (app/entry.client.tsx), which
 * React Router imports after the route modules and after the first paint
 * (app/page-scripts.server.ts); this module itself only defines it, since the route modules
 * load the chunk it is in first.
 */
export async function hydrateDocument(): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  if (language === "hi") await loadHindi();
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
}

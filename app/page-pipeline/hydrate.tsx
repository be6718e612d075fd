import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopRecordingPresses } from "~/page-pipeline/before-script/early-input";
import "~/i18n/areas/common";
import { languageOfPath } from "~/i18n/languages";
import { LanguageProvider } from "~/i18n/use-translation";
import { siteStylesheetApplied } from "~/page-pipeline/site-stylesheet";

/**
 * Hydrates the server's document. Called by the entry module (app/entry.client.tsx), which
 * React Router imports after the route modules and after the first paint
 * (app/page-pipeline/scripts-after-paint.server.ts); this module itself only defines it, since the route modules
 * load the chunk it is in first.
 */
export async function hydrateDocument(): Promise<void> {
  // The head holds only the rules of what the server rendered; what React renders next needs the
  // whole stylesheet, which the bootstrap asked for with the modules (docs/decisions/018-first-card-sooner.md).
  await siteStylesheetApplied();
  // English texts come by area with the modules that show them, Hindi ones with the /hi layout
  // route (app/routes/hindi.tsx), both loaded before this runs (docs/decisions/015-first-load.md).
  const language = languageOfPath(window.location.pathname);
  // From here React answers presses itself; changes of fields are replayed after hydration
  // (app/page-pipeline/before-script/), as React takes a field's value then for the one it rendered.
  stopRecordingPresses();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <LanguageProvider language={language}>
          {/* Router updates render at once, not as transitions: a transition's render is cut into
              5 ms slices with frames between them, which put about 100 ms between a search answered
              from the browser's copy and its results at 4× CPU (docs/decisions/019). */}
          <HydratedRouter useTransitions={false} />
        </LanguageProvider>
      </StrictMode>,
    );
  });
}

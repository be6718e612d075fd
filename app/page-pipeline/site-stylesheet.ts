import href from "~/app.css?url";

/**
 * The site's whole stylesheet as a file of the build. A page's head holds only the rules its own
 * elements use (app/page-pipeline/styles-it-uses.server.ts, docs/decisions/018-first-card-sooner.md); whatever the
 * page's script renders later (a dialog, another page, a state the server did not render) needs
 * the rest. The page's bootstrap asks for it once the first frame is painted, with the modules
 * (app/page-pipeline/scripts-after-paint.server.ts).
 */
export const siteStylesheetHref: string = href;

/**
 * Resolves once the whole stylesheet applies (at once if it already does), asking for it if the
 * bootstrap did not. A stylesheet that fails to load resolves too: the page's own rules are there.
 */
export function siteStylesheetApplied(): Promise<void> {
  let link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (element) => element.getAttribute("href") === siteStylesheetHref,
  );
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = siteStylesheetHref;
    document.head.append(link);
  }
  const loading = link;
  return new Promise((resolve) => {
    loading.addEventListener("load", () => resolve(), { once: true });
    loading.addEventListener("error", () => resolve(), { once: true });
  });
}

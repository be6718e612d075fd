import { createContext, useContext } from "react";

/**
 * The site's stylesheet, written into every page's head (docs/decisions/015-first-load.md): the
 * first paint needs nothing but the HTML, where a linked stylesheet would cost a second round
 * trip on a phone's connection. The server provides a place for it, which the page pipeline fills
 * with the rules the page uses (app/page-pipeline/styles-it-uses.server.ts); in the browser there
 * is none to give, and the element the server wrote stays as it is.
 */
const InlineStylesContext = createContext<string | undefined>(undefined);

export const InlineStylesProvider = InlineStylesContext.Provider;

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  // The build's own stylesheet, never text from the sheet or a visitor.
  return css === undefined ? null : <style dangerouslySetInnerHTML={{ __html: css }} />;
}

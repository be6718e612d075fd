import type { PageBytes } from "./page-bytes.server";

/**
 * One rewrite of the document React Router renders (the list, in order: pipeline.server.ts).
 * Each finds its target in React Router's markup by text, and a change of that markup (an upgrade)
 * would make it find nothing: so it says what it expects, and answers with what it did not find
 * rather than silently leaving the page alone.
 */
export type PageRewrite = {
  /** Its name in the server's log and in docs/architecture.md, "The page pipeline". */
  name: string;
  /** Why the page is rewritten so, and why at this point of the list. */
  why: string;
  /** The document, or `missing`: what it expected to find and did not (the page goes without this rewrite). */
  apply(html: PageBytes, render: Render): Rewritten;
};

/** What a rewrite knows of the render: the mark React and React Router wrote on their own scripts. */
export type Render = { mark: string };

export type Rewritten = { html: PageBytes } | { missing: string };

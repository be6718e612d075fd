import type { MissedStep } from "./missed-steps.server";
import { bodyOf, pageBytesOf } from "./page-bytes.server";
import type { PageRewrite, Render } from "./rewrite";
import { inlineScriptHashes } from "./script-hashes.server";
import { scriptsAfterContent } from "./scripts-after-paint.server";
import { siteStylesheetHref } from "./site-stylesheet";
import { withStylesItUses } from "./styles-it-uses.server";

/**
 * The page pipeline: what the server does to the document React Router renders before it is sent
 * (docs/architecture.md, "The page pipeline"), in the order it is done. Everything else a page is
 * made of is rendered by components (the early-input recorder, the inline stylesheet, the
 * first-paint link: this folder too); only these rewrite React Router's finished HTML, as it
 * offers no option for them.
 */
export const PAGE_REWRITES: readonly PageRewrite[] = [
  {
    name: "styles it uses",
    why:
      "The head holds only the stylesheet's rules this page's elements can use (decision 018): the " +
      "first paint needs nothing but the HTML, and a phone parses a third of the rules. First, as it " +
      "reads the class names of the document as rendered.",
    apply: (html) => withStylesItUses(html),
  },
  {
    name: "scripts after the first paint",
    why:
      "React Router's module preloads leave the head and its bootstrap imports the modules, with the " +
      "whole stylesheet, from a timer set in an animation frame (decision 015): nothing of the " +
      "scripts downloads or runs before the page is painted. Before the script hashes, which are " +
      "taken of the bootstrap as rewritten.",
    apply: (html, { mark }) => scriptsAfterContent(html, mark, siteStylesheetHref),
  },
];

/**
 * Not a rewrite but the last step, on the bytes as sent: the hashes of the inline scripts that
 * carry the render's mark go into the page's Content-Security-Policy (decision 011). Every page
 * has such scripts (the early-input recorder, React Router's context and bootstrap).
 */
export const SCRIPT_HASHES = {
  name: "script hashes",
  missing: "inline <script> elements with this render's mark (nonce attribute)",
} as const;

export type FinishedPage = {
  body: Buffer<ArrayBuffer>;
  /** The CSP hash sources of its marked inline scripts. */
  scriptHashes: string[];
  /** The steps that found nothing of what they expect, with what that was. */
  missed: MissedStep[];
};

/**
 * The document React Router rendered (its bytes), rewritten by each of {@link PAGE_REWRITES} in
 * turn one character per byte, never decoded as UTF-8 (page-bytes.server.ts). A rewrite that does
 * not find what it expects leaves the document as it was (the page still works: without its
 * rules in the head until the script brings the stylesheet, or with its scripts loading early) and
 * is named in `missed`; so is a page without marked inline scripts (its scripts then do not run:
 * the policy allows none).
 */
export function finishPage(rendered: Buffer, render: Render): FinishedPage {
  const missed: FinishedPage["missed"] = [];
  let html = pageBytesOf(rendered);
  for (const rewrite of PAGE_REWRITES) {
    const result = rewrite.apply(html, render);
    if ("missing" in result) missed.push({ step: rewrite.name, missing: result.missing });
    else html = result.html;
  }
  const body = bodyOf(html);
  const scriptHashes = inlineScriptHashes(html, render.mark);
  if (scriptHashes.length === 0) missed.push({ step: SCRIPT_HASHES.name, missing: SCRIPT_HASHES.missing });
  return { body, scriptHashes, missed };
}

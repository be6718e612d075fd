// The site's stylesheet as text, compiled by the same Tailwind build as the browser's
// (inline-styles.tsx writes it into each page; the page pipeline then keeps only the rules the
// page can use).
import css from "~/app.css?inline";
import type { Rewritten } from "./rewrite";
import { classNamesIn, customPropertiesInStyleAttributes, parseStyleItems, stylesUsedBy } from "./style-subset.server";

export const siteStyles: string = css;

const siteStyleItems = parseStyleItems(css);

/** What {@link withStylesItUses} looks for: the element inline-styles.tsx renders. */
export const WHOLE_STYLESHEET = "the site's whole stylesheet as one <style> element (inline-styles.tsx)";

/**
 * A rendered document with only the part of the site's stylesheet its elements can use in its
 * head (docs/decisions/018-first-card-sooner.md). A document without the whole stylesheet as
 * `<style>` is `missing` it: every page of this server has it.
 */
export function withStylesItUses(html: string): Rewritten {
  const element = `<style>${siteStyles}</style>`;
  const at = html.indexOf(element);
  if (at === -1) return { missing: WHOLE_STYLESHEET };
  const used = stylesUsedBy(siteStyleItems, classNamesIn(html), customPropertiesInStyleAttributes(html));
  return { html: `${html.slice(0, at)}<style>${used}</style>${html.slice(at + element.length)}` };
}

// The site's stylesheet as text, compiled by the same Tailwind build as the browser's
// (inline-styles.tsx writes it into each page; the page pipeline then keeps only the rules the
// page can use).
import css from "~/app.css?inline";
import type { Rewritten } from "./rewrite";
import { classNamesIn, customPropertiesInStyleAttributes, parseStyleItems, stylesUsedBy } from "./style-subset.server";

export const siteStyles: string = css;

const siteStyleItems = parseStyleItems(css);

/**
 * The subsets made lately, by the class names and custom properties they were made for: pages of a
 * kind carry the same classes (a catalogue page's cards repeat the same few dozen), so the subset
 * of most pages was made before, and making it again was about 1.5 ms of a page's CPU
 * (docs/decisions/036-cheaper-pages.md). A few kinds of page make a few dozen keys; the oldest
 * goes past {@link KEPT_SUBSETS}.
 */
const subsets = new Map<string, string>();
const KEPT_SUBSETS = 64;

function subsetFor(classes: Set<string>, customProperties: Set<string>): string {
  const key = `${[...classes].sort().join(" ")}\n${[...customProperties].sort().join(" ")}`;
  const kept = subsets.get(key);
  if (kept !== undefined) {
    subsets.delete(key);
    subsets.set(key, kept);
    return kept;
  }
  const used = stylesUsedBy(siteStyleItems, classes, customProperties);
  subsets.set(key, used);
  if (subsets.size > KEPT_SUBSETS) subsets.delete(subsets.keys().next().value!);
  return used;
}

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
  const used = subsetFor(classNamesIn(html), customPropertiesInStyleAttributes(html));
  return { html: `${html.slice(0, at)}<style>${used}</style>${html.slice(at + element.length)}` };
}

// The site's stylesheet as text, compiled by the same Tailwind build as the browser's; each page's
// head gets the rules of it that the page can use.
import css from "~/app.css?inline";
import { type PageBytes, textAsPageBytes } from "./page-bytes.server";
import type { Rewritten } from "./rewrite";
import { classNamesIn, customPropertiesInStyleAttributes, parseStyleItems, stylesUsedBy } from "./style-subset.server";

/**
 * What inline-styles.tsx writes into the head for the pipeline to fill: not the whole stylesheet
 * (60 KB that React would write, and the pipeline search and drop, on every page: decision 036,
 * fifth round) but a comment in its place.
 */
export const STYLES_IT_USES_PLACE = "/*the rules this page uses*/";

const siteStyleItems = parseStyleItems(css);

/**
 * The subsets made lately, by the class names and custom properties they were made for: pages of a
 * kind carry the same classes (a catalogue page's cards repeat the same few dozen), so the subset
 * of most pages was made before, and making it again was about 1.5 ms of a page's CPU
 * (docs/decisions/036-cheaper-pages.md). A few kinds of page make a few dozen keys; the oldest
 * goes past {@link KEPT_SUBSETS}.
 */
const subsets = new Map<string, PageBytes>();
const KEPT_SUBSETS = 64;

function subsetFor(classes: Set<string>, customProperties: Set<string>): PageBytes {
  const key = `${[...classes].sort().join(" ")}\n${[...customProperties].sort().join(" ")}`;
  const kept = subsets.get(key);
  if (kept !== undefined) {
    subsets.delete(key);
    subsets.set(key, kept);
    return kept;
  }
  const used = textAsPageBytes(stylesUsedBy(siteStyleItems, classes, customProperties));
  subsets.set(key, used);
  if (subsets.size > KEPT_SUBSETS) subsets.delete(subsets.keys().next().value!);
  return used;
}

/** What {@link withStylesItUses} looks for: the element inline-styles.tsx renders. */
export const STYLES_PLACE = `<style>${STYLES_IT_USES_PLACE}</style> (inline-styles.tsx)`;

/**
 * A rendered document with the part of the site's stylesheet its elements can use in its head
 * (docs/decisions/018-first-card-sooner.md), in the `<style>` inline-styles.tsx left for it. A
 * document without that element is `missing` it: every page of this server has it.
 */
export function withStylesItUses(html: PageBytes): Rewritten {
  const element = `<style>${STYLES_IT_USES_PLACE}</style>`;
  const at = html.indexOf(element);
  if (at === -1) return { missing: STYLES_PLACE };
  const used = subsetFor(classNamesIn(html), customPropertiesInStyleAttributes(html));
  return { html: `${html.slice(0, at)}<style>${used}</style>${html.slice(at + element.length)}` };
}

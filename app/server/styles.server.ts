// The site's stylesheet as text, compiled by the same Tailwind build as the browser's
// (app/components/inline-styles.tsx writes it into each page; app/entry.server.tsx then keeps
// only the rules the page can use).
import css from "~/app.css?inline";
import { classNamesIn, customPropertiesInStyleAttributes, parseStyleItems, stylesUsedBy } from "./style-subset.server";

export const siteStyles: string = css;

const siteStyleItems = parseStyleItems(css);

/**
 * A rendered document with only the part of the site's stylesheet its elements can use in its
 * head (docs/decisions/018-first-card-sooner.md). A document without the whole stylesheet as
 * `<style>` (none of this server's) is given back as it is.
 */
export function withStylesItUses(html: string): string {
  const element = `<style>${siteStyles}</style>`;
  const at = html.indexOf(element);
  if (at === -1) return html;
  const used = stylesUsedBy(siteStyleItems, classNamesIn(html), customPropertiesInStyleAttributes(html));
  return `${html.slice(0, at)}<style>${used}</style>${html.slice(at + element.length)}`;
}

import type { MetaDescriptor } from "react-router";

/**
 * A head link that holds the page's first paint until the parser has read the element with this
 * id (`<link rel="expect" blocking="render">`, docs/decisions/018-first-card-sooner.md). Without
 * it the browser paints as soon as the body starts and then between every slice of parsing, each
 * frame styling and laying out the page so far again; on a slow phone those frames of a header
 * without results cost more than the parsing itself. The element should be the first thing the
 * visitor came for (the first result, the medicine's name). A browser without the feature ignores
 * the link; if the element is missing, the paint waits for the end of the document at worst; a
 * link added by a script (a client navigation) blocks nothing.
 */
export function firstPaintWith(id: string): MetaDescriptor {
  return { tagName: "link", rel: "expect", href: `#${encodeURIComponent(id)}`, blocking: "render" };
}

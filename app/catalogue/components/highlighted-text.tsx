import type { ReactNode } from "react";
import type { SearchHighlight } from "~/catalogue/query/search/catalogue-search";
import { highlightParts } from "~/catalogue/query/search/highlight";

/**
 * Text with the parts that matched the search in `<mark>` (docs/product.md 10.1): the words as
 * typed, their variant spellings, corrected words and strengths. Built from React elements,
 * never HTML strings: sheet text is untrusted. A plain function, not a component: a card
 * highlights three or four texts (docs/decisions/014).
 */
export function highlightedText(text: string, highlight: SearchHighlight | undefined): ReactNode {
  if (!highlight) return text;
  return highlightParts(text, highlight).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-amber-200 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

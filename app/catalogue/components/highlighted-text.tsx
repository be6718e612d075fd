import { splitMatches } from "~/catalogue/query/search/highlight";

/**
 * Text with the parts matching the search in `<mark>` (docs/product.md §2). Built from React
 * elements, never HTML strings: sheet text is untrusted.
 */
export function HighlightedText({ text, search }: { text: string; search: string }) {
  return splitMatches(text, search).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-amber-200 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

import type { ReactNode } from "react";
import type { TextMarks } from "~/catalogue/query/search/highlight";

/**
 * Text with the parts that matched the search in `<mark>` (docs/product.md 10.1): the ranges the
 * page's data brings (app/catalogue/query/catalogue-page.ts works them out where the search ran,
 * so the browser needs none of the search's spelling rules to show them). Built from React
 * elements, never HTML strings: sheet text is untrusted. A plain function, not a component: a
 * card highlights three or four texts (docs/decisions/014).
 */
export function highlightedText(text: string, marks: TextMarks | undefined): ReactNode {
  if (!marks || marks.length === 0) return text;
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const [from, to] of marks) {
    if (from > offset) parts.push(text.slice(offset, from));
    parts.push(
      <mark key={from} className="rounded-sm bg-amber-200 text-inherit">
        {text.slice(from, to)}
      </mark>,
    );
    offset = to;
  }
  if (offset < text.length) parts.push(text.slice(offset));
  return parts;
}

import { SUGGESTIONS_URL } from "~/catalogue/urls/links";
import { isQueryIndexBuilt } from "~/catalogue/query/query-index";
import { suggestionsFor, type Suggestion } from "~/catalogue/query/suggestions";
import { CATALOGUE_PAGE_MAX_AGE_MS } from "./status";

const KINDS: ReadonlySet<unknown> = new Set(["medicine", "composition", "manufacturer"]);

/** What the server sent, if it is a list of suggestions; a malformed answer suggests nothing. */
function suggestionsIn(body: unknown): Suggestion[] {
  if (typeof body !== "object" || body === null || !("suggestions" in body)) return [];
  const { suggestions } = body;
  if (!Array.isArray(suggestions)) return [];
  return suggestions.filter(
    (item): item is Suggestion =>
      typeof item === "object" &&
      item !== null &&
      KINDS.has(item.kind) &&
      typeof item.label === "string" &&
      typeof item.href === "string" &&
      item.href.startsWith("/") &&
      (item.sameComposition === undefined || isSameComposition(item.sameComposition)),
  );
}

/** The brand and strength a same-composition suggestion stands for ("dolo", "650"; decision 64). */
const isSameComposition = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  "brand" in value &&
  "strength" in value &&
  typeof value.brand === "string" &&
  typeof value.strength === "string";

/**
 * The header search's suggestions for `text` (docs/product.md 10.6): from the browser's copy of
 * the catalogue when it keeps a current one whose index is built (no request), otherwise from the
 * server: building the index here would freeze the typing for a second at 11.8k medicines on a
 * slow phone (docs/decisions/019, "Later"). Offline, the copy answers all the same. The header
 * loads this module (and the search engine) only when the visitor first types. Rejects when
 * `signal` aborts the request.
 */
export async function loadSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const { catalogueCopy } = await import("./copy");
  const kept = catalogueCopy().current(CATALOGUE_PAGE_MAX_AGE_MS);
  if (kept && isQueryIndexBuilt(kept.entries)) return suggestionsFor(kept.entries, text);
  let response: Response;
  try {
    response = await fetch(`${SUGGESTIONS_URL}?${new URLSearchParams({ q: text })}`, { signal });
  } catch (error) {
    if (kept && !signal.aborted) return suggestionsFor(kept.entries, text);
    throw error;
  }
  if (!response.ok) return [];
  return suggestionsIn(await response.json());
}

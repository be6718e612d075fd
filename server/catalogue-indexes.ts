import { prepareAlternatives } from "~/catalogue/compare/alternatives";
import type { Medicine } from "~/catalogue/medicine";
import { prepareQueryIndex } from "~/catalogue/query/query-index";
import type { Steps } from "~/catalogue/slices";

/**
 * What the catalogue store builds ahead for each catalogue before serving it (its `prepare`
 * option), so that no request waits for it: the query index (sort orders, search index, facets),
 * then the "Same composition" groups (docs/product.md 11.3), which a detail page only looks up.
 * The store sits below the query and the comparison, so it is told this rather than importing them.
 */
export function* prepareCatalogueIndexes(medicines: readonly Medicine[]): Steps<void> {
  yield* prepareQueryIndex(medicines);
  yield* prepareAlternatives(medicines);
}

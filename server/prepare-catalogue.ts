import { prepareEncodedCopy } from "~/catalogue/browser/copy.server";
import { prepareAlternatives } from "~/catalogue/compare/alternatives";
import { prepareManufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { prepareQueryIndex } from "~/catalogue/query/query-index";
import type { Steps } from "~/catalogue/loading/slices";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { prepareSitemap } from "~/seo/sitemap.server";
import { prepareSharedCatalogue } from "~/catalogue/order-lines/checks/shared-catalogue";

/**
 * The indexes every query and detail page reads: the query index (sort orders, search index,
 * facets), then the "Same composition" groups (docs/product.md 11.3), which a detail page only
 * looks up. The store sits below the query and the comparison, so it is told this rather than
 * importing them.
 */
export function* prepareCatalogueIndexes(medicines: readonly Medicine[]): Steps<void> {
  yield* prepareQueryIndex(medicines);
  yield* prepareAlternatives(medicines);
}

export type PreparationSettings = { siteUrl: string; instantCatalogueMaxBytes: number };

/**
 * What the server builds ahead for each catalogue version, in slices as the version loads and
 * before it is served (the store's `prepare` option), so that no request pays for it: the
 * indexes, then what requests would otherwise build on first use. At 100k rows the browser's copy
 * is about a second of serialising (every page asks its size), the sitemap most of a second, the
 * manufacturers a tenth (docs/performance.md, "Hostile requests").
 */
export function catalogueRequestPreparation(settings: PreparationSettings) {
  return function* prepare(snapshot: CatalogueSnapshot): Steps<void> {
    yield* prepareCatalogueIndexes(snapshot.medicines);
    yield* prepareEncodedCopy(snapshot, settings.instantCatalogueMaxBytes);
    yield* prepareManufacturerDirectory(snapshot.medicines);
    yield* prepareSitemap(settings.siteUrl, snapshot);
    // What the order-check workers read the version from (app/catalogue/order-lines/checks/).
    yield* prepareSharedCatalogue(snapshot.medicines);
  };
}

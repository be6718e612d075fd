import { prepareEncodedCopy } from "~/catalogue/browser/copy.server";
import { prepareManufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import type { Steps } from "~/catalogue/slices";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { prepareSitemap } from "~/seo/sitemap.server";

export type PreparationSettings = { siteUrl: string; instantCatalogueMaxBytes: number };

/**
 * What the server works out once per catalogue version besides the store's own indexes, prepared
 * in slices as the version loads (the store's `prepare`) so that no first request pays for it: at
 * 100k rows the browser's copy is about a second of serialising (every page asks its size), the
 * sitemap most of a second, the manufacturers a tenth (docs/performance.md, "Hostile requests").
 */
export function catalogueRequestPreparation(settings: PreparationSettings) {
  return function* prepare(snapshot: CatalogueSnapshot): Steps<void> {
    yield* prepareEncodedCopy(snapshot, settings.instantCatalogueMaxBytes);
    yield* prepareManufacturerDirectory(snapshot.medicines);
    yield* prepareSitemap(settings.siteUrl, snapshot);
  };
}

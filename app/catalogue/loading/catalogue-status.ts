/**
 * What every page's loader says about the server's catalogue: its version, and whether it
 * is small enough for the browser to keep (INSTANT_CATALOGUE_MAX_BYTES). Kept apart from the
 * copy itself, which loads only when the browser is idle: this is what the root
 * needs at once, and it stays a few hundred bytes.
 */
export type CatalogueStatus = {
  version: string;
  /** When this version was read (ISO 8601): "Catalogue updated …" (docs/product.md 11.6). */
  updatedAt: string;
  instant: boolean;
};

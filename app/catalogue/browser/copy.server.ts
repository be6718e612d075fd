import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { CatalogueStatus } from "~/catalogue/catalogue-status";
import { encodeCopy } from "./codec";
import type { CatalogueSnapshot } from "~/catalogue/store.server";

/** zlib on libuv's thread pool: the event loop goes on answering while it compresses. */
const gzipInThreadPool = promisify(gzip);

export type EncodedCopy = {
  json: string;
  etag: string;
  bytes: number;
  /** The JSON gzipped, made once, off the event loop (at 100k rows a level-9 gzip is about 2 s of CPU). */
  gzip(): Promise<Buffer>;
};

const encodedCache = new WeakMap<CatalogueSnapshot, EncodedCopy>();

/**
 * The compact snapshot of a catalogue, serialised once per catalogue version. The gzip is
 * made on the first download, not here: every page's loader asks for the size, and the
 * first page after a catalogue refresh should not wait for a level-9 gzip of megabytes.
 */
export function encodedCopyOf(snapshot: CatalogueSnapshot): EncodedCopy {
  let encoded = encodedCache.get(snapshot);
  if (!encoded) {
    const json = JSON.stringify(
      encodeCopy(snapshot.medicines, { version: snapshot.version, updatedAt: snapshot.loadedAt.toISOString() }),
    );
    let gzipped: Promise<Buffer> | undefined;
    encoded = {
      json,
      etag: `"${snapshot.version}"`,
      bytes: Buffer.byteLength(json),
      gzip: () =>
        (gzipped ??= gzipInThreadPool(json, { level: 9 }).catch((error: unknown) => {
          // Not kept: the next download tries again.
          gzipped = undefined;
          throw error;
        })),
    };
    encodedCache.set(snapshot, encoded);
  }
  return encoded;
}

/**
 * What pages tell the browser about the catalogue: its version, and whether its snapshot is
 * small enough (`maxBytes`, INSTANT_CATALOGUE_MAX_BYTES) for the browser to keep and query.
 */
export function catalogueStatusOf(snapshot: CatalogueSnapshot, maxBytes: number): CatalogueStatus {
  return {
    version: snapshot.version,
    updatedAt: snapshot.loadedAt.toISOString(),
    instant: maxBytes > 0 && encodedCopyOf(snapshot).bytes <= maxBytes,
  };
}

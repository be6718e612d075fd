import { gzipSync } from "node:zlib";
import type { CatalogueStatus } from "./catalogue-status";
import { encodeSnapshot } from "./snapshot";
import type { CatalogueSnapshot } from "./store.server";

export type EncodedSnapshot = { json: string; gzip: Buffer; etag: string; bytes: number };

const encodedCache = new WeakMap<CatalogueSnapshot, EncodedSnapshot>();

/** The compact snapshot of a catalogue, serialised and gzipped once per catalogue version. */
export function encodedSnapshotOf(snapshot: CatalogueSnapshot): EncodedSnapshot {
  let encoded = encodedCache.get(snapshot);
  if (!encoded) {
    const json = JSON.stringify(encodeSnapshot(snapshot.medicines, snapshot.version));
    encoded = {
      json,
      gzip: gzipSync(json, { level: 9 }),
      etag: `"${snapshot.version}"`,
      bytes: Buffer.byteLength(json),
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
  return { version: snapshot.version, instant: maxBytes > 0 && encodedSnapshotOf(snapshot).bytes <= maxBytes };
}

import type { CatalogueStatus } from "~/catalogue/loading/catalogue-status";
import { oncePerCatalogueInSteps } from "~/catalogue/loading/per-catalogue";
import type { Steps } from "~/catalogue/loading/slices";
import { encodeCopyJsonSteps } from "./codec";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { gzipOnce } from "~/server/gzip-once.server";

export type EncodedCopy = {
  json: string;
  etag: string;
  bytes: number;
  /** The JSON gzipped, made once, off the event loop (at 100k rows a level-9 gzip is about 2 s of CPU). */
  gzip(): Promise<Buffer>;
};

function* encodedCopySteps(snapshot: CatalogueSnapshot): Steps<EncodedCopy> {
  const json = yield* encodeCopyJsonSteps(snapshot.medicines, {
    version: snapshot.version,
    updatedAt: snapshot.loadedAt.toISOString(),
  });
  return { json, etag: `"${snapshot.version}"`, bytes: Buffer.byteLength(json), gzip: gzipOnce(json) };
}

const encodedCopies = oncePerCatalogueInSteps(encodedCopySteps);

/** The compact snapshot of a catalogue, serialised once per catalogue version (prepared ahead: {@link prepareEncodedCopy}). */
export function encodedCopyOf(snapshot: CatalogueSnapshot): EncodedCopy {
  return encodedCopies.of(snapshot);
}

/** Whether the browser may keep this copy: `maxBytes` is INSTANT_CATALOGUE_MAX_BYTES (0: never). */
export function isKeptByBrowsers(copy: EncodedCopy, maxBytes: number): boolean {
  return maxBytes > 0 && copy.bytes <= maxBytes;
}

/**
 * Serialises a catalogue's copy in slices when it loads (every page's loader asks for its size,
 * 20 MB of JSON at 100k rows is a second of work), and, when browsers will download it, starts its
 * gzip on the thread pool, so that neither the first page nor the first download waits for them.
 */
export function* prepareEncodedCopy(snapshot: CatalogueSnapshot, maxBytes: number): Steps<void> {
  const copy = yield* encodedCopies.prepare(snapshot);
  // A failed gzip is made again on the first download, which then reports it.
  if (isKeptByBrowsers(copy, maxBytes)) copy.gzip().catch(() => undefined);
}

/**
 * What pages tell the browser about the catalogue: its version, and whether its snapshot is
 * small enough (`maxBytes`, INSTANT_CATALOGUE_MAX_BYTES) for the browser to keep and query.
 */
export function catalogueStatusOf(snapshot: CatalogueSnapshot, maxBytes: number): CatalogueStatus {
  return {
    version: snapshot.version,
    updatedAt: snapshot.loadedAt.toISOString(),
    instant: isKeptByBrowsers(encodedCopyOf(snapshot), maxBytes),
  };
}

import { promisify } from "node:util";
import { gzip } from "node:zlib";

/** zlib on libuv's thread pool: the event loop goes on answering while it compresses. */
const gzipInThreadPool = promisify(gzip);

/**
 * A body's gzip, made once on the thread pool at level 9 and kept: large per-catalogue files (the
 * browser's copy, the sitemap) are compressed when a catalogue loads, off the event loop. A failed
 * compression is not kept: the next call tries again.
 */
export function gzipOnce(body: string | Buffer): () => Promise<Buffer> {
  let gzipped: Promise<Buffer> | undefined;
  return () =>
    (gzipped ??= gzipInThreadPool(body, { level: 9 }).catch((error: unknown) => {
      gzipped = undefined;
      throw error;
    }));
}

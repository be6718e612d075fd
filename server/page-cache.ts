import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from "node:zlib";

/** Content codings a cached page is kept and sent in. */
export type Coding = "br" | "gzip" | "identity";

/** A response as it was sent, less its body's length and coding (those belong to each body). */
export type CachedPage = {
  /** Header names (lower case) and values, in the order they were set. */
  headers: [string, string | string[]][];
  etag: string | null;
  /**
   * Whether the compression middleware would compress this body for a client that accepts it; when
   * not, everyone gets the identity body, as they would from a render.
   */
  compressible: boolean;
  /** The bodies made so far, by coding: the one first sent, others as clients ask for them. */
  bodies: Partial<Record<Coding, Buffer>>;
};

/** The versions a page depends on besides its URL. */
export type PageVersions = { build: string; catalogue: string };

/**
 * The cache key of a page or data request: build, catalogue, language and URL. The query is
 * parsed and its parameters sorted by name (a name's own values keep their order, which may
 * matter), so `?a=1&b=2`, `?b=2&a=1` and `?b=2&a=%31` are one page.
 */
export function pageCacheKey(url: string, versions: PageVersions): string {
  const parsed = new URL(url, "http://page-cache");
  const query = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(query).toString();
  return [
    versions.build,
    versions.catalogue,
    languageOf(parsed.pathname),
    parsed.pathname + (search && `?${search}`),
  ].join("\n");
}

/** The site's language of a path: Hindi pages live under /hi (and /hi.data is its home page's data). */
export function languageOf(pathname: string): "hi" | "en" {
  return /^\/hi(?:\/|\.data$|$)/i.test(pathname) ? "hi" : "en";
}

/**
 * The coding the compression middleware (server/app.ts) would choose for this Accept-Encoding,
 * when it is one the cache keeps: br, then gzip, then identity at equal quality; null when the
 * client prefers another (deflate) or accepts nothing, and a render should answer it.
 */
export function preferredCoding(acceptEncoding: string | undefined): Coding | null {
  if (acceptEncoding === undefined) return "identity";
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    qualities.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const listed = [...qualities.values()];
  const quality = (coding: string) =>
    qualities.get(coding) ??
    qualities.get("*") ??
    // Identity is acceptable unless refused; it ranks with the least wanted coding listed.
    (coding === "identity" ? Math.min(1, ...listed) : 0);
  let best: string | null = null;
  let bestQuality = 0;
  for (const coding of ["br", "gzip", "deflate", "identity"]) {
    const q = quality(coding);
    if (q > bestQuality) [best, bestQuality] = [coding, q];
  }
  return best === "br" || best === "gzip" || best === "identity" ? best : null;
}

/**
 * Brotli settings of bodies the cache makes itself; the compression middleware uses the same.
 * Quality 3 instead of the middleware's 4: pages come out about 5% larger and take about 40% less
 * CPU to compress. A 256 KB window (lgwin 18) instead of brotli's 4 MB: every page fits in it (the
 * printable price list of 500 rows, 277 KB, compresses within 2 bytes of the same size), and each
 * compressor then allocates a fraction of the memory. With the 4 MB window, 50 pages compressed at
 * once held about 200 MB outside the JavaScript heap, which made V8 collect its 250 MB heap far
 * more often: a catalogue search page cost 5–6 ms more CPU (docs/decisions/014).
 */
export const BROTLI_PARAMS = {
  [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
  [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
} as const;

/**
 * Brotli settings of the smaller body a page asked for again is given, made once in the background
 * (see `get`): quality 10 makes a catalogue page 17–18% smaller than quality 3 (the real
 * catalogue's `/medicines`, 160 KB, 26.8 → 22.0 KB; a medicine's page 16.9 → 14.0 KB) for 46–80 ms
 * of one thread-pool thread, once per page and catalogue version. Quality 11 takes three times as
 * long for another 2%.
 */
export const KEPT_BROTLI_PARAMS = {
  [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
  [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
} as const;

/** Pages waiting for their smaller body at most; a page asked for while the queue is full waits for a later request. */
const SMALLER_BODIES_QUEUED = 16;

const brotliInThreadPool = promisify(brotliCompress);

function encode(identity: Buffer, coding: Coding): Buffer {
  if (coding === "br") return brotliCompressSync(identity, { params: BROTLI_PARAMS });
  return coding === "gzip" ? gzipSync(identity) : identity;
}

function decode(page: CachedPage): Buffer {
  const { identity, br, gzip } = page.bodies;
  if (identity) return identity;
  if (br) return brotliDecompressSync(br);
  return gunzipSync(gzip!);
}

/** Bytes an entry holds: its bodies, headers and key. */
function sizeOf(key: string, page: CachedPage): number {
  let bytes = key.length + 200;
  for (const [name, value] of page.headers) bytes += name.length + String(value).length + 4;
  for (const body of Object.values(page.bodies)) bytes += body.byteLength;
  return bytes;
}

export type PageCache = ReturnType<typeof createPageCache>;

type Entry = {
  page: CachedPage;
  bytes: number;
  /** Its smaller brotli body: not asked for yet, being made, or made (or not smaller than the kept one). */
  smaller: "no" | "queued" | "made";
};

/**
 * Rendered pages in memory, least recently used dropped first once they hold more than
 * `maxBytes` (bodies, headers and keys); `maxBytes` 0 keeps nothing. Keys come from
 * {@link pageCacheKey}; a new catalogue version empties the cache (its pages can never be asked
 * for again, and would only take room from the new ones).
 */
export function createPageCache(options: { maxBytes: number }) {
  const { maxBytes } = options;
  // A Map iterates in insertion order: re-inserting an entry on use makes the first one the oldest.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let catalogue: string | null = null;
  // Pages whose smaller body is being made, one at a time: a busy server gives it one thread.
  const smallerQueue: Array<{ key: string; entry: Entry }> = [];
  let making: Promise<void> | null = null;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function evictDownTo(limit: number) {
    for (const key of entries.keys()) {
      if (bytes <= limit) break;
      remove(key);
    }
  }

  /** Adds `delta` bytes to an entry still kept (a body made or replaced), dropping the oldest others when over. */
  function grow(key: string, entry: Entry, delta: number) {
    if (entries.get(key) !== entry) return;
    bytes += delta;
    entry.bytes += delta;
    evictDownTo(maxBytes);
  }

  /**
   * Gives a page asked for again its smaller brotli body ({@link KEPT_BROTLI_PARAMS}), off the
   * event loop and one page at a time; the body sent until then is the one the render made. A
   * page replaced or dropped meanwhile keeps nothing of it.
   */
  function makeSmaller(key: string, entry: Entry) {
    if (entry.smaller !== "no" || !entry.page.compressible || smallerQueue.length >= SMALLER_BODIES_QUEUED) return;
    entry.smaller = "queued";
    smallerQueue.push({ key, entry });
    makeQueuedBodies();
  }

  function makeQueuedBodies() {
    if (making || smallerQueue.length === 0) return;
    making = (async () => {
      // Not in this request's turn: the page is sent first.
      await Promise.resolve();
      for (let next = smallerQueue.shift(); next; next = smallerQueue.shift()) {
        if (entries.get(next.key) !== next.entry) continue;
        try {
          const smaller = await brotliInThreadPool(decode(next.entry.page), { params: KEPT_BROTLI_PARAMS });
          if (entries.get(next.key) !== next.entry) continue;
          const kept = next.entry.page.bodies.br;
          next.entry.smaller = "made";
          if (kept && smaller.byteLength >= kept.byteLength) continue;
          next.entry.page.bodies.br = smaller;
          grow(next.key, next.entry, smaller.byteLength - (kept?.byteLength ?? 0));
        } catch {
          // Kept as it is: the body the render made is still right.
          next.entry.smaller = "made";
        }
      }
    })().finally(() => {
      making = null;
      // Pages queued after the last one was taken.
      makeQueuedBodies();
    });
  }

  return {
    enabled: maxBytes > 0,
    maxBytes,

    /** Empties the cache when the catalogue is not the one its pages were made with. */
    useCatalogue(version: string): void {
      if (version === catalogue) return;
      catalogue = version;
      entries.clear();
      bytes = 0;
    },

    /**
     * The page kept under `key`, now the most recently used; undefined when none. A page asked for
     * again is given its smaller brotli body in the background, for the requests after this one.
     */
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      makeSmaller(key, entry);
      return entry.page;
    },

    /** Resolves once no page is waiting for its smaller body (tests, benchmarks). */
    async smallerBodiesMade(): Promise<void> {
      while (making) await making;
    },

    /**
     * Keeps `page` under `key`, made with catalogue `catalogueVersion`: a page rendered while the
     * catalogue changed is dropped, as is one larger than the whole cache.
     */
    set(key: string, page: CachedPage, catalogueVersion: string): void {
      if (maxBytes === 0 || catalogueVersion !== catalogue) return;
      remove(key);
      const size = sizeOf(key, page);
      if (size > maxBytes) return;
      entries.set(key, { page, bytes: size, smaller: "no" });
      bytes += size;
      evictDownTo(maxBytes);
    },

    /**
     * The page's body in `coding`. A coding not kept yet is made from another once and kept (it
     * counts towards the limit); identity from a compressed body is made again each time, since
     * few clients ask for it and it is several times larger.
     */
    body(key: string, page: CachedPage, coding: Coding): Buffer {
      const kept = page.bodies[coding];
      if (kept) return kept;
      const identity = decode(page);
      if (coding === "identity") return identity;
      const body = encode(identity, coding);
      page.bodies[coding] = body;
      const entry = entries.get(key);
      // The page just used is the newest entry, so the oldest others go first.
      if (entry?.page === page) grow(key, entry, body.byteLength);
      return body;
    },

    stats(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { PAGE_CACHE_CONTROL } from "~/server/cache-control";
import { hasListCookie } from "~/enquiry-list/index.server";
import { DESK_ADDRESS } from "~/desk/index.server";
import { etagMatches, notModified } from "./http-cache";
import {
  type CachedPage,
  type Coding,
  type PageCache,
  type PageVersions,
  pageCacheKey,
  preferredCoding,
} from "./page-cache";

/** Below this many bytes the compression middleware sends a body as it is (its default threshold). */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Pages that are never kept, whatever their headers say: the contact form carries a one-time form
 * token and its results, the enquiry list is the visitor's own (and their data requests), and the
 * order desk is the staff's (app/desk/links.ts).
 */
const NEVER_CACHED = /^(?:\/hi)?\/(?:contact|enquiry)(?:\.data|\/)?$/i;

/** Headers that belong to one body or one response, not to the page. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "transfer-encoding", "x-page-cache"]);

/**
 * The page cache in front of everything else (server/app.ts): a GET or HEAD for a page or its data
 * (`.data`) that a visitor without an enquiry list asks for again is answered from memory, with the
 * headers and body the render sent (server/page-cache.ts keeps them). A first request goes through
 * as before, and what is sent is kept when it is a 200 the shared caches may keep too
 * (PAGE_CACHE_CONTROL, so no private, no-store or error page), sets no cookie, and is HTML or
 * page data. Requests for a page while it is being rendered for the cache wait for it and are
 * answered from the cache. A conditional request that names the kept page's ETag is answered 304
 * with the kept page's headers: only public 200s are kept, so only they are ever revalidated. Responses say `X-Page-Cache: hit` or `miss` (a miss that is being kept).
 */
export function pageCache(
  cache: PageCache,
  versions: () => { build: string; catalogue: string | null },
): RequestHandler {
  // Pages being rendered for the cache, each with the requests for it that came meanwhile: a page
  // many ask for at once (after a catalogue refresh, say) is rendered once, not once per request.
  const rendering = new Map<string, (() => void)[]>();

  return function answer(req, res, next) {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const path = req.path;
    if (NEVER_CACHED.test(path) || DESK_ADDRESS.test(path) || hasListCookie(req.headers.cookie)) return next();
    const { build, catalogue } = versions();
    if (catalogue === null) return next();
    cache.useCatalogue(catalogue);
    const pageVersions: PageVersions = { build, catalogue };
    const key = pageCacheKey(req.originalUrl, pageVersions);

    const page = cache.get(key);
    const coding = preferredCoding(req.headers["accept-encoding"]);
    if (page?.etag && etagMatches(req.headers["if-none-match"], page.etag)) {
      // Kept, so a public 200 (see keepable): the client's copy is current.
      sendNotModified(res, page);
      return;
    }
    if (page && coding !== null) {
      sendCached(res, page, cache.body(key, page, page.compressible ? coding : "identity"), req.method === "HEAD");
      return;
    }
    if (page || req.method !== "GET") return next();

    const waiting = rendering.get(key);
    if (waiting) {
      // Asked again once the render is kept (a hit), or known not to be (then rendered as usual).
      waiting.push(() => (cache.get(key) ? answer(req, res, next) : next()));
      return;
    }
    const waiters: (() => void)[] = [];
    rendering.set(key, waiters);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (rendering.get(key) === waiters) rendering.delete(key);
      for (const waiter of waiters) waiter();
    };
    res.once("close", release);
    keepWhatIsSent(req, res, cache.maxBytes, {
      keep: (kept) => {
        cache.set(key, kept, catalogue);
        release();
      },
      notKept: release,
    });
    next();
  };
}

function sendCached(res: ServerResponse, page: CachedPage, body: Buffer, head: boolean): void {
  res.statusCode = 200;
  // Only the page's headers: none that Express set before this ran.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const coding = body === page.bodies.br ? "br" : body === page.bodies.gzip ? "gzip" : "identity";
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.byteLength);
  res.setHeader("X-Page-Cache", "hit");
  res.end(head ? undefined : body);
}

/** A 304 for a kept page: its headers, less those of its body (server/http-cache.ts notModified). */
function sendNotModified(res: ServerResponse, page: CachedPage): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  notModified(res);
  res.end();
}

type Locals = { locals?: Record<string, unknown> };

/** Keeps this response out of the cache, whatever its headers (app/composition/load-context.ts pageNotKeptContext). */
export function keepPageOut(res: ServerResponse & Locals): void {
  if (res.locals) res.locals.pageNotKept = true;
}

/** Whether a response may be kept, judged on its headers as they go out. */
function keepable(req: IncomingMessage & { path: string }, res: ServerResponse & Locals): boolean {
  if (res.locals?.pageNotKept === true) return false;
  if (res.statusCode !== 200 || res.getHeader("Cache-Control") !== PAGE_CACHE_CONTROL) return false;
  if (res.hasHeader("Set-Cookie")) return false;
  const coding = String(res.getHeader("Content-Encoding") ?? "identity");
  if (coding !== "identity" && coding !== "br" && coding !== "gzip") return false;
  const type = String(res.getHeader("Content-Type") ?? "");
  return type.startsWith("text/html") || req.path.endsWith(".data");
}

/**
 * Copies what goes out: this runs before the other middleware, so its write and end are the last
 * ones called, with the bytes as sent (compressed or not); its header hook runs after theirs, with
 * the headers as sent.
 */
function keepWhatIsSent(
  req: IncomingMessage & { path: string },
  res: ServerResponse,
  maxBytes: number,
  on: { keep: (page: CachedPage) => void; notKept: () => void },
): void {
  let chunks: Buffer[] | null = null;
  let size = 0;
  let coding: Coding = "identity";

  onHeaders(res, () => {
    if (!keepable(req, res)) return on.notKept();
    chunks = [];
    coding = String(res.getHeader("Content-Encoding") ?? "identity") as Coding;
    res.setHeader("X-Page-Cache", "miss");
  });

  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunks === null || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.byteLength;
    // Larger than the whole cache: it could not be kept anyway.
    if (size > maxBytes) chunks = null;
    else chunks.push(buffer);
  };

  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (chunks !== null && res.statusCode === 200) {
      const body = Buffer.concat(chunks);
      chunks = null;
      // The headers as they went out, read once they are all set: listeners of middleware before
      // this one (the security headers' policy with the page's script hashes, headers said once)
      // run after this one's as the headers are written.
      const headers: [string, string | string[]][] = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
      const headerOf = (name: string) => headers.find(([key]) => key === name)?.[1];
      const vary = String(headerOf("vary") ?? "").toLowerCase();
      const etag = headerOf("etag");
      on.keep({
        headers,
        etag: typeof etag === "string" ? etag : null,
        compressible:
          coding !== "identity" || (vary.includes("accept-encoding") && body.byteLength >= COMPRESSION_THRESHOLD),
        bodies: { [coding]: body },
      });
    }
    return result;
  } as typeof res.end;
}

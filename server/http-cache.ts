import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from "~/cache-control";

/**
 * Conditional GETs and cache headers for pages and their data requests. A page depends on
 * the build and the catalogue, so its ETag is the pair of their versions: a request whose
 * If-None-Match carries the current pair is answered 304 before anything is rendered.
 * Responses that set their own Cache-Control (e.g. /healthz: no-store) keep it.
 */
export function pageCaching(versions: () => { build: string; catalogue: string | null }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { build, catalogue } = versions();
    const etag = catalogue ? `W/"${build}.${catalogue}"` : null;

    if (etag && req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
      // The stored copy's own Content-Security-Policy (and nonce) must stay with it: a 304's
      // headers replace the stored ones, so it carries none.
      res.removeHeader("Content-Security-Policy");
      res
        .status(304)
        .setHeader("ETag", etag)
        .setHeader("Cache-Control", PAGE_CACHE_CONTROL)
        .setHeader("CDN-Cache-Control", PAGE_CDN_CACHE_CONTROL)
        .end();
      return;
    }

    onHeaders(res, () => {
      if (res.statusCode !== 200 || res.hasHeader("Cache-Control")) return;
      res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
      res.setHeader("CDN-Cache-Control", PAGE_CDN_CACHE_CONTROL);
      if (etag && !res.hasHeader("ETag")) res.setHeader("ETag", etag);
    });
    next();
  };
}

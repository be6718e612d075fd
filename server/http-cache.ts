import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "~/cache-control";
import { hasListCookie } from "~/enquiry-list/cookie.server";

/** Whether an If-None-Match header names `etag`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch?.split(/\s*,\s*/).includes(etag) ?? false;
}

/**
 * Conditional GETs and cache headers for pages and their data requests. A page depends on
 * the build and the catalogue, so its ETag is the pair of their versions: a request whose
 * If-None-Match carries the current pair is answered 304 before anything is rendered.
 * Responses that set their own Cache-Control (e.g. /healthz: no-store) keep it.
 *
 * A request carrying the enquiry list cookie is answered privately: its page shows that
 * visitor's list count, so it is `private, no-store`, never a 304 of the shared copy (resource
 * routes that set their own Cache-Control do not read the cookie and keep it). Every page varies
 * on Cookie, so a shared cache never hands the cookie-less copy to a visitor with a list.
 */
export function pageCaching(versions: () => { build: string; catalogue: string | null }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (hasListCookie(req.headers.cookie)) {
      onHeaders(res, () => {
        if (res.hasHeader("Cache-Control")) return;
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        res.vary("Cookie");
      });
      return next();
    }
    const { build, catalogue } = versions();
    const etag = catalogue ? `W/"${build}.${catalogue}"` : null;

    if (etag && etagMatches(req.headers["if-none-match"], etag)) {
      // The stored copy's own Content-Security-Policy (its script hashes) must stay with it: a 304's
      // headers replace the stored ones, so it carries none.
      res.removeHeader("Content-Security-Policy");
      res
        .status(304)
        .setHeader("ETag", etag)
        .setHeader("Vary", "Cookie")
        .setHeader("Cache-Control", PAGE_CACHE_CONTROL)
        .setHeader("CDN-Cache-Control", PAGE_CDN_CACHE_CONTROL)
        .end();
      return;
    }

    onHeaders(res, () => {
      if (res.statusCode !== 200 || res.hasHeader("Cache-Control")) return;
      res.vary("Cookie");
      res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
      res.setHeader("CDN-Cache-Control", PAGE_CDN_CACHE_CONTROL);
      if (etag && !res.hasHeader("ETag")) res.setHeader("ETag", etag);
    });
    next();
  };
}

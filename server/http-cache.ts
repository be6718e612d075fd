import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "~/server/cache-control";
import { hasListCookie } from "~/enquiry-list/index.server";

/** Whether an If-None-Match header names `etag`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch?.split(/\s*,\s*/).includes(etag) ?? false;
}

/**
 * Turns the 200 about to be sent into a 304: same validators and caching headers, no body (Node
 * sends none for a 304, whatever is written after). The stored copy's own
 * Content-Security-Policy (its script hashes) must stay with it: a 304's headers replace the
 * stored ones, so it carries none.
 */
export function notModified(res: ServerResponse): void {
  res.statusCode = 304;
  for (const name of ["Content-Length", "Content-Type", "Content-Encoding", "Content-Security-Policy"]) {
    res.removeHeader(name);
  }
}

/**
 * Cache headers and conditional GETs for pages and their data requests. A page depends on the
 * build and the catalogue, so its ETag is the pair of their versions. A 200 that sets no
 * Cache-Control of its own gets the public one and that ETag; when the request's If-None-Match
 * names it, that 200 goes out as a 304 instead. Only such an answer is ever a 304: one that is
 * private or no-store (/contact, /enquiry, /healthz), an error or a 404 keeps its status and its
 * own headers, so a shared cache never gets a public 304 for something it may not keep. (A page
 * the page cache keeps is answered 304 there, before rendering: server/page-cache-middleware.ts.)
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

    onHeaders(res, () => {
      if (res.statusCode !== 200 || res.hasHeader("Cache-Control")) return;
      res.vary("Cookie");
      res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
      res.setHeader("CDN-Cache-Control", PAGE_CDN_CACHE_CONTROL);
      if (etag && !res.hasHeader("ETag")) res.setHeader("ETag", etag);
      const sent = res.getHeader("ETag");
      if (typeof sent === "string" && etagMatches(req.headers["if-none-match"], sent)) {
        res.vary("Accept-Encoding");
        notModified(res);
      }
    });
    next();
  };
}

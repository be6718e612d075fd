import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { concurrencyLimit } from "~/server/concurrency-limit";

/**
 * Pages rendered at once, per process. Rendering is synchronous work on the one JavaScript thread:
 * with every request admitted at once (50 visitors' pages in flight), a request that needs no
 * rendering (`/healthz`, a monitor's) waited behind all of their renders, over half a second
 * (docs/decisions/036-cheaper-pages.md). One at a time: a page's loaders read the catalogue in
 * memory and await little, so a second render only shared the thread with the first, and
 * `/healthz` waited behind both. Measured in one run of the uncached page mix, one against two:
 * `/healthz` p99 48–71 against 114–132 ms, the mix's p99 1.7–1.8 against 2.2–2.4 s, requests/s
 * the same within noise (docs/performance.md, "One render at a time"). Files skip the queue
 * ({@link rendersNoPage}): their work happens elsewhere.
 */
export const RENDERS_AT_ONCE = 1;

/**
 * Requests the queue lets through at once: `/healthz`, and files (a price list or billing
 * download, the sitemap, the catalogue's copy), which render no page and may await work done
 * elsewhere for a second or more (a workbook written in its thread), which must not hold the one
 * place of the pages. A client navigation's data (`….data`) is a page's loaders: it waits its turn.
 */
export function rendersNoPage(path: string): boolean {
  if (path === "/healthz") return true;
  const extension = /\.([a-z][a-z0-9]*)$/i.exec(path.slice(path.lastIndexOf("/") + 1));
  return extension !== null && extension[1] !== "data";
}

/**
 * Admits requests to what is behind it (React Router's handler: loaders and the render) at most
 * `max` at a time, first come first served; a place is freed once the response's headers are
 * written (the page is rendered; sending and compressing it go on apart) or the connection closed.
 * `skip` names the requests that go through at once. Posts always do: an action may await other
 * work for seconds (an order check in the worker pool, app/catalogue/order-lines/checks/), and two
 * of them holding both places would stall every page. A request whose visitor left while it waited
 * is not rendered.
 */
export function renderQueue(skip: (path: string) => boolean, max = RENDERS_AT_ONCE): RequestHandler {
  const limit = concurrencyLimit(max);
  return (req, res, next) => {
    if (skip(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    void limit(
      () =>
        new Promise<void>((done) => {
          if (req.socket.destroyed) return done();
          onHeaders(res, done);
          res.once("close", done);
          next();
        }),
    );
  };
}

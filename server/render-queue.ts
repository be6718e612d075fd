import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { concurrencyLimit } from "~/server/concurrency-limit";

/**
 * Pages rendered at once, per process. Rendering is synchronous work on the one JavaScript thread:
 * with every request admitted at once (50 visitors' pages in flight), a request that needs no
 * rendering (`/healthz`, a monitor's) waited behind all of their renders, over half a second
 * (docs/decisions/036-cheaper-pages.md). Two keep the thread busy while one page's loader awaits;
 * the others wait in turn, outside the thread's queue of work.
 */
export const RENDERS_AT_ONCE = 2;

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

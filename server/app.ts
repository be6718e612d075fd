import "react-router";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { loadContextOf } from "~/composition/load-context";
import { buildFiles } from "./build-files";
import { pageCaching } from "./http-cache";
import { homeInRememberedLanguage } from "./language-home";
import { BROTLI_PARAMS, createPageCache } from "./page-cache";
import { keepPageOut, pageCache } from "./page-cache-middleware";
import { createPhotos, IMAGES_ROUTE, photoOptions, sheetPhotos } from "./images";
import { crossSiteGuard } from "./origin-guard";
import { errorAnswer, hostGuard, requestGuards, UPLOAD_ADDRESS } from "./request-guards";
import { renderQueue, rendersNoPage } from "./render-queue";
import { ORDER_FILE_MAX_BYTES } from "~/catalogue";
import { allowInlineScripts, bodySizeLimit, securityHeaders, singleValuedHeaders } from "./security";
import { securityLog } from "~/server/security-event.server";
import type { Services } from "./services";

// The built server is this one module, so it also carries what server.js starts once.
export { startServices, StartFailedError, type Services } from "./services";

/**
 * Largest request body any route accepts. Only the contact form posts, and it answers
 * over-long messages itself with a friendlier page; this is the safety net behind it.
 */
const MAX_BODY_BYTES = 256 * 1024;
/**
 * The enquiry list's order form carries a file of up to 1 MB (docs/product.md 12.11) and the pasted
 * lines, at most 60,000 characters (order-input.ts): 180 KB as UTF-8 when every character is
 * Devanagari (3 bytes), sent as they are in a multipart body; 76 KB more for the other fields and the
 * multipart framing. Its other post, the check table's "Add to enquiry list", is URL-encoded: 500
 * realistic lines (a written line and its search text of about 60 characters each, 9 bytes a
 * Devanagari character once percent-encoded, and the fields' names) come to about 600 KB. 1.25 MB
 * holds both; a larger body is refused here, before it is read (it was 2 MB: room for 2,000 more
 * lines than an order may have). The page refuses a file over 1 MB with a message saying what is
 * accepted.
 */
const ORDER_UPLOAD = {
  path: UPLOAD_ADDRESS,
  maxBytes: ORDER_FILE_MAX_BYTES + 256 * 1024,
  refusal: "an order file is a CSV or Excel (.xlsx) file of at most 1 MB and 500 lines",
};

export type AppOptions = {
  /** Vite's dev middleware in development; absent in production, where built assets are served. */
  devMiddleware?: RequestHandler;
  /** Folder of the client build (production). */
  clientBuildDir?: string;
};

/**
 * Builds the Express application over the long-lived services (server/services.ts):
 * middleware, static files and the React Router handler. It holds no state of its own, so
 * in development server.js builds it again whenever this module or one it imports changes.
 */
export async function createApp(services: Services, options: AppOptions = {}): Promise<express.Express> {
  const { config, catalogue, changes } = services;
  const development = config.NODE_ENV === "development";

  const build = () => import("virtual:react-router/server-build");
  const buildVersion = (await build()).assets.version;
  // A page is kept per catalogue version and the changes recorded for it (a medicine's page shows
  // its last price change, recorded a moment after its version is served).
  const versions = () => {
    const version = catalogue.health().version;
    return { build: buildVersion, catalogue: version && `${version}.${changes.generation()}` };
  };

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy, req.ip is the visitor's address only when the proxy is trusted.
  app.set("trust proxy", config.TRUST_PROXY);
  // Every answer, the early refusals below too, carries the security headers, each header once
  // (a kept page's own replace them: server/page-cache-middleware.ts).
  app.use(singleValuedHeaders, securityHeaders({ https: config.SITE_URL.startsWith("https:"), development }));
  // Bad targets, methods and body types get their 4xx before any work (server/request-guards.ts).
  app.use(requestGuards());
  // A request without Host (HTTP/1.0) is for the site's own address; a Host that is no host is 400.
  app.use(hostGuard(config.SITE_URL));
  // A form posted from another site: 403, nothing read, a security event (server/origin-guard.ts).
  app.use(crossSiteGuard(config.SITE_URL, securityLog(services.logger)));
  // Before the page cache: the home page of a visitor who chose Hindi depends on a cookie.
  app.use(homeInRememberedLanguage);
  // First of the rest, so that a kept page skips everything below and a new one is copied as it is sent
  // (server/page-cache-middleware.ts). Off in development, where the code changes under a build version.
  app.use(pageCache(createPageCache({ maxBytes: development ? 0 : config.PAGE_CACHE_MAX_BYTES }), versions));
  // Brotli quality 3 and a 256 KB window (server/page-cache.ts, BROTLI_PARAMS).
  // A 200 turned into a 304 (server/http-cache.ts) has no body to compress. /healthz's few hundred
  // bytes go as they are: compressing runs on libuv's thread pool, where a monitor's answer waited
  // seconds behind the pages being compressed under load (docs/decisions/036-cheaper-pages.md).
  app.use(
    compression({
      brotli: { params: BROTLI_PARAMS },
      filter: (req, res) => res.statusCode !== 304 && req.path !== "/healthz" && compression.filter(req, res),
    }),
  );
  app.use(bodySizeLimit(MAX_BODY_BYTES, ORDER_UPLOAD));

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientBuildDir) {
    // Hashed file names change with content, so these can be cached for a year.
    app.use("/assets", buildFiles(`${options.clientBuildDir}/assets`, { immutable: true, maxAge: "1y" }));
    app.use(buildFiles(options.clientBuildDir, { maxAge: "1h" }));
  }

  // Sheet photos fetched, resized and kept by the server (server/images.ts); after the static files,
  // so that a site's own file under /images is served as it is.
  app.get(IMAGES_ROUTE, sheetPhotos(catalogue, services.logger, createPhotos(photoOptions(config))));

  app.use(pageCaching(versions));

  // Pages are rendered one at a time, so that /healthz answers at once however many wait; files
  // go through (server/render-queue.ts).
  app.use(renderQueue(rendersNoPage));

  app.use(
    createRequestHandler({
      // In production the build itself: given the function, React Router builds its route tables
      // again for every request (about 3% of a page's CPU). Development passes the function, so
      // that a changed route module is picked up.
      build: development ? build : await build(),
      mode: development ? "development" : "production",
      getLoadContext: (req, res) =>
        loadContextOf(services, {
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
          allowInlineScripts: (hashes) => allowInlineScripts(res, hashes),
          keepPageOut: () => keepPageOut(res),
          cookieHeader: req.headers.cookie,
          // "close" too: a client gone before the end still gets its queued work done.
          afterResponse: (task) => {
            let done = false;
            const once = () => {
              if (done) return;
              done = true;
              setImmediate(task);
            };
            res.once("finish", once);
            res.once("close", once);
          },
        }),
    }),
  );
  app.use(errorAnswer(services.logger));

  return app;
}

import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

/** `serve-static`'s options (caching headers), passed through. */
type StaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]>;

/**
 * `express.static` for a folder that does not change while the server runs (the client
 * build). Plain `express.static` asks the disk about every request it sees, pages
 * included: a `stat` per page view that finds nothing. The files are listed once at start,
 * and only requests for one of them reach `express.static`.
 *
 * A file the build compressed beside it (`x.js.br`, `x.js.gz`, vite.config.ts) is sent in
 * the best encoding the browser accepts, brotli first, with `Vary: Accept-Encoding`; the
 * compression middleware leaves an encoded response alone.
 */
export function buildFiles(dir: string, options: StaticOptions = {}): RequestHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: options,
  });
  return (req, res, next) => {
    if (!files.has(decodedPath(req.path))) return next();
    serve(req, res, (error?: unknown) => {
      // Listed at start but gone: a build replaced under the running server (a deploy). The
      // page that answers instead must not carry the file's type and encoding, which the static
      // handler set before it found nothing (React Router appends its own type: a 500).
      if (!res.headersSent) {
        res.removeHeader("Content-Type");
        res.removeHeader("Content-Encoding");
      }
      next(error);
    });
  };
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    // Not a valid escape: no file of the build has such a name.
    return urlPath;
  }
}

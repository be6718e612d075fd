import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

type StaticOptions = Parameters<typeof express.static>[1];

/**
 * `express.static` for a folder that does not change while the server runs (the client
 * build). Plain `express.static` asks the disk about every request it sees, pages
 * included: a `stat` per page view that finds nothing. The files are listed once at start,
 * and only requests for one of them reach `express.static`.
 */
export function buildFiles(dir: string, options: StaticOptions = {}): RequestHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  const serve = express.static(dir, options);
  return (req, res, next) => (files.has(decodedPath(req.path)) ? serve(req, res, next) : next());
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    // Not a valid escape: no file of the build has such a name.
    return urlPath;
  }
}

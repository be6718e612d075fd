import Negotiator from "negotiator";

/**
 * Whether a request's Accept-Encoding takes gzip, read as the compression middleware reads it
 * (the same library): "gzip;q=0" refuses it, "*" takes it. For bodies kept gzipped (the browser's
 * copy, the sitemap, price list files), which the middleware then leaves alone.
 */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? undefined } }).encoding(["gzip"]) === "gzip";
}

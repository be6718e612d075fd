import type { Route } from "./+types/catalogue-json";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from "~/server/cache-control";
import { encodedCopyOf, isKeptByBrowsers } from "~/catalogue/index.server";
import { acceptsGzip } from "~/server/accepts-gzip.server";
import { catalogueContext, configContext } from "~/composition/load-context";

/**
 * The compact catalogue the browser keeps for instant filtering, gzipped once
 * per catalogue version; the ETag is the version, so an unchanged catalogue costs a 304. A copy
 * larger than INSTANT_CATALOGUE_MAX_BYTES is offered to no page, so it is not sent to anyone
 * (404): at 100k rows it would be megabytes per request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    return Response.json({ error }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const encoded = encodedCopyOf(snapshot);
  if (!isKeptByBrowsers(encoded, context.get(configContext).INSTANT_CATALOGUE_MAX_BYTES)) {
    return Response.json(
      { error: "The catalogue is too large for browsers to keep; search it on the site's pages." },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  const headers = new Headers({
    ETag: encoded.etag,
    "Cache-Control": PAGE_CACHE_CONTROL,
    "CDN-Cache-Control": PAGE_CDN_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  });
  if (request.headers.get("If-None-Match") === encoded.etag) return new Response(null, { status: 304, headers });

  headers.set("Content-Type", "application/json; charset=utf-8");
  if (acceptsGzip(request.headers.get("Accept-Encoding"))) {
    headers.set("Content-Encoding", "gzip");
    return new Response(new Uint8Array(await encoded.gzip()), { headers });
  }
  return new Response(encoded.json, { headers });
}

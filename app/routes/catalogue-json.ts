import type { Route } from "./+types/catalogue-json";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from "~/server/cache-control";
import { encodedCopyOf } from "~/catalogue/browser/copy.server";
import { catalogueContext } from "~/server/load-context";

/**
 * The compact catalogue the browser keeps for instant filtering, gzipped once
 * per catalogue version; the ETag is the version, so an unchanged catalogue costs a 304.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    return Response.json({ error }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const encoded = encodedCopyOf(snapshot);
  const headers = new Headers({
    ETag: encoded.etag,
    "Cache-Control": PAGE_CACHE_CONTROL,
    "CDN-Cache-Control": PAGE_CDN_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  });
  if (request.headers.get("If-None-Match") === encoded.etag) return new Response(null, { status: 304, headers });

  headers.set("Content-Type", "application/json; charset=utf-8");
  if (/\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "")) {
    headers.set("Content-Encoding", "gzip");
    return new Response(new Uint8Array(await encoded.gzip()), { headers });
  }
  return new Response(encoded.json, { headers });
}

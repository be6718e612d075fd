import type { Route } from "./+types/manufacturers-json";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from "~/server/cache-control";
import { type ManufacturerNames, facetsOf } from "~/catalogue";
import { catalogueContext } from "~/composition/load-context";

/**
 * The Manufacturer filter's names, A–Z as the filter lists them (docs/product.md 5.6), with the
 * catalogue version they belong to: for a catalogue page that arrived without them
 * (app/catalogue/manufacturers/manufacturer-names.ts). The ETag is the version, so an unchanged catalogue costs a 304.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    return Response.json({ error }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers({
    ETag: `"${snapshot.version}"`,
    "Cache-Control": PAGE_CACHE_CONTROL,
    "CDN-Cache-Control": PAGE_CDN_CACHE_CONTROL,
  });
  if (request.headers.get("If-None-Match") === headers.get("ETag")) return new Response(null, { status: 304, headers });
  const body: ManufacturerNames = { version: snapshot.version, names: facetsOf(snapshot.medicines).manufacturers };
  return Response.json(body, { headers });
}

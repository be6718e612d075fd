import type { Route } from "./+types/sitemap-part";
import { catalogueContext, configContext } from "~/composition/load-context";
import { sitemapOf, sitemapPart, sitemapResponse } from "~/seo/index.server";

/** `/sitemap/<n>.xml`: part n of a sitemap split past 50,000 addresses (app/seo/sitemap.server.ts); else 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const number = /^([1-9]\d{0,5})\.xml$/.exec(params.part)?.[1];
  const { snapshot } = await context.get(catalogueContext).read();
  const file = number
    ? sitemapPart(await sitemapOf(context.get(configContext).SITE_URL, snapshot), Number(number))
    : undefined;
  if (!file) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return sitemapResponse(file, request.headers.get("Accept-Encoding"));
}

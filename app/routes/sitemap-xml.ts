import type { Route } from "./+types/sitemap-xml";
import { catalogueContext, configContext } from "~/composition/load-context";
import { sitemapOf, sitemapResponse } from "~/seo/index.server";

/**
 * `/sitemap.xml`: every address of the site in both languages, or, past 50,000 of them, the index
 * of its parts (app/seo/sitemap.server.ts). Made once per catalogue version.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = context.get(configContext).SITE_URL;
  const { snapshot } = await context.get(catalogueContext).read();
  return sitemapResponse((await sitemapOf(siteUrl, snapshot)).main, request.headers.get("Accept-Encoding"));
}

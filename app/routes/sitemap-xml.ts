import type { Route } from "./+types/sitemap-xml";
import { HOME_CATEGORIES } from "~/catalogue/categories";
import { CATALOGUE_PATH, categoryHref, medicineHref } from "~/catalogue/links";
import { catalogueContext, configContext } from "~/load-context";

const STATIC_PATHS = ["/", CATALOGUE_PATH, "/about", "/contact"] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
}

/**
 * Every page and every medicine, for search engines. Medicine pages change when the
 * catalogue does, so their lastmod is the date the current catalogue version was loaded.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(configContext).SITE_URL;
  const { snapshot } = await context.get(catalogueContext).read();
  const lastmod = snapshot?.loadedAt.toISOString();
  const entries = [
    ...STATIC_PATHS.map((path) => urlEntry(`${siteUrl}${path}`, path === CATALOGUE_PATH ? lastmod : undefined)),
    ...HOME_CATEGORIES.map((category) => urlEntry(`${siteUrl}${categoryHref(category.id)}`, lastmod)),
    ...(snapshot?.medicines ?? []).map((medicine) => urlEntry(`${siteUrl}${medicineHref(medicine.id)}`, lastmod)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

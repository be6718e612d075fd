import type { Route } from "./+types/sitemap-xml";
import { HOME_CATEGORIES } from "~/catalogue/categories";
import {
  CATALOGUE_PATH,
  categoryHref,
  MANUFACTURERS_PATH,
  manufacturerPageHref,
  medicineHref,
} from "~/catalogue/links";
import { manufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import { catalogueContext, configContext } from "~/load-context";
import { LANGUAGES, pathInLanguage } from "~/i18n/languages";

const STATIC_PATHS = ["/", CATALOGUE_PATH, "/about", "/contact"] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
}

/** A page's entries: its English address and its Hindi one (docs/product.md 14.2). */
function pageEntries(siteUrl: string, path: string, lastmod?: string): string[] {
  return LANGUAGES.map((language) => urlEntry(`${siteUrl}${pathInLanguage(path, language)}`, lastmod));
}

/**
 * Every page, every medicine and every manufacturer, in English and in Hindi, for search engines. The pages listing the
 * catalogue change when it does, so their lastmod is the date the current version was loaded.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(configContext).SITE_URL;
  const { snapshot } = await context.get(catalogueContext).read();
  const lastmod = snapshot?.loadedAt.toISOString();
  const entries = [
    ...STATIC_PATHS.flatMap((path) => pageEntries(siteUrl, path, path === CATALOGUE_PATH ? lastmod : undefined)),
    ...HOME_CATEGORIES.flatMap((category) => pageEntries(siteUrl, categoryHref(category.id), lastmod)),
    ...(snapshot?.medicines ?? []).flatMap((medicine) => pageEntries(siteUrl, medicineHref(medicine.id), lastmod)),
    ...pageEntries(siteUrl, MANUFACTURERS_PATH, lastmod),
    ...(snapshot ? manufacturerDirectory(snapshot.medicines).all : []).flatMap((manufacturer) =>
      pageEntries(siteUrl, manufacturerPageHref(manufacturer.name), lastmod),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

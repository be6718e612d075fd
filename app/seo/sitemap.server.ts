import { gzipSync } from "node:zlib";
import { HOME_CATEGORIES } from "~/catalogue/categories";
import {
  CATALOGUE_PATH,
  categoryHref,
  MANUFACTURERS_PATH,
  manufacturerPageHref,
  medicineHref,
} from "~/catalogue/links";
import { manufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { LANGUAGES, pathInLanguage } from "~/i18n/languages";

/** The most addresses one sitemap file may list (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Where the sitemap's part `n` (1-based) lives when it is split (app/routes/sitemap-part.ts). */
export function sitemapPartPath(part: number): string {
  return `/sitemap/${part}.xml`;
}

const STATIC_PATHS = ["/", CATALOGUE_PATH, "/about", "/contact"] as const;
/** Medicines written between two turns of the event loop. */
const SLICE_PAGES = 5_000;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
}

/** A sitemap file as sent: its XML, and the same gzipped, made once on first ask. */
export type SitemapFile = { xml: Buffer; gzip(): Buffer };

function fileOf(xml: string): SitemapFile {
  const body = Buffer.from(xml, "utf8");
  let gzipped: Buffer | undefined;
  return { xml: body, gzip: () => (gzipped ??= gzipSync(body)) };
}

function urlset(entries: readonly string[]): SitemapFile {
  return fileOf(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`,
  );
}

export type Sitemap = {
  /** How many addresses it lists, both languages counted. */
  urls: number;
  /** /sitemap.xml: every address, or, past {@link SITEMAP_MAX_URLS}, the index of the parts. */
  main: SitemapFile;
  /** Part `n` (1-based) of a split sitemap; undefined for a number it does not have (or when not split). */
  part(n: number): SitemapFile | undefined;
};

/**
 * Every page, every medicine and every manufacturer, in English and in Hindi (docs/product.md
 * 14.2), for search engines. The pages listing the catalogue change when it does, so their lastmod
 * is the date the current version was loaded. Built once per catalogue version and site address
 * ({@link sitemapOf}); the parts of a split sitemap are made as they are asked for.
 */
export async function buildSitemap(siteUrl: string, snapshot: CatalogueSnapshot | null): Promise<Sitemap> {
  const lastmod = snapshot?.loadedAt.toISOString();
  const entries: string[] = [];
  const page = (path: string, modified?: string) => {
    for (const language of LANGUAGES) entries.push(urlEntry(`${siteUrl}${pathInLanguage(path, language)}`, modified));
  };
  for (const path of STATIC_PATHS) page(path, path === CATALOGUE_PATH ? lastmod : undefined);
  for (const category of HOME_CATEGORIES) page(categoryHref(category.id), lastmod);
  // In slices: at 100k rows the addresses take most of a second to write, and other requests go on meanwhile.
  const medicines = snapshot?.medicines ?? [];
  for (let index = 0; index < medicines.length; index++) {
    if (index > 0 && index % SLICE_PAGES === 0) await nextTurn();
    page(medicineHref(medicines[index]!.id), lastmod);
  }
  page(MANUFACTURERS_PATH, lastmod);
  if (snapshot) {
    for (const manufacturer of manufacturerDirectory(snapshot.medicines).all) {
      page(manufacturerPageHref(manufacturer.name), lastmod);
    }
  }

  if (entries.length <= SITEMAP_MAX_URLS) {
    return { urls: entries.length, main: urlset(entries), part: () => undefined };
  }
  const partCount = Math.ceil(entries.length / SITEMAP_MAX_URLS);
  const parts = new Map<number, SitemapFile>();
  const sitemaps = Array.from(
    { length: partCount },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`,
  );
  return {
    urls: entries.length,
    main: fileOf(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`,
    ),
    part(n) {
      if (!Number.isInteger(n) || n < 1 || n > partCount) return undefined;
      let file = parts.get(n);
      if (!file) {
        file = urlset(entries.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS));
        parts.set(n, file);
      }
      return file;
    },
  };
}

/**
 * The sitemap of the catalogue being served, kept while that version is (none: built each time, it
 * is short). Requests that come while it is being built wait for the same build.
 */
const kept = new WeakMap<CatalogueSnapshot, { siteUrl: string; sitemap: Promise<Sitemap> }>();

export function sitemapOf(siteUrl: string, snapshot: CatalogueSnapshot | null): Promise<Sitemap> {
  if (!snapshot) return buildSitemap(siteUrl, null);
  const entry = kept.get(snapshot);
  if (entry?.siteUrl === siteUrl) return entry.sitemap;
  const sitemap = buildSitemap(siteUrl, snapshot);
  kept.set(snapshot, { siteUrl, sitemap });
  return sitemap;
}

/** The answer for one sitemap file: gzipped when the client takes it (the compression middleware leaves it alone). */
export function sitemapResponse(file: SitemapFile, acceptEncoding: string | null): Response {
  const headers = new Headers({ "Content-Type": "application/xml; charset=utf-8", Vary: "Accept-Encoding" });
  if (/\bgzip\b/.test(acceptEncoding ?? "")) {
    headers.set("Content-Encoding", "gzip");
    return new Response(new Uint8Array(file.gzip()), { headers });
  }
  return new Response(new Uint8Array(file.xml), { headers });
}

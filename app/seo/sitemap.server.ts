import { HOME_CATEGORIES } from "~/catalogue/medicine/categories";
import {
  CATALOGUE_PATH,
  categoryHref,
  MANUFACTURERS_PATH,
  manufacturerPageHref,
  medicineHref,
} from "~/catalogue/urls/links";
import { categoryCount } from "~/catalogue/query/query-index";
import { prepareManufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import { oncePerCatalogueInSteps, type PerCatalogueSteps } from "~/catalogue/loading/per-catalogue";
import { ROWS_PER_STEP, runInSlices, runNow, type Steps } from "~/catalogue/loading/slices";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { acceptsGzip } from "~/server/accepts-gzip.server";
import { gzipOnce } from "~/server/gzip-once.server";
import { ABOUT_PATH, CONTACT_PATH } from "~/components/links";
import { LANGUAGES, pathInLanguage } from "~/i18n/languages";
import { escapeXml } from "~/formatting/xml";
import { sitemapPartPath } from "./links";

/** The most addresses one sitemap file may list (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

const STATIC_PATHS = ["/", CATALOGUE_PATH, ABOUT_PATH, CONTACT_PATH] as const;

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
}

/** A sitemap file as sent: its XML, and the same gzipped, made once on the thread pool. */
export type SitemapFile = { xml: Buffer; gzip(): Promise<Buffer> };

function fileOf(xml: string): SitemapFile {
  const body = Buffer.from(xml, "utf8");
  return { xml: body, gzip: gzipOnce(body) };
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
  /** The files of a split sitemap, part 1 first; none when it is not split. */
  parts: readonly SitemapFile[];
};

/**
 * Every page, every medicine and every manufacturer, in English and in Hindi (docs/product.md
 * 14.2), for search engines. The pages listing the catalogue change when it does, so their lastmod
 * is the date the current version was loaded. Built once per catalogue version and site address
 * ({@link sitemapOf}, prepared when a catalogue loads: {@link prepareSitemap}), in steps that may
 * pause.
 */
function* sitemapSteps(siteUrl: string, snapshot: CatalogueSnapshot | null): Steps<Sitemap> {
  const lastmod = snapshot?.loadedAt.toISOString();
  const entries: string[] = [];
  const page = (path: string, modified?: string) => {
    for (const language of LANGUAGES) entries.push(urlEntry(`${siteUrl}${pathInLanguage(path, language)}`, modified));
  };
  for (const path of STATIC_PATHS) page(path, path === CATALOGUE_PATH ? lastmod : undefined);
  // Only categories with medicines: an empty one is offered nowhere (docs/product.md 2.8).
  for (const category of HOME_CATEGORIES) {
    if (snapshot && categoryCount(snapshot.medicines, category.id) > 0) page(categoryHref(category.id), lastmod);
  }
  // In steps: at 100k rows the addresses take most of a second to write.
  const medicines = snapshot?.medicines ?? [];
  for (let index = 0; index < medicines.length; index++) {
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    page(medicineHref(medicines[index]!.id), lastmod);
  }
  page(MANUFACTURERS_PATH, lastmod);
  if (snapshot) {
    for (const manufacturer of (yield* prepareManufacturerDirectory(snapshot.medicines)).all) {
      page(manufacturerPageHref(manufacturer.name), lastmod);
    }
  }

  if (entries.length <= SITEMAP_MAX_URLS) {
    return { urls: entries.length, main: urlset(entries), parts: [] };
  }
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += SITEMAP_MAX_URLS) {
    yield; // each part is a few milliseconds of joining
    parts.push(urlset(entries.slice(start, start + SITEMAP_MAX_URLS)));
  }
  const sitemaps = parts.map(
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`,
  );
  return {
    urls: entries.length,
    main: fileOf(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`,
    ),
    parts,
  };
}

/** Part `n` (1-based) of a split sitemap; undefined for a number it does not have (or when it is not split). */
export function sitemapPart(sitemap: Sitemap, n: number): SitemapFile | undefined {
  return Number.isInteger(n) && n >= 1 ? sitemap.parts[n - 1] : undefined;
}

/** The sitemaps of the catalogues being served, per site address (one in a server; tests use several). */
const sitemapsBySite = new Map<string, PerCatalogueSteps<CatalogueSnapshot, Sitemap>>();

function sitemapsOf(siteUrl: string): PerCatalogueSteps<CatalogueSnapshot, Sitemap> {
  let sitemaps = sitemapsBySite.get(siteUrl);
  if (!sitemaps) {
    sitemaps = oncePerCatalogueInSteps((snapshot: CatalogueSnapshot) => sitemapSteps(siteUrl, snapshot));
    sitemapsBySite.set(siteUrl, sitemaps);
  }
  return sitemaps;
}

/**
 * The sitemap of the catalogue being served, kept while that version is (none: built each time, it
 * is short). One asked for before it was prepared is built in slices, other requests going on meanwhile.
 */
export function sitemapOf(siteUrl: string, snapshot: CatalogueSnapshot | null): Promise<Sitemap> {
  if (!snapshot) return Promise.resolve(runNow(sitemapSteps(siteUrl, null)));
  return runInSlices(sitemapsOf(siteUrl).prepare(snapshot));
}

/**
 * Builds the sitemap of a catalogue as it loads, in steps that may pause, and starts gzipping its
 * files on the thread pool (a part is 5 MB of XML), so that no request waits for either.
 */
export function* prepareSitemap(siteUrl: string, snapshot: CatalogueSnapshot): Steps<void> {
  const sitemap = yield* sitemapsOf(siteUrl).prepare(snapshot);
  // A failed gzip is made again when the file is asked for, which then reports it.
  for (const file of [sitemap.main, ...sitemap.parts]) file.gzip().catch(() => undefined);
}

/** The answer for one sitemap file: gzipped when the client takes it (the compression middleware leaves it alone). */
export async function sitemapResponse(file: SitemapFile, acceptEncoding: string | null): Promise<Response> {
  const headers = new Headers({ "Content-Type": "application/xml; charset=utf-8", Vary: "Accept-Encoding" });
  if (acceptsGzip(acceptEncoding)) {
    headers.set("Content-Encoding", "gzip");
    return new Response(new Uint8Array(await file.gzip()), { headers });
  }
  return new Response(new Uint8Array(file.xml), { headers });
}

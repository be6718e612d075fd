/** The sitemap's address (or its index past 50,000 addresses), named by robots.txt and registered by app/routes.ts. */
export const SITEMAP_PATH = "/sitemap.xml";

/** The folder of a split sitemap's parts (past 50,000 addresses), registered by app/routes.ts. */
export const SITEMAP_PARTS_PATH = "/sitemap";

/** Where the sitemap's part `n` (1-based) lives when it is split (app/routes/sitemap-part.ts). */
export function sitemapPartPath(part: number): string {
  return `${SITEMAP_PARTS_PATH}/${part}.xml`;
}

/** Whom to tell of a weakness in the site (RFC 9116 §3: under /.well-known/), registered by app/routes.ts. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

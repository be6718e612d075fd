/** The sitemap's address (or its index past 50,000 addresses), named by robots.txt and registered by app/routes.ts. */
export const SITEMAP_PATH = "/sitemap.xml";

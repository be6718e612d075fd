/**
 * The sitemap's door on the server (docs/architecture.md, "Features and their doors").
 */
export { sitemapOf, sitemapPart, sitemapResponse, prepareSitemap } from "./sitemap.server";

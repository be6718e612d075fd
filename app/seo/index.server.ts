/**
 * The sitemap's and security.txt's door on the server (docs/architecture.md, "Features and their doors").
 */
export { securityTxt } from "./security-txt";
export { sitemapOf, sitemapPart, sitemapResponse, prepareSitemap } from "./sitemap.server";

/**
 * The search-engine pieces' door (docs/architecture.md, "Features and their doors"): page meta,
 * JSON-LD, breadcrumbs, the sitemap's addresses. The sitemap files themselves are `index.server.ts`.
 */
export { BreadcrumbTrail } from "./breadcrumb-trail";
export { SITEMAP_PARTS_PATH, SITEMAP_PATH } from "./links";
export { OrganizationJsonLd } from "./organization-json-ld";
export { canonicalUrl, pageMeta } from "./seo";

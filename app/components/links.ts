/**
 * The site's own addresses that belong to no feature: the pages about the company, which the
 * header, the footer and pages of every feature link to, and the web manifest. app/routes.ts
 * registers them from here.
 */

/** The company's page (docs/product.md 2.26). */
export const ABOUT_PATH = "/about";

/** The contact page with the enquiry form (docs/product.md 2.27). */
export const CONTACT_PATH = "/contact";

/** The web app manifest, linked from every page's head. */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

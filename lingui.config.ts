import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";

const AREAS = [
  "common",
  "catalogue",
  "medicine",
  "price-list",
  "enquiry",
  "home",
  "about",
  "manufacturers",
  "manufacturer",
  "desk",
  "changes",
];

/**
 * The interface's message catalogues (docs/decisions/012-i18n.md): one JSON file per part of the site and language,
 * `{ "message.id": "text in ICU MessageFormat" }`, compiled at build time by @lingui/vite-plugin
 * so the browser gets ready-to-run messages and no message parser. English is the source.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  // A missing Hindi message is an error (the build and a unit test fail), never English on /hi.
  fallbackLocales: false,
  // One catalogue per part of the site, so its texts are edited (and reviewed) together.
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/app/i18n/locales/${area}/{locale}`, include: ["<rootDir>/app"] })),
  format: formatter({ style: "minimal" }),
});

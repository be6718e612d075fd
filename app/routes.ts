import { type RouteConfig, index, route } from "@react-router/dev/routes";
import {
  CATALOGUE_PATH,
  CHANGES_PATH,
  changesDownloadPath,
  COPY_URL,
  MANUFACTURER_NAMES_PATH,
  MANUFACTURERS_PATH,
  PRICE_LIST_PATH,
  priceListDownloadPath,
  SEARCH_MISSES_PATH,
  SUGGESTIONS_URL,
} from "./catalogue/urls/links";
import { ABOUT_PATH, CONTACT_PATH, WEB_MANIFEST_PATH } from "./components/links";
import { ENQUIRY_PATH } from "./enquiry-list/links";
import { STOCK_CONFIRM_PATH, STOCK_STOP_PATH } from "./back-in-stock/links";
import {
  DESK_DEMAND_CSV_PATH,
  DESK_DEMAND_PATH,
  DESK_ENQUIRIES_PATH,
  DESK_LINK_PATH,
  DESK_PATH,
  DESK_ACTIVITY_PATH,
  DESK_SESSIONS_PATH,
  DESK_SHEET_PATH,
  DESK_SIGN_IN_PATH,
  DESK_SIGN_OUT_PATH,
  DESK_STOCK_PATH,
  deskTodayPath,
  DESK_NEW_ORDER_PATH,
} from "./desk/links";
import { HINDI_PREFIX } from "./i18n/languages";
import { ORDERS_PATH } from "./orders/links";
import { SECURITY_TXT_PATH, SITEMAP_PARTS_PATH, SITEMAP_PATH } from "./seo/links";

/**
 * The screens and the resources with text exist in English at their plain addresses and in Hindi
 * under `/hi` (docs/product.md §14): the same route modules, registered twice with their own ids,
 * the Hindi ones inside a layout route that loads the Hindi texts.
 * Resources without interface text (sitemap, robots, the catalogue copy, the manufacturer names,
 * search endpoints, health, web manifest) exist once.
 * The addresses come from the features' links modules, which also build the site's links to them.
 * React Router reads this file without the app's "~/" alias: those modules, and what they import,
 * use relative imports (a "~/" import there fails `react-router typegen` and the build).
 */

/** A route's path as React Router takes it: a site address without its leading slash. */
const at = (address: string) => address.replace(/^\//, "");
function pages(language: "en" | "hi") {
  // English routes keep the ids React Router derives from the file; Hindi ones get "hi/…".
  const id = (file: string) => (language === "en" ? {} : { id: `hi/${file.replace(/\.tsx?$/, "")}` });
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page(at(CATALOGUE_PATH), "routes/medicines.tsx"),
    page(at(PRICE_LIST_PATH), "routes/price-list.tsx"),
    page(at(priceListDownloadPath("csv")), "routes/price-list-csv.ts"),
    page(at(priceListDownloadPath("xlsx")), "routes/price-list-xlsx.ts"),
    page(at(CHANGES_PATH), "routes/changes.tsx"),
    page(at(changesDownloadPath("csv")), "routes/changes-csv.ts"),
    page(at(changesDownloadPath("xlsx")), "routes/changes-xlsx.ts"),
    page(at(changesDownloadPath("atom")), "routes/changes-atom.ts"),
    page(`${at(CATALOGUE_PATH)}/:id`, "routes/medicine.tsx"),
    page(at(ABOUT_PATH), "routes/about.tsx"),
    page(at(CONTACT_PATH), "routes/contact.tsx"),
    page(at(ENQUIRY_PATH), "routes/enquiry.tsx"),
    page(at(ORDERS_PATH), "routes/my-orders.tsx"),
    page(`${at(ORDERS_PATH)}/:token`, "routes/order.tsx"),
    page(at(STOCK_STOP_PATH), "routes/stock-stop.tsx"),
    page(at(STOCK_CONFIRM_PATH), "routes/stock-confirm.tsx"),
    page(at(MANUFACTURERS_PATH), "routes/manufacturers.tsx"),
    page(`${at(MANUFACTURERS_PATH)}/:slug`, "routes/manufacturer.tsx"),
    // The order desk (docs/product.md "Order desk"): staff only, never cached or indexed.
    page(at(DESK_PATH), "routes/desk-enquiries.tsx"),
    page(at(DESK_SIGN_IN_PATH), "routes/desk-sign-in.tsx"),
    page(at(DESK_LINK_PATH), "routes/desk-link.tsx"),
    page(at(DESK_SIGN_OUT_PATH), "routes/desk-sign-out.ts"),
    page(`${at(DESK_ENQUIRIES_PATH)}/:id`, "routes/desk-enquiry.tsx"),
    page(at(DESK_NEW_ORDER_PATH), "routes/desk-new-order.tsx"),
    page(at(DESK_DEMAND_PATH), "routes/desk-demand.tsx"),
    page(at(DESK_STOCK_PATH), "routes/desk-stock.tsx"),
    page(at(DESK_SHEET_PATH), "routes/desk-sheet.tsx"),
    page(at(DESK_SESSIONS_PATH), "routes/desk-sessions.tsx"),
    page(at(DESK_ACTIVITY_PATH), "routes/desk-activity.tsx"),
  ];
}

export default [
  ...pages("en"),
  // The Hindi pages sit in a layout route that brings the Hindi texts (routes/hindi.tsx).
  route(at(HINDI_PREFIX), "routes/hindi.tsx", { id: "hi" }, [
    ...pages("hi"),
    route("*", "routes/not-found.tsx", { id: "hi/routes/not-found" }),
  ]),
  route("healthz", "routes/healthz.ts"),
  route(at(SITEMAP_PATH), "routes/sitemap-xml.ts"),
  route(`${at(SITEMAP_PARTS_PATH)}/:part`, "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route(at(SECURITY_TXT_PATH), "routes/security-txt.ts"),
  route(at(COPY_URL), "routes/catalogue-json.ts"),
  route(at(MANUFACTURER_NAMES_PATH), "routes/manufacturers-json.ts"),
  route(at(SEARCH_MISSES_PATH), "routes/search-misses.ts"),
  route(at(SUGGESTIONS_URL), "routes/search-suggestions.ts"),
  route(at(WEB_MANIFEST_PATH), "routes/manifest-webmanifest.ts"),
  route(at(DESK_DEMAND_CSV_PATH), "routes/desk-demand-csv.ts"),
  // An order's billing files: one address each, their columns the billing software's in either language.
  route(`${at(DESK_ENQUIRIES_PATH)}/:id/billing.csv`, "routes/desk-billing.ts", { id: "routes/desk-billing-csv" }),
  route(`${at(DESK_ENQUIRIES_PATH)}/:id/billing.xlsx`, "routes/desk-billing.ts", { id: "routes/desk-billing-xlsx" }),
  route(`${at(DESK_ENQUIRIES_PATH)}/:id/tally.xml`, "routes/desk-billing.ts", { id: "routes/desk-billing-xml" }),
  // "Today's orders": every order accepted this India day, in one file of each kind.
  route(at(deskTodayPath("csv")), "routes/desk-today.ts", { id: "routes/desk-today-csv" }),
  route(at(deskTodayPath("xml")), "routes/desk-today.ts", { id: "routes/desk-today-xml" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

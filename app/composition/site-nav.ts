import { CATALOGUE_PATH, CHANGES_PATH, MANUFACTURERS_PATH } from "~/catalogue";
import { ABOUT_PATH, CONTACT_PATH } from "~/components/links";
import { ORDERS_PATH } from "~/orders/links";
import type { FooterLink } from "~/components/site-footer";
import type { NavItem } from "~/components/site-header";

/**
 * The site's navigation, which the layout (app/root.tsx) gives the header and the footer: the
 * shared components link to the features' pages without importing the features.
 */
export const HEADER_NAV: readonly NavItem[] = [
  { to: "/", label: "nav.home" },
  // "Medicines" is marked on a medicine's page, not on "What's new" (its own item).
  { to: CATALOGUE_PATH, label: "nav.medicines", notUnder: CHANGES_PATH },
  // Buyers order by company: the manufacturers' pages are one step away (docs/product.md 11.5).
  { to: MANUFACTURERS_PATH, label: "nav.manufacturers" },
  // A reason to come back: new medicines, stock and prices (docs/product.md §17).
  { to: CHANGES_PATH, label: "nav.changes" },
  { to: ABOUT_PATH, label: "nav.about" },
  { to: CONTACT_PATH, label: "nav.contact" },
  // The orders sent from this device, with "Order again" (docs/product.md 12.3d).
  { to: ORDERS_PATH, label: "nav.myOrders" },
];

/** The footer's quick links (docs/product.md 2.4). */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { to: "/", label: "nav.home" },
  { to: CATALOGUE_PATH, label: "nav.medicines" },
  { to: MANUFACTURERS_PATH, label: "nav.manufacturers" },
  { to: ABOUT_PATH, label: "footer.aboutUs" },
  { to: CONTACT_PATH, label: "footer.contactUs" },
];

/** The page a visitor who is lost is offered besides the home page (the catalogue). */
export const BROWSE_PATH = CATALOGUE_PATH;

/** The page whose own search box replaces the header's on a phone (docs/product.md 2.2). */
export const OWN_SEARCH_PATH = CATALOGUE_PATH;

/**
 * The order desk's addresses (docs/product.md "Order desk"), written as the English pages';
 * `~/i18n/link` and `pathInLanguage` put them under /hi on a Hindi page.
 */
export const DESK_PATH = "/desk";
export const DESK_SIGN_IN_PATH = "/desk/sign-in";
/** Where an e-mailed link leads: `?token=…`. */
export const DESK_LINK_PATH = "/desk/sign-in/link";
export const DESK_SIGN_OUT_PATH = "/desk/sign-out";
export const DESK_DEMAND_PATH = "/desk/demand";
export const DESK_SHEET_PATH = "/desk/sheet";
/** "Waiting for stock": open back-in-stock requests, and buyers to tell (docs/product.md 17.4). */
export const DESK_STOCK_PATH = "/desk/stock";
/** "Your sessions": the staff member's own, and "Sign out everywhere". */
export const DESK_SESSIONS_PATH = "/desk/sessions";
/** "Activity": the action record, newest first. */
export const DESK_ACTIVITY_PATH = "/desk/activity";
/** "New order" (decision 61): an order that came by WhatsApp or phone, entered by the staff. */
export const DESK_NEW_ORDER_PATH = "/desk/orders/new";
export const DESK_DEMAND_CSV_PATH = "/desk/demand.csv";

/** Every desk address, in either language, with or without `.data`: never kept by a cache. */
export const DESK_ADDRESS = /^(?:\/hi)?\/desk(?:[/.]|$)/i;

/** An order's billing files: CSV and Excel for the billing software, XML for TallyPrime (decision 60). */
export type BillingFormat = "csv" | "xlsx" | "xml";

/** The orders, each at `/desk/enquiries/{n}`. */
export const DESK_ENQUIRIES_PATH = "/desk/enquiries";

export function deskEnquiryPath(id: number): string {
  return `${DESK_ENQUIRIES_PATH}/${id}`;
}

/** An order's billing file; the same in both languages (its columns are the billing software's). */
export function deskBillingPath(id: number, format: BillingFormat): string {
  return `${deskEnquiryPath(id)}/${format === "xml" ? "tally" : "billing"}.${format}`;
}

/** "Today's orders" (decision 60): every order accepted this India day, as one CSV or one Tally file. */
export function deskTodayPath(format: "csv" | "xml"): string {
  return `${DESK_PATH}/today.${format}`;
}

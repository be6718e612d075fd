/** The enquiry list's page, and the address every change of the list is posted to (docs/product.md §12). */
export const ENQUIRY_PATH = "/enquiry";

/** The query parameter of a saved list's address (docs/product.md 12.6). */
export const SAVED_LIST_PARAMETER = "saved";

/** The address of a saved list: the list's page with the signed list (already URL-safe). */
export function savedListPath(enquiryPath: string, value: string): string {
  return `${enquiryPath}?${SAVED_LIST_PARAMETER}=${value}`;
}

/**
 * The fetcher every "Add … to enquiry" button shares: the one live region of the layout
 * (AddedAnnouncement) reads its answer, whichever card sent it.
 */
export const ADD_FETCHER_KEY = "enquiry-list-add";

/** The id of the list page's section "Add from an order list": "Paste an order" leads there (docs/product.md 12.11). */
export const ORDER_LIST_ANCHOR = "paste-order";
/** The id of the check table's section: "Find medicines" answers land there without JavaScript. */
export const ORDER_CHECK_ANCHOR = "check-order";
/** The id of the list's ways to send: the phone's "Send" jump link leads there. */
export const SEND_ANCHOR = "send-list";

/** "Paste an order": the list's page at its paste section. */
export const PASTE_ORDER_HREF = `${ENQUIRY_PATH}#${ORDER_LIST_ANCHOR}`;

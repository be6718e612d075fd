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

/** The enquiry list's page, and the address every change of the list is posted to (docs/product.md §12). */
export const ENQUIRY_PATH = "/enquiry";

/**
 * The fetcher every "Add … to enquiry" button shares: the one live region of the layout
 * (AddedAnnouncement) reads its answer, whichever card sent it.
 */
export const ADD_FETCHER_KEY = "enquiry-list-add";

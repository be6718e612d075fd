/** The enquiry list's page, and the address every change of the list is posted to (docs/product.md §12). */
export const ENQUIRY_PATH = "/enquiry";

/**
 * The fetcher every "Add … to enquiry" button shares: the one live region of the layout
 * (AddedAnnouncement) reads its answer, whichever card sent it.
 */
export const ADD_FETCHER_KEY = "enquiry-list-add";

/** What a form posted to {@link ENQUIRY_PATH} asks for. */
export const LIST_INTENTS = ["add", "enquire", "quantity", "remove", "send"] as const;
export type ListIntent = (typeof LIST_INTENTS)[number];

/**
 * The copy's page maker, loaded only when a search is answered from the copy: its own file, which
 * the catalogue page fetches on demand. A module of its own so that the catalogue's entry stays a
 * file of re-exports.
 */
export const loadPageFromCopy = () => import("./page-from-copy");

export type PageFromCopy = Awaited<ReturnType<typeof loadPageFromCopy>>;

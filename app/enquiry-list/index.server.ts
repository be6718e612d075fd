/**
 * The enquiry list's door for the server's infrastructure (app/server/load-context.ts builds each
 * request's list with it); pages use its components/ and links.ts.
 */
export { createListSession, type ListSession } from "./session.server";

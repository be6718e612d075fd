/**
 * Back-in-stock's door for pages (docs/architecture.md, "Features and their doors"): the
 * "Notify me" form and link, contacts as a buyer types them, its addresses. The server's half is
 * `index.server.ts`.
 */
export { NotifyForm, NotifyLink, type NotifyAnswer } from "./components/notify-form";
export { parseContact, shownContact } from "./contact";
export { CHANNELS } from "./db-schema";
export { NOTIFY_ANCHOR, STOCK_STOP_PATH } from "./links";

/**
 * The enquiry list's door on the server (docs/architecture.md, "Features and their doors"): each
 * request's list, its actions and cookies. Pages and browser code import `index.ts`.
 */
export { createListSession, setCookieHeaders, type ListSession } from "./session.server";
export { enquiryListAction, savedListView, shownLines } from "./actions.server";
export { rememberedBuyerOf } from "./buyer-cookie.server";
export { encodeList, LIST_COOKIE_NAME, hasListCookie } from "./cookie.server";
export { type EnquiryList } from "./list";
export { cookiesOf } from "./cookies";
export { findOrderMedicines, checkAsPosted, type OrderChecking } from "./order-lines/order-actions.server";
export { settleOrder } from "./order-lines/desk-order.server";
export { orderChecking } from "./intents/changes.server";

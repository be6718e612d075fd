/**
 * The enquiry list's door for pages and shared UI (docs/architecture.md, "Features and their
 * doors"): its components, links and the list's model as pages show it. The server's half is
 * `index.server.ts`.
 */
export { type ListActionResult } from "./action-result";
export { useQueuedListSubmit } from "./change-queue";
export { addToEnquiryCardAction, AddToEnquiry } from "./components/add-to-enquiry";
export { AddedAnnouncement } from "./components/added-announcement";
export { AskOnWhatsApp } from "./components/ask-on-whatsapp";
export { EnquiryLines, OrderNotes } from "./components/enquiry-lines";
export { HeaderListLinks } from "./components/header-links";
export { OrderList, type CheckFinish } from "./components/order-list";
export { type OrderCheck } from "./order-lines/order-check";
export { OrderSentNotice } from "./components/order-sent";
export { SaveListLink, SavedList } from "./components/saved-list";
export { SendLinks } from "./components/send-links";
export { quantityText } from "./line-text";
export { ENQUIRY_PATH, ORDER_LIST_ANCHOR, SAVED_LIST_PARAMETER, SEND_ANCHOR, PASTE_ORDER_HREF } from "./links";
export { addFreeTextLine, addToList, type EnquiryList, isNote, orderedLines } from "./list";
export { mailtoHref } from "./share";
export { rememberBuyer, useRememberedBuyer } from "./use-remembered-buyer";
export { useTypedQuantities } from "./use-typed-quantities";

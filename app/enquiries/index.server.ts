/**
 * The enquiries' door on the server (docs/architecture.md, "Features and their doors"): the service
 * that receives enquiries and orders, their store and exports, and the order API the desk reads and
 * writes an order's status through. Browser code imports `index.ts`.
 */
export {
  type StoredEnquiry,
  type EnquiryStore,
  type NewEnquiry,
  type StatusChange,
  EnquiryNotStoredError,
} from "./enquiry-store";
export { enquiriesToCsv, enquiriesToJson } from "./export";
export { BUYER_FIELDS, BUYER_MAX_LENGTH, type BuyerDetails, type OrderReceipt } from "./form";
export { type EnquiryService, startEnquiries } from "./service.server";
export { enquirySettings, mailOf } from "./settings.server";
export { openEnquiryStore, REPEAT_WINDOW_MS } from "./store.server";
export { linesOfOrders, type SentLine } from "./order-lines.server";
export { oneLine, enquiryValuesOf, parsePagePath, typedBuyer } from "./validation";
// The enquiries' tables, for the desk's store, which reads and writes an order's status.
export * as enquiryTables from "./db-schema";
export * as enquiryTwins from "./db-schema.pg";

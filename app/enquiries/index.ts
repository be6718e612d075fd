/**
 * The enquiries' door for browser code and pages (docs/architecture.md, "Features and their doors"):
 * the contact form, the buyer's fields and their checks. What the server runs is `index.server.ts`.
 */
export { ContactForm, ReceivedNotice } from "./components/contact-form";
export { type StoredLine } from "./enquiry-store";
export { ORDER_STATUSES, type OrderChannel, type OrderStatus } from "./db-schema";
export { type OrderPlan, type PlanLine, orderPlanSchema, parseStoredPlan, shortOf } from "./order-plan";
export {
  HONEYPOT_FIELD,
  type EnquiryOutcome,
  type EnquiryValues,
  BUYER_FIELDS,
  BUYER_LABELS,
  type BuyerDetails,
  type BuyerField,
  EMPTY_ENQUIRY_VALUES,
  ENQUIRY_FIELDS,
} from "./form";
export { optionalEmailSchema, phoneSchema } from "./validation";

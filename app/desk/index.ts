/**
 * The order desk's door for its pages (docs/architecture.md, "Features and their doors"): its
 * addresses, its navigation and sign-in form, status labels, billing rows and reply text. What the
 * server runs is `index.server.ts`.
 */
export { billingCsv, billingFileName, billingRows, billOf, billTotals, dayFileName } from "./billing";
export { DeskPage } from "./components/desk-nav";
export { SignInForm, type SignInAnswer } from "./components/sign-in-form";
export { CHANNEL_LABEL, STATUS_LABEL, STATUS_TONE } from "./components/status-label";
export { DEMAND_PERIODS } from "./demand-periods";
export {
  DESK_ACTIVITY_PATH,
  DESK_DEMAND_CSV_PATH,
  DESK_DEMAND_PATH,
  DESK_ENQUIRIES_PATH,
  DESK_LINK_PATH,
  DESK_PATH,
  DESK_SESSIONS_PATH,
  DESK_SHEET_PATH,
  DESK_NEW_ORDER_PATH,
  DESK_SIGN_IN_PATH,
  DESK_SIGN_OUT_PATH,
  DESK_STOCK_PATH,
  deskEnquiryPath,
  deskBillingPath,
  deskTodayPath,
} from "./links";
export { lineViews } from "./order-lines";
export { replyText } from "./reply";
export { DESK_STATUSES, type DeskStatus } from "./db-schema";
export { CopyReply } from "./components/copy-reply";
export { PlanTable, type PlanView } from "./components/plan-table";

/**
 * The order desk's door on the server (docs/architecture.md, "Features and their doors"): its
 * service, store, guards, sign-in, digests and billing files. Browser code imports `index.ts`.
 */
export { billingXlsx } from "./billing-xlsx.server";
export { billingResponse } from "./billing-response.server";
export { tallyXml } from "./tally";
export { DESK_HEADERS, enquiryNumber, notFound, staffForPage, staffForAction } from "./guard.server";
export { DESK_ADDRESS } from "./links";
export { lostDemandCsv, lostDemandOf } from "./lost-demand.server";
export { type DeskService, startDesk } from "./service.server";
export { deskSettings } from "./settings.server";
export { fromAnotherSite, staffEmailSchema, createSignIn, sessionCookie, crossSite } from "./sign-in.server";
export { type DeskFilter, openDeskStore } from "./store.server";
export { moveOrder } from "./order-status.server";
export { type DeskOrder, loadDeskOrder } from "./order-page.server";
export type { LineChoice } from "./supply-plan";

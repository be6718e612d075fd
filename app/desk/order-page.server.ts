import { alternativesOf, type CatalogueStore } from "~/catalogue/index.server";
import { schemeText, type Medicine } from "~/catalogue";
import type { EnquiryStore } from "~/enquiries/index.server";
import type { OrderPlan } from "~/enquiries";
import { lineViews, type LineView } from "./order-lines";
import { enquiryNumber, notFound, staffForPage } from "./guard.server";
import type { DeskService } from "./service.server";
import type { DeskEnquiry } from "./store.server";
import { choicesOfPlan, supplyPlan, type LineChoice, type SupplyPlan } from "./supply-plan";

/*
 * One load for an order's desk page and its billing files (docs/product.md "Order desk"): the
 * staff checked, the order read through the desk's store, its recorded plan through the
 * enquiries' store, today's catalogue, and the supply plan of the three.
 */

export type OrderPageServices = {
  desk: DeskService;
  catalogue: Pick<CatalogueStore, "read">;
  enquiries: Pick<EnquiryStore, "orderPlan">;
  rateIncludesGst: boolean;
};

export type DeskOrder = {
  staff: { email: string };
  enquiry: DeskEnquiry;
  /** Whether the plan shown is the one recorded with "Accept order". */
  recorded: boolean;
  /** The plan recorded with "Accept order", as stored (null before). */
  stored: OrderPlan | null;
  plan: SupplyPlan;
  /** The lines as sent beside today's catalogue. */
  lines: LineView[];
  /** Each medicine's scheme as the sheet says it, for the replies. */
  schemes: Map<string, string>;
};

/** How far the alternatives are read to find substitutes in stock. */
const ALTERNATIVES_READ = 50;

export async function loadDeskOrder(
  request: Request,
  number: string | undefined,
  services: OrderPageServices,
  /** Choices the staff posted: the plan they asked for instead of the recorded one. */
  posted?: ReadonlyMap<number, LineChoice>,
): Promise<DeskOrder> {
  const staff = await staffForPage(request, services.desk);
  const id = enquiryNumber(number);
  const [enquiry, stored, { snapshot }] = await Promise.all([
    services.desk.store.enquiry(id),
    services.enquiries.orderPlan(id),
    services.catalogue.read(),
  ]);
  if (!enquiry) notFound();
  const catalogue = {
    medicineOf: (medicineId: string) => snapshot?.byId.get(medicineId),
    alternativesOf: (medicine: Medicine) =>
      snapshot
        ? alternativesOf(snapshot.medicines, medicine, ALTERNATIVES_READ).shown.map(({ medicine: other }) => other)
        : [],
    rateIncludesGst: services.rateIncludesGst,
  };
  const choices = posted ?? (stored ? choicesOfPlan(stored) : undefined);
  const plan = supplyPlan(enquiry.lines, catalogue, choices);
  const schemes = new Map<string, string>();
  for (const line of enquiry.lines) {
    const medicine = line.medicineId ? snapshot?.byId.get(line.medicineId) : undefined;
    if (medicine?.scheme) schemes.set(medicine.id, schemeText(medicine.scheme));
  }
  const lines = lineViews(enquiry.lines, catalogue.medicineOf);
  return { staff, enquiry, recorded: posted === undefined && stored !== null, stored, plan, lines, schemes };
}

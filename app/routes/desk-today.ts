import type { Route } from "./+types/desk-today";
import { billingCsv, billingRows, billOf, dayFileName } from "~/desk";
import { billingResponse, staffForPage, tallyXml } from "~/desk/index.server";
import { indiaDayBounds, indiaIsoDate } from "~/formatting/india-time";
import { catalogueContext, deskContext } from "~/composition/load-context";

/**
 * "Today's orders" (decision 60, docs/product.md "Order desk"): every order accepted this India
 * day, as one billing CSV (a block of rows per order, the per-order file's columns) or one Tally
 * file (a "Sales Order" voucher per order), built by the per-order builders. Signed-in staff only;
 * never kept by any cache; each download recorded in the desk's actions (buyer data leaving).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const format = new URL(request.url).pathname.endsWith(".xml") ? "xml" : "csv";
  const now = new Date();
  const { from, to } = indiaDayBounds(now);
  const [accepted, { snapshot }] = await Promise.all([
    desk.store.acceptedBetween(from, to),
    context.get(catalogueContext).read(),
  ]);
  const bills = accepted.map(({ order, plan }) => billOf(order, plan, (medicineId) => snapshot?.byId.get(medicineId)));
  const day = indiaIsoDate(now);
  // A download of buyers' data is recorded (ASVS 8.3.5), shown at /desk/activity.
  await desk.store.record({
    staff: staff.email,
    action: "download:billing",
    detail: `${format}, orders accepted ${day}: ${bills.length}`,
    at: now,
  });
  return billingResponse(
    format === "xml" ? await tallyXml(bills) : billingCsv(billingRows(bills)),
    format,
    dayFileName(day, format),
  );
}

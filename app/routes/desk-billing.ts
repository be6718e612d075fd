import type { Route } from "./+types/desk-billing";
import { billingCsv, billingFileName, billingRows, billOf, billTotals } from "~/desk";
import { billingResponse, billingXlsx, enquiryNumber, notFound, staffForPage, tallyXml } from "~/desk/index.server";
import { catalogueContext, deskContext } from "~/composition/load-context";

/**
 * An order's billing files (decision 60, docs/product.md "Order desk"): "Download for billing"
 * as CSV or Excel, "Download for Tally (XML)", each the order's supplied lines. Signed-in staff
 * only; never kept by any cache; each download recorded in the desk's actions (buyer data leaving).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const id = enquiryNumber(params.id);
  const enquiry = await desk.store.enquiry(id);
  if (!enquiry) notFound();
  const { snapshot } = await context.get(catalogueContext).read();
  const bill = billOf(enquiry, null, (medicineId) => snapshot?.byId.get(medicineId));
  const path = new URL(request.url).pathname;
  const format = path.endsWith(".xlsx") ? "xlsx" : path.endsWith(".xml") ? "xml" : "csv";
  const now = new Date();
  await desk.store.record({ staff: staff.email, action: `download:${format}`, enquiryId: id, at: now });
  const body =
    format === "xml"
      ? tallyXml([bill])
      : format === "xlsx"
        ? new Uint8Array(await billingXlsx(billingRows([bill]), billTotals([bill]), `Order ${id}`, now))
        : billingCsv(billingRows([bill]));
  return billingResponse(body, format, billingFileName(id, format));
}

import type { Route } from "./+types/desk-billing";
import { billingCsv, billingFileName, billingRows, billOf, billTotals } from "~/desk";
import { billingResponse, billingXlsx, loadDeskOrder, tallyXml } from "~/desk/index.server";
import { rateTermsOfConfig } from "~/catalogue/index.server";
import { catalogueContext, configContext, deskContext, enquiriesContext } from "~/composition/load-context";

/**
 * An order's billing files (decision 60, docs/product.md "Order desk"): "Download for billing"
 * as CSV or Excel, "Download for Tally (XML)", each the order's supplied lines. Signed-in staff
 * only; never kept by any cache; each download recorded in the desk's actions (buyer data leaving).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const catalogue = context.get(catalogueContext);
  const { staff, enquiry, stored } = await loadDeskOrder(request, params.id, {
    desk,
    catalogue,
    enquiries: context.get(enquiriesContext).store,
    rateIncludesGst: rateTermsOfConfig(context.get(configContext)).rateIncludesGst,
  });
  const id = enquiry.id;
  const { snapshot } = await catalogue.read();
  const bill = billOf(enquiry, stored, (medicineId) => snapshot?.byId.get(medicineId));
  const path = new URL(request.url).pathname;
  const format = path.endsWith(".xlsx") ? "xlsx" : path.endsWith(".xml") ? "xml" : "csv";
  const now = new Date();
  // A download of a buyer's data is recorded (ASVS 8.3.5), shown at /desk/activity.
  await desk.store.record({ staff: staff.email, action: "download:billing", enquiryId: id, detail: format, at: now });
  const body =
    format === "xml"
      ? await tallyXml([bill])
      : format === "xlsx"
        ? await billingXlsx(billingRows([bill]), billTotals([bill]), `Order ${id}`, now)
        : billingCsv(billingRows([bill]));
  return billingResponse(body, format, billingFileName(id, format));
}

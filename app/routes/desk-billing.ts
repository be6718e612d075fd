import type { Route } from "./+types/desk-billing";
import { billingCsv, billingFileName, billingRows } from "~/desk";
import { billingXlsx } from "~/desk/index.server";
import { DESK_HEADERS, loadDeskOrder } from "~/desk/index.server";
import { XLSX_CONTENT_TYPE, CSV_CONTENT_TYPE, rateTermsOfConfig } from "~/catalogue/index.server";
import { catalogueContext, configContext, deskContext, enquiriesContext } from "~/composition/load-context";

/**
 * "Download for billing" (docs/product.md "Order desk"): an order's lines with today's rates as
 * CSV or Excel, for the billing software. Signed-in staff only; never kept by any cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { enquiry, lines } = await loadDeskOrder(request, params.id, {
    desk: context.get(deskContext),
    catalogue: context.get(catalogueContext),
    enquiries: context.get(enquiriesContext).store,
    rateIncludesGst: rateTermsOfConfig(context.get(configContext)).rateIncludesGst,
  });
  const id = enquiry.id;
  const rows = billingRows(enquiry, lines);
  const format = new URL(request.url).pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  const headers = {
    ...DESK_HEADERS,
    "Content-Type": format === "xlsx" ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${billingFileName(id, format)}"`,
  };
  const body =
    format === "xlsx" ? new Uint8Array(await billingXlsx(rows, `Order ${id}`, new Date())) : billingCsv(rows);
  return new Response(body, { headers });
}

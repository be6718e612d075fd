import type { Route } from "./+types/desk-billing";
import { billingCsv, billingFileName, billingRows } from "~/desk";
import { billingXlsx } from "~/desk/index.server";
import { DESK_HEADERS, enquiryNumber, notFound, staffForPage } from "~/desk/index.server";
import { lineViews } from "~/desk";
import { XLSX_CONTENT_TYPE, CSV_CONTENT_TYPE } from "~/catalogue/index.server";
import { catalogueContext, deskContext } from "~/composition/load-context";

/**
 * "Download for billing" (docs/product.md "Order desk"): an order's lines with today's rates as
 * CSV or Excel, for the billing software. Signed-in staff only; never kept by any cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const id = enquiryNumber(params.id);
  const enquiry = await desk.store.enquiry(id);
  if (!enquiry) notFound();
  const format = new URL(request.url).pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  // A download of a buyer's data is recorded (ASVS 8.3.5), shown at /desk/activity.
  await desk.store.record({
    staff: staff.email,
    action: "download:billing",
    enquiryId: id,
    detail: format,
    at: new Date(),
  });
  const { snapshot } = await context.get(catalogueContext).read();
  const rows = billingRows(
    enquiry,
    lineViews(enquiry.lines, (medicineId) => snapshot?.byId.get(medicineId)),
  );
  const headers = {
    ...DESK_HEADERS,
    "Content-Type": format === "xlsx" ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${billingFileName(id, format)}"`,
  };
  const body =
    format === "xlsx" ? new Uint8Array(await billingXlsx(rows, `Order ${id}`, new Date())) : billingCsv(rows);
  return new Response(body, { headers });
}

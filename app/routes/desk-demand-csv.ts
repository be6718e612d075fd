import type { Route } from "./+types/desk-demand-csv";
import { DESK_HEADERS, staffForPage } from "~/desk/index.server";
import { lostDemandCsv, lostDemandOf } from "~/desk/index.server";
import { CSV_CONTENT_TYPE } from "~/catalogue/index.server";
import { indiaIsoDate } from "~/formatting/india-time";
import { backInStockContext, deskContext, searchMissesContext } from "~/composition/load-context";

/** "Download lost demand (CSV)": every row of both groups of the period, formula-safe. Staff only, never kept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const now = new Date();
  const demand = await lostDemandOf(
    new URL(request.url),
    {
      desk: desk.store,
      searchMisses: context.get(searchMissesContext).store,
      stockRequests: context.get(backInStockContext).store,
    },
    now,
  );
  const { days } = demand;
  // A download of buyers' data is recorded (ASVS 8.3.5), shown at /desk/activity.
  await desk.store.record({ staff: staff.email, action: "download:lost-demand", detail: `${days} days`, at: now });
  return new Response(lostDemandCsv(demand, desk.siteUrl), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="lost-demand-${days}-days-${indiaIsoDate(now)}.csv"`,
    },
  });
}

import type { Route } from "./+types/desk-demand-csv";
import { DESK_HEADERS, staffForPage } from "~/desk/guard.server";
import { lostDemandCsv, lostDemandOf } from "~/desk/lost-demand.server";
import { CSV_CONTENT_TYPE } from "~/catalogue/index.server";
import { indiaIsoDate } from "~/formatting/india-time";
import { deskContext, searchMissesContext } from "~/composition/load-context";

/** "Download lost demand (CSV)": every row of the period, formula-safe. Staff only, never kept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  await staffForPage(request, desk);
  const now = new Date();
  const { days, rows } = await lostDemandOf(
    new URL(request.url),
    { desk: desk.store, searchMisses: context.get(searchMissesContext).store },
    now,
  );
  return new Response(lostDemandCsv(rows), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="lost-demand-${days}-days-${indiaIsoDate(now)}.csv"`,
    },
  });
}

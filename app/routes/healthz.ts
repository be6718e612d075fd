import type { Route } from "./+types/healthz";
import { catalogueContext, enquiriesContext, orderChecksContext } from "~/composition/load-context";

/**
 * Liveness and catalogue state for monitors: 200 while a catalogue is served (ok, or degraded or
 * stale with the reason), 503 otherwise; and whether enquiries can be stored (`enquiries.status`
 * "failing" with the reason: the database file deleted or unopenable, a full disk). Enquiries that
 * fail make a served catalogue's "ok" "degraded", with their reason, and keep the 200: the site is
 * up, only enquiries are refused. Anyone may read it, so it names the kind of source and never its
 * address (app/catalogue/sheet/source.server.ts). `orderChecks`: order checks running and waiting
 * in the worker pool, and its bounds (app/catalogue/order-lines/checks/).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const health = context.get(catalogueContext).health();
  const enquiries = await context.get(enquiriesContext).health();
  const serving = health.status === "ok" || health.status === "degraded" || health.status === "stale";
  const enquiriesFail = health.status === "ok" && enquiries.status === "failing";
  return Response.json(
    {
      ...health,
      ...(enquiriesFail && { status: "degraded", reason: `enquiries cannot be stored: ${enquiries.reason}` }),
      enquiries,
      orderChecks: context.get(orderChecksContext).load(),
    },
    { status: serving ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

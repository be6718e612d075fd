import type { Route } from "./+types/healthz";
import { backupsContext, catalogueContext, enquiriesContext, orderChecksContext } from "~/composition/load-context";

/**
 * Liveness and catalogue state for monitors: 200 while a catalogue is served (ok, or degraded or
 * stale with the reason), 503 otherwise; and whether enquiries can be stored (`enquiries.status`
 * "failing" with the reason: the database file deleted or unopenable, a full disk). Enquiries that
 * fail make a served catalogue's "ok" "degraded", with their reason, and keep the 200: the site is
 * up, only enquiries are refused. So does a late backup (`backup.status` "late": none written
 * for more than twice BACKUP_MINUTES; `backup.lastAt` the last one's time). Anyone may read it, so
 * it names the kind of source and never its address (app/catalogue/sheet/source.server.ts), and
 * of the backups only their times, never their folder. `orderChecks`: order checks running and
 * waiting in the worker pool, and its bounds (app/catalogue/order-lines/checks/).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const health = context.get(catalogueContext).health();
  const enquiries = await context.get(enquiriesContext).health();
  const backup = context.get(backupsContext).health();
  const serving = health.status === "ok" || health.status === "degraded" || health.status === "stale";
  const enquiriesFail = health.status === "ok" && enquiries.status === "failing";
  const backupLate = health.status === "ok" && !enquiriesFail && backup.status === "late";
  return Response.json(
    {
      ...health,
      ...(enquiriesFail && { status: "degraded", reason: `enquiries cannot be stored: ${enquiries.reason}` }),
      ...(backupLate && {
        status: "degraded",
        reason: `no backup for more than ${2 * backup.everyMinutes} minutes (last: ${backup.lastAt ?? "none"})`,
      }),
      enquiries,
      backup: { status: backup.status, lastAt: backup.lastAt, everyMinutes: backup.everyMinutes },
      orderChecks: context.get(orderChecksContext).load(),
    },
    { status: serving ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

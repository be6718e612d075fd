import type { Route } from "./+types/healthz";
import { catalogueContext } from "~/load-context";

/**
 * Liveness and catalogue state for monitors: 200 while a catalogue is served (ok, or degraded or
 * stale with the reason), 503 otherwise. Anyone may read it, so it names the kind of source and
 * never its address (app/catalogue/sheet/source.server.ts).
 */
export function loader({ context }: Route.LoaderArgs) {
  const health = context.get(catalogueContext).health();
  const serving = health.status === "ok" || health.status === "degraded" || health.status === "stale";
  return Response.json(health, {
    status: serving ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

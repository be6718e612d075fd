import type { Route } from "./+types/healthz";
import { catalogueContext } from "~/load-context";

/** Liveness and catalogue state for monitors: 200 while a catalogue is served, 503 otherwise. */
export function loader({ context }: Route.LoaderArgs) {
  const health = context.get(catalogueContext).health();
  const serving = health.status === "ok" || health.status === "stale";
  return Response.json(health, {
    status: serving ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

import type { Route } from "./+types/changes-csv";
import { changesDownload } from "~/catalogue/index.server";
import { changesContext, configContext } from "~/composition/load-context";

/** `GET /medicines/changes.csv?…`: what changed in the last 30 days (docs/product.md 17.1). */
export function loader({ request, context }: Route.LoaderArgs) {
  const config = context.get(configContext);
  return changesDownload(context.get(changesContext), request, "csv", {
    rateLabel: config.RATE_LABEL,
    siteUrl: config.SITE_URL,
  });
}

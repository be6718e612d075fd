import type { Route } from "./+types/changes-xlsx";
import { changesDownload } from "~/catalogue/index.server";
import { changesContext, configContext } from "~/composition/load-context";

/** `GET /medicines/changes.xlsx?…`: what changed in the last 30 days (docs/product.md 17.1). */
export function loader({ request, context }: Route.LoaderArgs) {
  const config = context.get(configContext);
  return changesDownload(context.get(changesContext), request, "xlsx", {
    rateLabel: config.RATE_LABEL,
    siteUrl: config.SITE_URL,
  });
}

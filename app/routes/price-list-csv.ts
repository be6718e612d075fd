import type { Route } from "./+types/price-list-csv";
import { priceListDownload, rateTermsOfConfig } from "~/catalogue/index.server";
import { catalogueContext, configContext } from "~/composition/load-context";

/** `GET /medicines/price-list.csv?…`: the catalogue view of the query as CSV (docs/product.md 13.1). */
export function loader({ request, context }: Route.LoaderArgs) {
  return priceListDownload(
    context.get(catalogueContext),
    request,
    "csv",
    new Date(),
    rateTermsOfConfig(context.get(configContext)),
  );
}

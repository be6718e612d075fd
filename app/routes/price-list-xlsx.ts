import type { Route } from "./+types/price-list-xlsx";
import { priceListDownload, rateTermsOfConfig } from "~/catalogue/index.server";
import { catalogueContext, configContext } from "~/composition/load-context";

/** `GET /medicines/price-list.xlsx?…`: the catalogue view of the query as an Excel workbook (docs/product.md 13.1). */
export function loader({ request, context }: Route.LoaderArgs) {
  return priceListDownload(
    context.get(catalogueContext),
    request,
    "xlsx",
    new Date(),
    rateTermsOfConfig(context.get(configContext)),
  );
}

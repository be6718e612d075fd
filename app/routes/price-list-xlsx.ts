import type { Route } from "./+types/price-list-xlsx";
import { priceListDownload } from "~/catalogue/price-list/download.server";
import { catalogueContext, configContext } from "~/composition/load-context";
import { rateTermsOfConfig } from "~/catalogue/settings.server";

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

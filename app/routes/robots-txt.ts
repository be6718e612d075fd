import type { Route } from "./+types/robots-txt";
import { PRICE_LIST_PATH } from "~/catalogue";
import { SITEMAP_PATH } from "~/seo";
import { configContext } from "~/composition/load-context";

/**
 * Everything may be crawled but the price lists (docs/product.md §13): a copy of each catalogue
 * view, and its downloads cost the server far more than a page. The sitemap lists every page.
 */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /healthz",
    // A prefix: the printable page and its .csv and .xlsx downloads.
    `Disallow: ${PRICE_LIST_PATH}`,
    "",
    `Sitemap: ${context.get(configContext).SITE_URL}${SITEMAP_PATH}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

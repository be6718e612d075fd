import type { Route } from "./+types/robots-txt";
import { configContext } from "~/load-context";

/** Everything may be crawled; the sitemap lists every page. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /healthz",
    "",
    `Sitemap: ${context.get(configContext).SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

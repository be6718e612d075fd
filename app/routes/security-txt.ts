import type { Route } from "./+types/security-txt";
import { configContext } from "~/composition/load-context";
import { securityTxt } from "~/seo/index.server";

/** `/.well-known/security.txt` (RFC 9116): whom to tell of a weakness in the site. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(securityTxt(context.get(configContext).SITE_URL, new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}

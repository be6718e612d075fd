import type { RequestHandler } from "express";
import { crossSite } from "~/desk/index.server";
import type { SecurityLog } from "~/server/security-event.server";

/**
 * A POST from another site, to any address (the desk's actions, the contact form, the enquiry
 * list, "Notify me"), is answered 403 before anything reads it (docs/product.md "Order desk",
 * decision 65), and logged as one security event (warn, its path, no stack). Left to React Router,
 * such a POST was refused 400 with an error and its stack in the log: a flood anyone could cause.
 * The desk's actions check again (app/desk/guard.server.ts).
 */
export function crossSiteGuard(siteUrl: string, security: SecurityLog): RequestHandler {
  const site = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    if (!crossSite({ origin: req.get("origin") ?? null, fetchSite: req.get("sec-fetch-site") ?? null }, [own, site])) {
      return next();
    }
    security("cross-site-post", { method: req.method, path: req.path });
    res
      .status(403)
      .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" })
      .type("text/plain")
      .send("Forbidden: a form posted from another site\n");
  };
}

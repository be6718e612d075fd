import type { RequestHandler } from "express";
import { DESK_ADDRESS } from "~/desk/index.server";
import { crossSite } from "~/desk/index.server";

/**
 * A POST to the order desk from another site is answered 403 before anything reads it
 * (docs/product.md "Order desk"): here, because React Router itself answers such a POST 400
 * before the desk's action could. The actions check again (app/desk/guard.server.ts).
 */
export function deskOriginGuard(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method !== "POST" || !DESK_ADDRESS.test(req.path)) return next();
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    if (!crossSite({ origin: req.get("origin") ?? null, fetchSite: req.get("sec-fetch-site") ?? null }, [own, site])) {
      return next();
    }
    res
      .status(403)
      .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" })
      .type("text/plain")
      .send("Forbidden: a desk action from another site");
  };
}

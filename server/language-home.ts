import type { RequestHandler } from "express";
import { PRIVATE_CACHE_CONTROL } from "~/server/cache-control";
import { rememberedLanguage } from "~/i18n/language-cookie";
import { pathInLanguage } from "~/i18n/languages";

/**
 * The home page in the visitor's remembered language (docs/product.md 14.2): `/` sends a visitor
 * who chose Hindi with the header's switch to `/hi`. Only the home page: a deep link is always
 * the page it names. The redirect depends on the cookie, so it is private and never stored; the
 * plain `/` varies on Cookie like every page (server/http-cache.ts).
 */
export const homeInRememberedLanguage: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== "/") return next();
  const language = rememberedLanguage(req.headers.cookie);
  if (language !== "hi") return next();
  const query = req.originalUrl.slice(req.path.length);
  res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  res.vary("Cookie");
  res.redirect(302, pathInLanguage(`/${query}`, language));
};

import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";

/** Features the site never uses; denying them limits what injected content could do. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

type Locals = { locals?: Record<string, unknown> };

/**
 * Lets this response's page run the inline scripts with these hashes (`'sha256-…'` sources,
 * from app/page-pipeline/script-hashes.server.ts). The document renderer calls it once it has the whole page.
 */
export function allowInlineScripts(res: ServerResponse & Locals, hashes: readonly string[]): void {
  if (res.locals) res.locals.scriptHashes = hashes;
}

function scriptHashesOf(res: ServerResponse & Locals): readonly string[] {
  const hashes = res.locals?.scriptHashes;
  return Array.isArray(hashes) ? (hashes as string[]) : [];
}

/**
 * The Content-Security-Policy of a response. Scripts run only from the site itself or, inline,
 * when their text has one of `scriptHashes` (no nonce, no 'unsafe-inline', no 'unsafe-eval'):
 * a page's policy depends on nothing but the page, so a copy kept by the page cache
 * (server/page-cache.ts) is exactly as safe as a fresh render. Images come from the site alone:
 * sheet photos are fetched and served by the server under /images (server/images.ts), so no
 * visitor's browser asks the sheet's image host (docs/product.md 8.4). Forms go to the site itself, or on to WhatsApp or the mail
 * program.
 */
export function contentSecurityPolicy(options: { https: boolean; scriptHashes: readonly string[] }): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // The enquiry list's "Send on WhatsApp" and "Send by e-mail" are buttons of its form until the
    // page's script runs; the answer sends the browser on to wa.me or the mail program
    // (docs/product.md 12.5), which the policy must let a form submission reach.
    ["form-action", "'self'", "https://wa.me", "mailto:"],
    ["frame-ancestors", "'none'"],
    ...(options.https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(" ")).join(";");
}

/**
 * Sets the policy when the headers go out, because a page's inline scripts are known only once
 * it is rendered. A 304 carries none: its headers would replace the stored page's own policy.
 */
function policyWhenSent(https: boolean): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (res.statusCode === 304 || res.hasHeader("Content-Security-Policy")) return;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ https, scriptHashes: scriptHashesOf(res) }));
    });
    next();
  };
}

/**
 * Security headers for every response. In development Vite injects inline scripts and a
 * websocket, so the Content-Security-Policy is left off there.
 */
export function securityHeaders(options: { https: boolean; development: boolean }): RequestHandler[] {
  return [
    ...(options.development ? [] : [policyWhenSent(options.https)]),
    helmet({
      contentSecurityPolicy: false,
      // HSTS only means something over https; on plain http it would be ignored at best.
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
  ];
}

/**
 * Refuses request bodies over `maxBytes` (`larger.maxBytes` on `larger.path`) with 413 before
 * anything reads them. Browsers
 * send Content-Length with every form post; a body of unknown length (chunked) is refused
 * with 411, because counting it would mean consuming the stream the handler needs.
 */
export function bodySizeLimit(
  maxBytes: number,
  larger?: { path: RegExp; maxBytes: number; refusal: string },
): RequestHandler {
  return (req, res, next) => {
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"]) {
      res.status(411).set("Cache-Control", "no-store").type("text/plain").send("Length required");
      return;
    }
    const allowed = larger?.path.test(req.path) ? larger : null;
    if (Number(length ?? 0) > (allowed?.maxBytes ?? maxBytes)) {
      res
        .status(413)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(allowed ? `Request body too large: ${allowed.refusal}` : "Request body too large");
      return;
    }
    next();
  };
}

/**
 * Headers that mean one thing and must be said once. A route's own value joins one set before it
 * (helmet's Referrer-Policy, a desk page's Cache-Control given by its loader and its `headers`):
 * React Router appends rather than replaces, and `new Headers([...])` joins repeats with ", ".
 * - Cache-Control, X-Robots-Tag: their directives once each, in order;
 * - Referrer-Policy: the last policy (browsers take the last one they know: the route's own).
 */
const JOINED = ["cache-control", "x-robots-tag"];
const LAST = ["referrer-policy"];

export const singleValuedHeaders: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    for (const name of [...JOINED, ...LAST]) {
      const value = res.getHeader(name);
      if (value === undefined) continue;
      const parts = (Array.isArray(value) ? value : [String(value)])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter((part) => part !== "");
      const once = LAST.includes(name)
        ? parts.slice(-1)
        : parts.filter((part, index) => parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index);
      res.setHeader(name, once.join(", "));
    }
  });
  next();
};

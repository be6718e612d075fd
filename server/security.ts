import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** The per-response nonce that React Router's inline scripts carry (res.locals.cspNonce). */
export function cspNonceOf(res: ServerResponse & { locals?: Record<string, unknown> }): string {
  const nonce = res.locals?.cspNonce;
  return typeof nonce === "string" ? nonce : "";
}

const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

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

/**
 * Security headers for every response. Scripts run only from the site itself or with
 * this response's nonce (no 'unsafe-inline', no 'unsafe-eval'); images may come from
 * any http(s) address because the sheet may link product photos anywhere (the importer
 * accepts nothing but http(s) and site-relative URLs). In development Vite injects
 * inline scripts and a websocket, so the policy is left off there.
 */
export function securityHeaders(options: { https: boolean; development: boolean }): RequestHandler[] {
  return [
    assignNonce,
    helmet({
      contentSecurityPolicy: options.development
        ? false
        : {
            useDefaults: false,
            directives: {
              "default-src": ["'self'"],
              "script-src": ["'self'", (_req, res) => `'nonce-${cspNonceOf(res)}'`],
              "style-src": ["'self'", "'unsafe-inline'"],
              "img-src": ["'self'", "data:", "https:", "http:"],
              "font-src": ["'self'"],
              "connect-src": ["'self'"],
              "manifest-src": ["'self'"],
              "worker-src": ["'self'"],
              "object-src": ["'none'"],
              "base-uri": ["'self'"],
              "form-action": ["'self'"],
              "frame-ancestors": ["'none'"],
              ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
            },
          },
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
 * Refuses request bodies over `maxBytes` with 413 before anything reads them. Browsers
 * send Content-Length with every form post; a body of unknown length (chunked) is refused
 * with 411, because counting it would mean consuming the stream the handler needs.
 */
export function bodySizeLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("Length required");
      return;
    }
    if (Number(length ?? 0) > maxBytes) {
      res.status(413).type("text/plain").send("Request body too large");
      return;
    }
    next();
  };
}

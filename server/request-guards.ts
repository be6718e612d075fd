import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "~/server/logger.server";

/**
 * Requests the site cannot mean are answered here with a short text and a 4xx, before anything
 * renders: left to React Router, each of these ended as a 500 with a stack in the log.
 */

/** Addresses that take a POST, and what each allows (every other address: GET and HEAD). */
const POST_ADDRESSES: readonly { path: RegExp; allow: string }[] = [
  // The contact form and the enquiry list, in both languages, and their data requests.
  { path: /^(?:\/hi)?\/(?:contact|enquiry)(?:\.data)?\/?$/i, allow: "GET, HEAD, POST" },
  // The order desk's forms (sign-in, sign-out, an order's actions), in both languages, and their data requests.
  { path: /^(?:\/hi)?\/desk(?:[/.][^]*)?$/i, allow: "GET, HEAD, POST" },
  // "Notify me when it is back" on a medicine's page (not the price list's or the changes' pages,
  // which take no form), and a back-in-stock e-mail's stop and confirm pages (docs/product.md 17.4).
  { path: /^(?:\/hi)?\/medicines\/(?!(?:changes|price-list)(?:[/.]|$))[^/]+\/?$/i, allow: "GET, HEAD, POST" },
  { path: /^(?:\/hi)?\/stock\/(?:stop|confirm)(?:\.data)?\/?$/i, allow: "GET, HEAD, POST" },
  // "Order again" on My orders (docs/product.md 12.3d).
  { path: /^(?:\/hi)?\/orders(?:\.data)?\/?$/i, allow: "GET, HEAD, POST" },
  // Search misses are only ever posted (app/routes/search-misses.ts answers its GET itself).
  { path: /^\/search-misses\/?$/i, allow: "POST" },
];
const READ_ONLY = "GET, HEAD";

/** The methods an address allows, for the Allow header. */
export function allowedMethods(path: string): string {
  return POST_ADDRESSES.find((address) => address.path.test(path))?.allow ?? READ_ONLY;
}

/**
 * The body types the site's forms send: every form and every submit of React Router is
 * URL-encoded, except the enquiry list's order form and the desk's "New order", which upload an
 * order file as multipart (docs/product.md 12.11). None sends JSON.
 */
const FORM_TYPE = "application/x-www-form-urlencoded";
const UPLOAD_TYPE = "multipart/form-data";
/**
 * The addresses that take an uploaded file, in both languages, and their data requests: the
 * enquiry list, and the desk's "New order" (decision 61), which reads the same order files.
 */
export const UPLOAD_ADDRESS = /^(?:\/hi)?\/(?:enquiry|desk\/orders\/new)(?:\.data)?\/?$/i;

function isFormBody(contentType: string | undefined, path: string): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === FORM_TYPE || (type === UPLOAD_TYPE && UPLOAD_ADDRESS.test(path));
}

/** Whether a path's percent escapes are UTF-8 (`/%E0%A4%A` is not: React Router warned and guessed). */
function decodable(path: string): boolean {
  try {
    // The result is used: a bundler drops a call it takes for pure when its value is not.
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

function answer(res: Parameters<RequestHandler>[1], status: number, text: string): void {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(`${text}\n`);
}

/**
 * Refuses, in this order:
 * - a request target that is not a path of this site (absolute form `GET http://host/…`,
 *   `OPTIONS *`, `//host/…`, which React Router would read as another host, or a path whose
 *   percent escapes are not UTF-8): 400;
 * - a method the address does not allow: 405 with Allow (OPTIONS answers 204 with Allow);
 * - a POST whose body is not a URL-encoded form (text, JSON, none; multipart except to the
 *   enquiry list, which takes an order file): 415.
 */
export function requestGuards(): RequestHandler {
  return (req, res, next) => {
    const target = req.url;
    if (!target.startsWith("/") || target.startsWith("//") || !decodable(req.path)) {
      return answer(res, 400, "Bad request target");
    }
    const allow = allowedMethods(req.path);
    const method = req.method;
    if (method === "OPTIONS") {
      res.status(204).set({ Allow: allow, "Cache-Control": "no-store" }).end();
      return;
    }
    if (!allow.split(", ").includes(method)) {
      res.set("Allow", allow);
      return answer(res, 405, "Method not allowed");
    }
    if (method === "POST" && !isFormBody(req.headers["content-type"], req.path)) {
      res.set("Accept-Post", FORM_TYPE);
      return answer(res, 415, `Unsupported media type: send ${FORM_TYPE}`);
    }
    next();
  };
}

/**
 * A host as the Host header (or, behind a trusted proxy, X-Forwarded-Host) may name it: a name or
 * IPv4 address, or an IPv6 address in brackets, and a port of at most 5 digits.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9_.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

function validHost(host: string): boolean {
  const port = HOST.exec(host)?.[1];
  return HOST.test(host) && (port === undefined || Number(port) <= 65535);
}

/**
 * The address a request is for. HTTP/1.0 may leave out the Host header (an uptime checker's
 * `curl -0`): such a request is for the site's own address (SITE_URL), as a page built for it
 * needs one (React Router builds the request's URL from it, and stopped with a 500 without).
 * A Host (or a trusted X-Forwarded-Host) that is no host (`a b`, `x:99999`) is refused with 400. HTTP/1.1 without Host never gets
 * here: Node answers it 400 itself.
 */
export function hostGuard(siteUrl: string): RequestHandler {
  const ownHost = new URL(siteUrl).host;
  return (req, res, next) => {
    if (!req.headers.host?.trim()) req.headers.host = ownHost;
    // Express's host: X-Forwarded-Host's first when the proxy is trusted (TRUST_PROXY), else Host.
    const host = req.host;
    if (!host || !validHost(host)) return answer(res, 400, "Bad request: Host");
    next();
  };
}

type HttpError = Error & { status?: unknown; statusCode?: unknown; expose?: unknown };

/**
 * The server's last handler: whatever a middleware or React Router's handler could not answer
 * (a body that ends early, a header it cannot read, a bug) is logged as one JSON line and
 * answered with a short text, never a page or a stack. A client error that says its status
 * (Express's own, e.g. 400 for a malformed URL) keeps it.
 */
export function errorAnswer(logger: Logger): ErrorRequestHandler {
  return (error: HttpError, req, res, _next) => {
    const stated = Number(error?.status ?? error?.statusCode);
    const status = stated >= 400 && stated < 500 ? stated : 500;
    const fields = { method: req.method, path: req.path, status, err: error };
    if (status === 500) logger.error(fields, "request failed");
    else logger.warn(fields, "request refused");
    // Headers already gone: the answer is under way and can only be cut short (Express's own
    // handler would print the stack as plain text).
    if (res.headersSent) {
      res.destroy();
      return;
    }
    answer(res, status, status === 500 ? "Internal server error" : "Bad request");
  };
}

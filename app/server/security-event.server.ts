/**
 * Security events (ASVS 4.0.3 V7.2, decision 65): what a watcher of the log wants to count, each
 * one JSON line at warn level with `security` naming it, never an address, a name, a token or a
 * stack. docs/security.md lists them.
 */
export type SecurityEvent =
  /** A POST from another site (Origin or Sec-Fetch-Site), refused 403 before anything read it. */
  | "cross-site-post"
  /** A desk sign-in link that was malformed, unknown, used already or expired. */
  | "sign-in-link-refused"
  /** A client (or an address) over one of the per-client limits; `limit` says which. */
  | "rate-limited";

export type SecurityDetails = {
  /** The request's path, never its query (a token may be in it). */
  path?: string;
  method?: string;
  /** Which limit: "notify", "sign-in", "enquiry", "order", "order-check". */
  limit?: string;
  /** Why, in the site's words (never the visitor's). */
  reason?: string;
};

export type SecurityLog = (event: SecurityEvent, details?: SecurityDetails) => void;

/** The {@link SecurityLog} writing to `logger`. */
export function securityLog(logger: { warn(details: object, message: string): void }): SecurityLog {
  return (event, details = {}) => logger.warn({ security: event, ...details }, `security event: ${event}`);
}

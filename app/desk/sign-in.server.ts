import { createHash } from "node:crypto";
import { z } from "zod";
import { rateLimitKey } from "~/server/client-address.server";
import type { SecurityLog } from "~/server/security-event.server";
import type { DeskStore } from "./store.server";
import { derivedKey, newToken, signedValue, TOKEN_PATTERN, tokenHash, verifiedToken } from "./tokens.server";

/**
 * Staff sign-in by e-mailed link and the sessions it starts (docs/product.md "Order desk",
 * docs/decisions/024-order-desk.md), with the care of OWASP ASVS level 2: one-time links kept
 * hashed, limits in the database, the same answer for every address, sessions that end idle and
 * at "Sign out" on the server.
 */

/** How long a sign-in link works. */
export const LINK_TTL_MS = 15 * 60_000;
/** A session ends after this many minutes without a request, unless DESK_IDLE_MINUTES says otherwise (ASVS 3.3.2). */
export const DEFAULT_IDLE_MINUTES = 30;
/** And, however busy, 12 hours after it started (ASVS 3.3.2): the browser's cookie lives as long. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** Sign-in requests per address, and per client (its address, or its IPv6 /64), per window. */
export const SIGN_IN_LIMITS = {
  address: { max: 5, windowMs: 15 * 60_000 },
  client: { max: 20, windowMs: 15 * 60_000 },
} as const;

/** The e-mail field of the sign-in form: an address, or the form's error. */
export const staffEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type SignInRequest = "sent" | "client-limited";

export type SessionCookie = { name: string; secure: boolean; key: string };

/** The session cookie: `__Host-` over https (only this host, path /, Secure), httpOnly, SameSite=Lax. */
export function sessionCookie(secret: string, secure: boolean): SessionCookie {
  return { name: secure ? "__Host-desk_session" : "desk_session", secure, key: derivedKey(secret, "session") };
}

function cookieAttributes(cookie: SessionCookie, maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${cookie.secure ? "; Secure" : ""}`;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

const limitKey = (kind: string, value: string) => `${kind}:${createHash("sha256").update(value).digest("hex")}`;

export type SignIn = ReturnType<typeof createSignIn>;

export function createSignIn(options: {
  store: DeskStore;
  staffEmails: readonly string[];
  cookie: SessionCookie;
  /** Sends a link to a staff address; it runs in the background, so that no answer waits for it. */
  sendLink: (email: string, link: string) => Promise<void>;
  onSendFailed: (error: unknown) => void;
  /** Failed links and limits reached (app/server/security-event.server.ts). */
  security?: SecurityLog;
  /** DESK_IDLE_MINUTES: a session unused this long ends. */
  idleMinutes?: number;
}) {
  const { store, cookie } = options;
  const idleMs = (options.idleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000;
  const staff = new Set(options.staffEmails);

  /** A new link for a staff address: `{base}?token=…`, the token kept only as its hash. */
  async function newLink(email: string, base: string, now: Date): Promise<string> {
    const token = newToken();
    await store.addLink(tokenHash(token), email, now, LINK_TTL_MS);
    return `${base}?token=${token}`;
  }

  /** A token of the form this site makes; a refused one is a security event. */
  function wellFormed(token: string | null): token is string {
    if (token && TOKEN_PATTERN.test(token)) return true;
    options.security?.("sign-in-link-refused", { reason: "not a link this site makes" });
    return false;
  }

  return {
    isStaff: (email: string) => staff.has(email),
    /** DESK_IDLE_MINUTES, for the pages that tell it. */
    idleMinutes: idleMs / 60_000,

    /**
     * A sign-in request from the form. Every address is counted and answered alike (a link is
     * made and sent only for staff, after the answer), so that nobody learns who is staff; only
     * a client over its own limit is told so.
     */
    async request(
      email: string,
      clientAddress: string,
      linkBase: string,
      now = new Date(),
      /**
       * Runs the link's work (made, kept, e-mailed) once the answer has gone out: every address
       * gets the same answer after the same work (decision 65). The next turn of the event loop by default.
       */
      afterAnswer: (task: () => void) => void = (task) => setImmediate(task),
    ): Promise<SignInRequest> {
      const client = await store.count(
        limitKey("client", rateLimitKey(clientAddress)),
        SIGN_IN_LIMITS.client.windowMs,
        now,
      );
      if (client > SIGN_IN_LIMITS.client.max) {
        if (client === SIGN_IN_LIMITS.client.max + 1) options.security?.("rate-limited", { limit: "sign-in" });
        return "client-limited";
      }
      const address = await store.count(limitKey("address", email), SIGN_IN_LIMITS.address.windowMs, now);
      if (address === SIGN_IN_LIMITS.address.max + 1) {
        options.security?.("rate-limited", { limit: "sign-in address" });
      }
      if (address > SIGN_IN_LIMITS.address.max || !staff.has(email)) return "sent";
      afterAnswer(() => {
        newLink(email, linkBase, now)
          .then((link) => options.sendLink(email, link))
          .catch(options.onSendFailed);
      });
      return "sent";
    },

    /** A link for `npm run desk:link`: only for a staff address. */
    async linkFor(email: string, linkBase: string, now = new Date()): Promise<string | null> {
      return staff.has(email) ? newLink(email, linkBase, now) : null;
    },

    /**
     * Whether a link opened (GET or HEAD) would sign in, spending nothing: a mail scanner or a link
     * preview opens links too, so only the page's "Sign in" button uses one (decision 65).
     */
    async check(token: string | null, now = new Date()): Promise<boolean> {
      if (!wellFormed(token)) return false;
      if (await store.linkUsable(tokenHash(token), now)) return true;
      options.security?.("sign-in-link-refused", { reason: "unknown, used already or expired" });
      return false;
    },

    /** Follows a link: the Set-Cookie of a new session, or null for a forged, used or expired link. */
    async follow(token: string | null, now = new Date()): Promise<{ email: string; setCookie: string } | null> {
      if (!wellFormed(token)) return null;
      const email = await store.useLink(tokenHash(token), now);
      if (!email) {
        options.security?.("sign-in-link-refused", { reason: "unknown, used already or expired" });
        return null;
      }
      // Someone removed from STAFF_EMAILS since the link was sent does not get in.
      if (!staff.has(email)) {
        options.security?.("sign-in-link-refused", { reason: "the address is no longer staff" });
        return null;
      }
      const id = newToken();
      await store.addSession(tokenHash(id), email, now);
      await store.record({ staff: email, action: "sign-in", at: now });
      const value = signedValue(id, cookie.key);
      return { email, setCookie: `${cookie.name}=${value}; ${cookieAttributes(cookie, SESSION_MAX_MS / 1000)}` };
    },

    /** The signed-in staff member of a request, or null. */
    async staffOf(cookieHeader: string | null, now = new Date()): Promise<{ email: string; session: string } | null> {
      const id = verifiedToken(cookieValue(cookieHeader, cookie.name), cookie.key);
      if (!id) return null;
      const session = tokenHash(id);
      const email = await store.touchSession(session, now, idleMs, SESSION_MAX_MS);
      return email && staff.has(email) ? { email, session } : null;
    },

    /** "Your sessions": the staff member's live sessions, this one marked; never an id or its hash. */
    async sessions(
      signedIn: { email: string; session: string },
      now = new Date(),
    ): Promise<{ startedAt: Date; lastSeenAt: Date; current: boolean }[]> {
      const rows = await store.sessionsOf(signedIn.email, now, idleMs, SESSION_MAX_MS);
      return rows.map((row) => ({
        startedAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        current: row.hash === signedIn.session,
      }));
    },

    /** "Sign out everywhere": ends every session of the staff member, this one too (ASVS 3.3.3). */
    async signOutEverywhere(signedIn: { email: string; session: string }, now = new Date()): Promise<string> {
      await store.endSessionsOf(signedIn.email, now);
      await store.record({ staff: signedIn.email, action: "sign-out-everywhere", at: now });
      return `${cookie.name}=; ${cookieAttributes(cookie, 0)}`;
    },

    /** Ends the session on the server; the Set-Cookie that removes it from the browser. */
    async signOut(signedIn: { email: string; session: string }, now = new Date()): Promise<string> {
      await store.endSession(signedIn.session, now);
      await store.record({ staff: signedIn.email, action: "sign-out", at: now });
      return `${cookie.name}=; ${cookieAttributes(cookie, 0)}`;
    },
  };
}

/**
 * Whether a POST comes from another site: its Sec-Fetch-Site says so, or its Origin is none of
 * the site's own (the request's, SITE_URL's). A request with neither header (not a browser's) is
 * judged by the session alone, whose cookie (SameSite=Lax) a browser does not send with another
 * site's POST.
 */
export function crossSite(
  headers: { origin: string | null; fetchSite: string | null },
  ownOrigins: readonly string[],
): boolean {
  if (headers.fetchSite && headers.fetchSite !== "same-origin" && headers.fetchSite !== "none") return true;
  return headers.origin !== null && !ownOrigins.includes(headers.origin);
}

/** {@link crossSite} for a request to React Router. */
export function fromAnotherSite(request: Request, siteUrl: string): boolean {
  return crossSite({ origin: request.headers.get("Origin"), fetchSite: request.headers.get("Sec-Fetch-Site") }, [
    new URL(request.url).origin,
    new URL(siteUrl).origin,
  ]);
}

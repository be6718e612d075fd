import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStoreDatabase } from "~/server/database.server";
import { DIALECTS, useFreshDatabase } from "~/server/store-databases.test-support";
import {
  cookieValue,
  createSignIn,
  fromAnotherSite,
  LINK_TTL_MS,
  sessionCookie,
  SIGN_IN_LIMITS,
  type SignIn,
} from "./sign-in.server";
import { openDeskStore, type DeskStore } from "./store.server";
import { tokenHash } from "./tokens.server";

let store: DeskStore;
let sent: { email: string; link: string }[];
const t0 = new Date("2026-11-28T03:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const BASE = "https://desk.example/desk/sign-in/link";
const STAFF = "owner@pharma.example";

afterEach(() => {
  store?.close();
});

function signInWith(secret = "s".repeat(40), secure = true): SignIn {
  return createSignIn({
    store,
    staffEmails: [STAFF],
    cookie: sessionCookie(secret, secure),
    sendLink: async (email, link) => {
      sent.push({ email, link });
    },
    onSendFailed: () => {},
  });
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token");
const cookieHeaderOf = (setCookie: string) => setCookie.split(";")[0]!;

// Sign-in and sessions live in the database: the same on the SQLite file and on PostgreSQL.
describe.each(DIALECTS)("on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  beforeEach(async () => {
    store = await openDeskStore({ url: database.url });
    sent = [];
  });

  describe("sign-in links", () => {
    it("are sent to staff only, while every address gets the same answer", async () => {
      const signIn = signInWith();
      expect(await signIn.request(STAFF, "203.0.113.7", BASE, t0)).toBe("sent");
      expect(await signIn.request("visitor@example.com", "203.0.113.7", BASE, t0)).toBe("sent");
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]!.email).toBe(STAFF);
      expect(sent[0]!.link).toMatch(/^https:\/\/desk\.example\/desk\/sign-in\/link\?token=[A-Za-z0-9_-]{43}$/);
    });

    it("are made and sent only once the answer is out: a staff address's answer waits for the same work as another's", async () => {
      const calls: string[] = [];
      // The store as the request sees it: every call it makes, by name.
      const counted = new Proxy(store, {
        get: (target, name: string) => {
          const value = Reflect.get(target, name) as unknown;
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            calls.push(name);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const events: string[] = [];
      const signIn = createSignIn({
        store: counted,
        staffEmails: [STAFF],
        cookie: sessionCookie("s".repeat(40), true),
        sendLink: async (email, link) => {
          sent.push({ email, link });
        },
        onSendFailed: () => {},
        security: (event) => events.push(event),
      });
      const queued: (() => void)[] = [];
      const afterAnswer = (task: () => void) => queued.push(task);

      expect(await signIn.request("visitor@example.com", "203.0.113.7", BASE, t0, afterAnswer)).toBe("sent");
      const visitorCalls = calls.splice(0);
      expect(await signIn.request(STAFF, "203.0.113.8", BASE, t0, afterAnswer)).toBe("sent");
      expect(calls.splice(0)).toEqual(visitorCalls);
      // Answered: no link made yet, none sent; the work waits for the answer to be out.
      expect(sent).toEqual([]);
      const own = await openStoreDatabase({ url: database.url });
      const links = () => own.rows(sql`SELECT email FROM desk_sign_in_links`);
      try {
        expect(await links()).toEqual([]);
        expect(queued).toHaveLength(1);
        queued[0]!();
        await expect.poll(() => sent.length).toBe(1);
        expect(await links()).toEqual([{ email: STAFF }]);
      } finally {
        own.close();
      }
      expect(events).toEqual([]);
    });

    it("log a refused link as a security event without the token or an address", async () => {
      const events: { event: string; details: unknown }[] = [];
      const signIn = createSignIn({
        store,
        staffEmails: [STAFF],
        cookie: sessionCookie("s".repeat(40), true),
        sendLink: async () => {},
        onSendFailed: () => {},
        security: (event, details) => events.push({ event, details }),
      });
      const token = tokenOf((await signIn.linkFor(STAFF, BASE, t0))!)!;
      expect(await signIn.follow(token, later(LINK_TTL_MS + 1))).toBeNull();
      expect(await signIn.follow("not-a-token", t0)).toBeNull();
      expect(events).toEqual([
        { event: "sign-in-link-refused", details: { reason: "unknown, used already or expired" } },
        { event: "sign-in-link-refused", details: { reason: "not a link this site makes" } },
      ]);
      expect(JSON.stringify(events)).not.toContain(token);
      expect(JSON.stringify(events)).not.toContain(STAFF);
    });

    it("keep only the SHA-256 of the token", async () => {
      const link = await signInWith().linkFor(STAFF, BASE, t0);
      const token = tokenOf(link!)!;
      const own = await openStoreDatabase({ url: database.url });
      const rows = await own.rows(sql`SELECT token_hash FROM desk_sign_in_links`).finally(() => own.close());
      expect(rows.map((row) => row.token_hash)).toEqual([tokenHash(token)]);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("sign in once: a second use, an expired link and a forged one are refused", async () => {
      const signIn = signInWith();
      const first = tokenOf((await signIn.linkFor(STAFF, BASE, t0))!);
      expect(await signIn.follow(first, later(60_000))).toMatchObject({ email: STAFF });
      expect(await signIn.follow(first, later(61_000))).toBeNull();

      const old = tokenOf((await signIn.linkFor(STAFF, BASE, t0))!);
      expect(await signIn.follow(old, later(LINK_TTL_MS + 1))).toBeNull();

      expect(await signIn.follow("A".repeat(43), t0)).toBeNull();
      expect(await signIn.follow("not a token", t0)).toBeNull();
      expect(await signIn.follow(null, t0)).toBeNull();
    });

    it("checking a link, as opening it does, spends nothing; a spent or expired one checks false", async () => {
      const signIn = signInWith();
      const token = tokenOf((await signIn.linkFor(STAFF, BASE, t0))!);
      for (const at of [later(1_000), later(2_000), later(3_000)]) expect(await signIn.check(token, at)).toBe(true);
      expect(await signIn.follow(token, later(4_000))).toMatchObject({ email: STAFF });
      expect(await signIn.check(token, later(5_000))).toBe(false);

      const unused = tokenOf((await signIn.linkFor(STAFF, BASE, t0))!);
      expect(await signIn.check(unused, later(LINK_TTL_MS + 1))).toBe(false);
      expect(await signIn.check("not a token", t0)).toBe(false);
      expect(await signIn.check(null, t0)).toBe(false);
    });

    it("refuse an address taken off the staff list since the link was sent", async () => {
      const link = await signInWith().linkFor(STAFF, BASE, t0);
      const withoutStaff = createSignIn({
        store,
        staffEmails: [],
        cookie: sessionCookie("s".repeat(40), true),
        sendLink: async () => {},
        onSendFailed: () => {},
      });
      expect(await withoutStaff.follow(tokenOf(link!), t0)).toBeNull();
    });

    it("are limited per address (silently) and per client (said so), in the database", async () => {
      const signIn = signInWith();
      for (let i = 0; i < SIGN_IN_LIMITS.address.max + 2; i++) {
        expect(await signIn.request(STAFF, `198.51.100.${i}`, BASE, t0)).toBe("sent");
      }
      await expect.poll(() => sent.length).toBe(SIGN_IN_LIMITS.address.max);

      // Another process on the same database counts on from what this one counted.
      const other = await openDeskStore({ url: database.url });
      try {
        const elsewhere = createSignIn({
          store: other,
          staffEmails: [STAFF],
          cookie: sessionCookie("s".repeat(40), true),
          sendLink: async () => {},
          onSendFailed: () => {},
        });
        const answers = [];
        for (let i = 0; i < SIGN_IN_LIMITS.client.max + 1; i++) {
          answers.push(await elsewhere.request(`visitor${i}@example.com`, "2001:db8::1", BASE, t0));
        }
        expect(answers.at(-2)).toBe("sent");
        expect(answers.at(-1)).toBe("client-limited");
        // The same IPv6 /64 is the same client.
        expect(await elsewhere.request("x@example.com", "2001:db8::2", BASE, t0)).toBe("client-limited");
        // A new window starts afresh.
        expect(
          await elsewhere.request("x@example.com", "2001:db8::2", BASE, later(SIGN_IN_LIMITS.client.windowMs)),
        ).toBe("sent");
      } finally {
        other.close();
      }
    });
  });

  describe("sessions", () => {
    async function signedIn(signIn: SignIn) {
      const link = await signIn.linkFor(STAFF, BASE, t0);
      const result = await signIn.follow(tokenOf(link!), t0);
      return cookieHeaderOf(result!.setCookie);
    }

    it("are an httpOnly, SameSite=Lax, Secure __Host- cookie behind https, and a plain one over http", async () => {
      const link = await signInWith().linkFor(STAFF, BASE, t0);
      const { setCookie } = (await signInWith().follow(tokenOf(link!), t0))!;
      expect(setCookie).toMatch(
        /^__Host-desk_session=[\w-]{43}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/,
      );
      const plain = signInWith("s".repeat(40), false);
      const second = await plain.linkFor(STAFF, BASE, t0);
      expect((await plain.follow(tokenOf(second!), t0))!.setCookie).toMatch(
        /^desk_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
      );
    });

    it("last while used, end after 30 idle minutes, and 12 hours after sign-in however used", async () => {
      const signIn = signInWith();
      const cookie = await signedIn(signIn);
      const minutes = (n: number) => later(n * 60_000);
      expect(await signIn.staffOf(cookie, minutes(29))).toMatchObject({ email: STAFF });
      // Seen just now: the idle time starts again.
      expect(await signIn.staffOf(cookie, minutes(58))).toMatchObject({ email: STAFF });
      expect(await signIn.staffOf(cookie, minutes(89))).toBeNull();

      // Busy all day: a request every 20 minutes keeps it to the 12th hour, not past it.
      const busy = await signedIn(signIn);
      for (let minute = 20; minute < 12 * 60; minute += 20) {
        expect(await signIn.staffOf(busy, minutes(minute)), `minute ${minute}`).toMatchObject({ email: STAFF });
      }
      expect(await signIn.staffOf(busy, minutes(12 * 60 + 1))).toBeNull();
    });

    it("end after DESK_IDLE_MINUTES idle when set", async () => {
      const signIn = createSignIn({
        store,
        staffEmails: [STAFF],
        cookie: sessionCookie("s".repeat(40), true),
        sendLink: async () => {},
        onSendFailed: () => {},
        idleMinutes: 5,
      });
      const cookie = await signedIn(signIn);
      expect(await signIn.staffOf(cookie, later(4 * 60_000))).toMatchObject({ email: STAFF });
      expect(await signIn.staffOf(cookie, later(9 * 60_000 + 1))).toBeNull();
    });

    it("end on the server at sign-out, whatever the browser keeps", async () => {
      const signIn = signInWith();
      const cookie = await signedIn(signIn);
      const staff = await signIn.staffOf(cookie, t0);
      expect(await signIn.signOut(staff!, t0)).toMatch(/^__Host-desk_session=; .*Max-Age=0/);
      expect(await signIn.staffOf(cookie, t0)).toBeNull();
      expect((await store.actions(10)).map((action) => action.action).sort()).toEqual(["sign-in", "sign-out"]);
    });

    it("list a staff member's own live sessions, this one marked, and end them all at Sign out everywhere", async () => {
      const signIn = signInWith();
      const here = await signedIn(signIn);
      const phone = await signedIn(signIn);
      const ended = await signedIn(signIn);
      await signIn.signOut((await signIn.staffOf(ended, t0))!, t0);
      const me = (await signIn.staffOf(here, later(60_000)))!;
      const listed = await signIn.sessions(me, later(60_000));
      expect(listed).toEqual([
        { startedAt: t0, lastSeenAt: later(60_000), current: true },
        { startedAt: t0, lastSeenAt: t0, current: false },
      ]);
      expect(JSON.stringify(listed)).not.toContain(me.session);

      expect(await signIn.signOutEverywhere(me, later(120_000))).toMatch(/^__Host-desk_session=; .*Max-Age=0/);
      expect(await signIn.staffOf(here, later(120_000))).toBeNull();
      expect(await signIn.staffOf(phone, later(120_000))).toBeNull();
      expect((await store.actions(10)).map((action) => action.action)).toContain("sign-out-everywhere");
    });

    it("refuse a cookie signed with another secret, a changed one and one without a session", async () => {
      const cookie = await signedIn(signInWith());
      expect(await signInWith("o".repeat(40)).staffOf(cookie, t0)).toBeNull();
      const [name, value] = cookie.split("=") as [string, string];
      const [id, signature] = value.split(".") as [string, string];
      expect(await signInWith().staffOf(`${name}=${id}.${signature.slice(0, -2)}AA`, t0)).toBeNull();
      expect(await signInWith().staffOf(`${name}=${id}`, t0)).toBeNull();
      expect(await signInWith().staffOf(null, t0)).toBeNull();
    });
  });
});

describe("cookieValue", () => {
  it("finds one cookie among others", () => {
    expect(cookieValue("a=1; desk_session=x.y; b=2", "desk_session")).toBe("x.y");
    expect(cookieValue("a=1", "desk_session")).toBeUndefined();
  });
});

describe("fromAnotherSite", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:4000/desk/enquiries/1", { method: "POST", headers });
  it("refuses another origin or a cross-site fetch, takes the site's own", () => {
    expect(fromAnotherSite(post({ Origin: "https://evil.example" }), "https://pharma.example")).toBe(true);
    expect(fromAnotherSite(post({ Origin: "null" }), "https://pharma.example")).toBe(true);
    expect(fromAnotherSite(post({ "Sec-Fetch-Site": "cross-site" }), "https://pharma.example")).toBe(true);
    expect(fromAnotherSite(post({ "Sec-Fetch-Site": "same-site" }), "https://pharma.example")).toBe(true);
    expect(
      fromAnotherSite(
        post({ Origin: "http://127.0.0.1:4000", "Sec-Fetch-Site": "same-origin" }),
        "https://pharma.example",
      ),
    ).toBe(false);
    expect(fromAnotherSite(post({ Origin: "https://pharma.example" }), "https://pharma.example")).toBe(false);
    expect(fromAnotherSite(post({}), "https://pharma.example")).toBe(false);
  });
});

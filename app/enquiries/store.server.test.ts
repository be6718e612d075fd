import { stat } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { localDatabasePath } from "~/server/database.server";
import { DIALECTS } from "~/server/store-databases.test-support";
import { NO_BUYER } from "./enquiry-store";
import { rateLimitKey } from "./store.server";
import { HOUR, enquiry, t0, useContractStore } from "./store.server.test-support";

// The contract of the store for an enquiry from the form, on the SQLite file and on PostgreSQL
// alike. Lists and orders: store-lists.server.test.ts; a database that fails under it:
// store-failures.server.test.ts.
describe.each(DIALECTS)("on %s", (dialect) => {
  const { database, open, raw, opened } = useContractStore(dialect);

  describe("enquiries store", () => {
    it("creates the database file with its folder, and keeps enquiries across reopening", async () => {
      const first = await open();
      const result = await first.submit(enquiry({ page: "/contact?from=home" }));
      expect(result).toEqual({ kind: "stored", id: 1 });
      first.close();
      opened.length = 0;
      if (dialect === "sqlite") expect((await stat(localDatabasePath(database.url)!)).size).toBeGreaterThan(0);

      const reopened = await open();
      expect(await reopened.list()).toEqual([
        {
          id: 1,
          createdAt: t0,
          name: "Asha Kumari",
          email: "asha@example.com",
          phone: null,
          ...NO_BUYER,
          message: "Do you stock Dolo 650 in strips of 15?",
          page: "/contact?from=home",
          status: "stored",
          attempts: 0,
          lastError: null,
          nextAttemptAt: null,
          deliveredAt: null,
          lines: [],
        },
      ]);
    });

    it("stores a hash of the sender's address, never the address itself", async () => {
      const store = await open();
      await store.submit(enquiry({ clientAddress: "203.0.113.7" }));
      store.close();
      opened.length = 0;
      const rows = await raw("SELECT * FROM enquiries");
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain("203.0.113.7");
      expect(rows[0]?.client_hash).toMatch(/^[0-9a-f]{32}$/);
    });

    it("marks an enquiry pending, due at once, when it is to be e-mailed", async () => {
      const store = await open();
      await store.submit(enquiry({ deliver: true }));
      expect(await store.list()).toMatchObject([{ status: "pending", attempts: 0, nextAttemptAt: t0 }]);
      expect(await store.nextDueAt()).toEqual(t0);
      expect(await store.countByStatus()).toEqual({ stored: 0, pending: 1, delivered: 0 });
    });

    it("refuses the sender's enquiries beyond the limit within the window, and no one else's", async () => {
      const store = await open();
      const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
      for (const minutes of [0, 10, 20]) {
        expect((await store.submit(enquiry({ now: at(minutes) }))).kind).toBe("stored");
      }
      expect(await store.submit(enquiry({ now: at(30) }))).toEqual({ kind: "rate-limited" });
      // Another address is not affected.
      expect((await store.submit(enquiry({ now: at(30), clientAddress: "198.51.100.4" }))).kind).toBe("stored");
      // An hour after the first one, one slot is free again.
      expect((await store.submit(enquiry({ now: at(61) }))).kind).toBe("stored");
      expect(await store.submit(enquiry({ now: at(62) }))).toEqual({ kind: "rate-limited" });
      expect(await store.list()).toHaveLength(5);
    });

    it("counts all addresses of one IPv6 network (/64) as one sender", async () => {
      const store = await open();
      for (const address of ["2001:db8:aa:1::1", "2001:db8:aa:1:ffff::2", "2001:0db8:00aa:0001:1:2:3:4"]) {
        expect((await store.submit(enquiry({ clientAddress: address }))).kind).toBe("stored");
      }
      expect(await store.submit(enquiry({ clientAddress: "2001:db8:aa:1:abcd::9" }))).toEqual({ kind: "rate-limited" });
      expect((await store.submit(enquiry({ clientAddress: "2001:db8:aa:2::1" }))).kind).toBe("stored");
    });

    it("holds the limit when many enquiries from one sender arrive at the same moment", async () => {
      const store = await open();
      const results = await Promise.all(Array.from({ length: 8 }, () => store.submit(enquiry())));
      expect(results.filter((result) => result.kind === "stored")).toHaveLength(3);
      expect(results.filter((result) => result.kind === "rate-limited")).toHaveLength(5);
    });

    it("shares enquiries and the rate limit between two stores over one file, as two server processes do", async () => {
      // Opened at the same instant on an empty folder, as WEB_CONCURRENCY workers start.
      const [one, two] = await Promise.all([open(), open()]);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? one : two).submit(enquiry())),
      );
      expect(results.filter((result) => result.kind === "stored")).toHaveLength(3);
      expect(results.filter((result) => result.kind === "rate-limited")).toHaveLength(5);
      // Another sender is not limited by the first one's count, whichever process answers.
      expect((await two.submit(enquiry({ clientAddress: "198.51.100.4" }))).kind).toBe("stored");
      expect(await one.list()).toHaveLength(4);
      expect(await two.list()).toEqual(await one.list());
      expect(two.listSecret).toBe(one.listSecret);
    });

    it("stores a resubmitted form once, but a new message with the same token again", async () => {
      const store = await open();
      const token = crypto.randomUUID();
      expect(await store.submit(enquiry({ token }))).toEqual({ kind: "stored", id: 1 });
      expect(await store.submit(enquiry({ token }))).toEqual({ kind: "duplicate", id: 1 });
      // A cached page could hand one token to several visitors: different content is a new enquiry.
      expect(await store.submit(enquiry({ token, message: "A different question about stock" }))).toMatchObject({
        kind: "stored",
      });
      expect((await store.list()).map((row) => row.message)).toEqual([
        "Do you stock Dolo 650 in strips of 15?",
        "A different question about stock",
      ]);
      // Without a token nothing is taken for a duplicate.
      expect((await store.submit(enquiry({ token: null }))).kind).toBe("stored");
      expect((await store.submit(enquiry({ token: null }))).kind).toBe("rate-limited");
    });

    it("lets one worker claim a due enquiry; it is due again only after the lease", async () => {
      const store = await open();
      const other = await open();
      await store.submit(enquiry({ deliver: true }));
      const claimed = await store.claimDue(t0, 60_000, 10);
      expect(claimed).toMatchObject([{ id: 1, status: "pending" }]);
      // A second process on the same database finds nothing to do while the lease runs ...
      expect(await other.claimDue(new Date(t0.getTime() + 59_999), 60_000, 10)).toEqual([]);
      // ... and takes it over when the first worker vanished without finishing.
      expect(await other.claimDue(new Date(t0.getTime() + 60_000), 60_000, 10)).toMatchObject([{ id: 1 }]);
    });

    it("records failures with the next attempt, and a delivery with its time", async () => {
      const store = await open();
      await store.submit(enquiry({ deliver: true }));
      await store.claimDue(t0, 60_000, 1);
      const retryAt = new Date(t0.getTime() + 5_000);
      await store.markFailed(1, "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525", retryAt);
      expect(await store.list()).toMatchObject([
        { status: "pending", attempts: 1, lastError: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525" },
      ]);
      expect(await store.claimDue(new Date(retryAt.getTime() - 1), 60_000, 1)).toEqual([]);
      expect(await store.claimDue(retryAt, 60_000, 1)).toHaveLength(1);
      const deliveredAt = new Date(retryAt.getTime() + 300);
      await store.markDelivered(1, deliveredAt);
      expect(await store.list()).toMatchObject([
        { status: "delivered", attempts: 2, lastError: null, nextAttemptAt: null, deliveredAt },
      ]);
      expect(await store.nextDueAt()).toBeNull();
      expect(await store.claimDue(new Date(t0.getTime() + HOUR), 60_000, 1)).toEqual([]);
    });

    it("gives a claimed enquiry back without counting an attempt", async () => {
      const store = await open();
      await store.submit(enquiry({ deliver: true }));
      await store.claimDue(t0, 60_000, 1);
      await store.release(1, t0);
      expect(await store.claimDue(t0, 60_000, 1)).toMatchObject([{ id: 1, attempts: 0 }]);
    });

    it("never sends an enquiry that was only stored", async () => {
      const store = await open();
      await store.submit(enquiry({ deliver: false }));
      expect(await store.claimDue(new Date(t0.getTime() + HOUR), 60_000, 10)).toEqual([]);
      expect(await store.nextDueAt()).toBeNull();
    });
  });
});

describe("rate-limit key of an address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:aa:1::1", "2001:db8:aa:1::/64"],
    ["2001:0DB8:00AA:0001:0:0:0:1", "2001:db8:aa:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s → %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});

import { copyFile, mkdtemp, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnquiryNotStoredError, NO_BUYER, type EnquiryStore, type NewEnquiry } from "./enquiry-store";
import { openEnquiryStore, rateLimitKey } from "./store.server";

let dir: string;
let url: string;
const opened: EnquiryStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "enquiries-store-"));
  // A folder that does not exist yet: the store creates it, as it does for a fresh DATA_DIR.
  url = pathToFileURL(path.join(dir, "data", "enquiries.db")).href;
});
afterEach(async () => {
  opened.splice(0).forEach((store) => store.close());
  await rm(dir, { recursive: true, force: true });
});

async function open(): Promise<EnquiryStore> {
  const store = await openEnquiryStore({ url });
  opened.push(store);
  return store;
}

const HOUR = 3_600_000;
const t0 = new Date("2026-03-01T10:00:00.000Z");

function enquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    name: "Asha Kumari",
    email: "asha@example.com",
    message: "Do you stock Dolo 650 in strips of 15?",
    page: "/contact",
    clientAddress: "203.0.113.7",
    token: crypto.randomUUID(),
    deliver: false,
    rateLimit: { max: 3, windowMs: HOUR },
    now: t0,
    ...overrides,
  };
}

describe("enquiries store", () => {
  it("creates the database file with its folder, and keeps enquiries across reopening", async () => {
    const first = await open();
    const result = await first.submit(enquiry({ page: "/contact?from=home" }));
    expect(result).toEqual({ kind: "stored", id: 1 });
    first.close();
    opened.length = 0;
    expect((await stat(path.join(dir, "data", "enquiries.db"))).size).toBeGreaterThan(0);

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
    const client = createClient({ url });
    const rows = await client.execute("SELECT * FROM enquiries");
    client.close();
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain("203.0.113.7");
    expect(rows.rows[0]?.client_hash).toMatch(/^[0-9a-f]{32}$/);
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

describe("enquiries store: a database that cannot keep an enquiry", () => {
  const file = () => path.join(dir, "data", "enquiries.db");

  /** The enquiries a database file holds, read by a connection of its own (as after a restart). */
  async function namesIn(databaseFile: string): Promise<unknown[]> {
    const client = createClient({ url: pathToFileURL(databaseFile).href });
    try {
      return (await client.execute("SELECT name FROM enquiries ORDER BY id")).rows.map((row) => row.name);
    } finally {
      client.close();
    }
  }

  it("refuses an enquiry once its database file was deleted, and rescues what the file held beside it", async () => {
    const store = await open();
    expect((await store.submit(enquiry({ name: "Before" }))).kind).toBe("stored");
    expect(await store.health()).toEqual({ status: "ok", reason: null });
    await unlink(file());
    // Said before any visitor finds out.
    expect(await store.health()).toEqual({
      status: "failing",
      reason: `the database file ${file()} was deleted while the server runs`,
    });

    // SQLite would take this one into the deleted file, lost when the process ends.
    const refused = store.submit(enquiry({ name: "After" }));
    await expect(refused).rejects.toBeInstanceOf(EnquiryNotStoredError);
    await expect(refused).rejects.toThrow(`the database file ${file()} was deleted while the server runs`);
    const error = (await refused.catch((caught: unknown) => caught)) as EnquiryNotStoredError;
    expect(error.rescuedTo).toMatch(/enquiries\.db\.rescued-/);
    expect(await namesIn(error.rescuedTo!)).toEqual(["Before"]);
    // Still refused at the next try: nothing is acknowledged until the server is restarted.
    await expect(store.submit(enquiry({ name: "Again" }))).rejects.toBeInstanceOf(EnquiryNotStoredError);
    expect((await readdir(path.join(dir, "data"))).filter((name) => name.includes("rescued"))).toHaveLength(1);
  });

  it("refuses an enquiry when another file took the database file's place", async () => {
    const store = await open();
    await store.submit(enquiry({ name: "Before" }));
    await copyFile(file(), `${file()}.copy`);
    await rename(`${file()}.copy`, file());
    await expect(store.submit(enquiry({ name: "After" }))).rejects.toThrow(/was replaced while the server runs/);
  });

  it("refuses an enquiry the database does not take, saying why without the visitor's text", async () => {
    const store = await open();
    // A database that refuses the write, as a full disk or a read-only file does.
    const other = createClient({ url });
    await other.execute(
      "CREATE TRIGGER refuse_enquiries BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'no room'); END",
    );
    other.close();
    const visitor = { name: "Secret Name", email: "secret@example.com", message: "A secret message about stock" };
    const error = (await store.submit(enquiry(visitor)).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(EnquiryNotStoredError);
    expect(error.message).toMatch(/no room/);
    expect(await store.health()).toMatchObject({ status: "failing", reason: expect.stringMatching(/no room/) });
    for (const text of Object.values(visitor)) expect(error.message).not.toContain(text);
    expect(await namesIn(file())).toEqual([]);
  });

  it("stops the start with a message that says the folder cannot be written", async () => {
    // A file where the folder should be: nothing can be written there, whoever the server runs as (root too).
    await writeFile(path.join(dir, "not-a-folder"), "");
    url = pathToFileURL(path.join(dir, "not-a-folder", "enquiries.db")).href;
    await expect(open()).rejects.toThrow(/^The database's folder .*not-a-folder is not writable \(EEXIST\)/);
  });
});

describe("enquiries store: a database another process is writing to", () => {
  it("refuses an enquiry it could not write before its deadline, and stores the resend with the same token once", async () => {
    const store = await openEnquiryStore({ url, busyDeadlineMs: 100 });
    opened.push(store);
    const other = createClient({ url });
    const transaction = await other.transaction("write");
    await transaction.execute("INSERT INTO secrets (key, value) VALUES ('held', 'x')");
    const first = enquiry();
    try {
      await expect(store.submit(first)).rejects.toThrow(EnquiryNotStoredError);
    } finally {
      await transaction.commit();
      other.close();
    }
    // The visitor sends it again (the form keeps its token): stored now, and only once.
    expect(await store.submit(first)).toEqual({ kind: "stored", id: 1 });
    expect(await store.submit(first)).toEqual({ kind: "duplicate", id: 1 });
    expect(await store.list()).toHaveLength(1);
  });
});

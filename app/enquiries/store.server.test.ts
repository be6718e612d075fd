import { copyFile, mkdtemp, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localDatabasePath, openStoreDatabase } from "~/server/database.server";
import { DIALECTS, sharedPostgres, useFreshDatabase } from "~/server/store-databases.test-support";
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

// The contract of the store, on the SQLite file and on PostgreSQL alike.
describe.each(DIALECTS)("on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  async function open(): Promise<EnquiryStore> {
    const store = await openEnquiryStore({ url: database.url });
    opened.push(store);
    return store;
  }
  /** The rows of a query, read past the store, through a connection of its own. */
  async function raw(query: string): Promise<Record<string, unknown>[]> {
    const own = await openStoreDatabase({ url: database.url });
    try {
      return await own.rows(sql.raw(query));
    } finally {
      own.close();
    }
  }

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

  const lines = [
    {
      id: "dolo-650-tablet",
      name: "Dolo 650 Tablet",
      quantity: 20,
      pack: "Strip of 15",
      manufacturer: "Micro Labs",
      unit: "strips",
    },
    { id: "pan-d", name: "Pan-D Capsule", quantity: 3 },
    { id: "~k3j2", name: "Cold chain box, =1+1 <b>", quantity: 2, freeText: true },
  ];
  const NO_DETAILS = { notInCatalogue: false, pack: null, manufacturer: null, unit: null };

  describe("enquiries with an enquiry list", () => {
    it("stores the lines in order with the enquiry and its phone, and returns them to the company and the mailer", async () => {
      const store = await open();
      await store.submit(enquiry());
      expect(
        await store.submit(enquiry({ page: "/enquiry", phone: "+91 98765 43210", message: "", lines, deliver: true })),
      ).toEqual({ kind: "stored", id: 2 });
      const listed = await store.list();
      expect(listed.map((row) => row.lines)).toEqual([
        [],
        [
          {
            medicineId: "dolo-650-tablet",
            name: "Dolo 650 Tablet",
            quantity: 20,
            notInCatalogue: false,
            pack: "Strip of 15",
            manufacturer: "Micro Labs",
            unit: "strips",
          },
          { medicineId: "pan-d", name: "Pan-D Capsule", quantity: 3, ...NO_DETAILS },
          // A free-text line: its text as written, no medicine id (the list's own id is not kept).
          { ...NO_DETAILS, medicineId: null, name: "Cold chain box, =1+1 <b>", quantity: 2, notInCatalogue: true },
        ],
      ]);
      expect(listed[1]).toMatchObject({ phone: "+91 98765 43210", message: "", page: "/enquiry" });
      expect(await store.claimDue(t0, 60_000, 5)).toMatchObject([{ id: 2, lines: listed[1]!.lines }]);
    });

    it("stores who is asking with a list, and gives it to the company and the mailer", async () => {
      const store = await open();
      const buyer = {
        shop: "Sharma Medical Hall",
        drugLicence: "BR-PAT-1234/20B",
        gstin: "27AAPFU0939F1ZV",
        city: "Patna",
      };
      await store.submit(enquiry({ page: "/enquiry", lines, buyer: { ...buyer, drugLicence: null }, deliver: true }));
      // The same list from another shop is another enquiry.
      expect(await store.submit(enquiry({ page: "/enquiry", lines, buyer, deliver: true }))).toEqual({
        kind: "stored",
        id: 2,
      });
      const listed = await store.list();
      expect(listed[0]).toMatchObject({ ...buyer, drugLicence: null });
      expect(listed[1]).toMatchObject(buyer);
      expect(await store.claimDue(t0, 60_000, 5)).toMatchObject([
        { id: 1, city: "Patna" },
        { id: 2, ...buyer },
      ]);
    });

    it("keeps no lines of an enquiry refused by the rate limit, and one set of lines for a resubmitted list", async () => {
      const store = await open();
      const token = crypto.randomUUID();
      expect(await store.submit(enquiry({ token, lines }))).toEqual({ kind: "stored", id: 1 });
      expect(await store.submit(enquiry({ token, lines }))).toEqual({ kind: "duplicate", id: 1 });
      await store.submit(enquiry());
      await store.submit(enquiry());
      expect(await store.submit(enquiry({ lines }))).toEqual({ kind: "rate-limited" });
      const counted = await raw("SELECT enquiry_id, count(*) AS n FROM enquiry_lines GROUP BY enquiry_id");
      expect(counted.map((row) => [row.enquiry_id, row.n])).toEqual([[1, lines.length]]);
    });

    it("stores many lists sent at the same moment, each with exactly its own lines", async () => {
      const store = await open();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, at) =>
          store.submit(
            enquiry({
              clientAddress: `198.51.100.${at}`,
              lines: [{ id: `m-${at}`, name: `Medicine ${at}`, quantity: at + 1 }],
            }),
          ),
        ),
      );
      expect(results.every((result) => result.kind === "stored")).toBe(true);
      const listed = await store.list();
      expect(listed).toHaveLength(40);
      for (const row of listed) {
        const at = Number(row.lines[0]!.medicineId?.slice(2));
        expect(row.lines).toEqual([{ medicineId: `m-${at}`, name: `Medicine ${at}`, quantity: at + 1, ...NO_DETAILS }]);
      }
    });

    it("keeps one list secret per database, the same after reopening", async () => {
      const first = await open();
      const secret = first.listSecret;
      expect(secret.length).toBeGreaterThanOrEqual(64);
      const second = await open();
      expect(second.listSecret).toBe(secret);
    });
  });

  describe("orders: lists with a buyer's order page", () => {
    const sent = (overrides: Partial<NewEnquiry> = {}) =>
      enquiry({ name: "", email: "", message: "", page: "/enquiry", lines, order: true, ...overrides });

    it("gives each order an unguessable page token, stores only its hash, and finds the order by it", async () => {
      const store = await open();
      const result = await store.submit(
        sent({ channel: "whatsapp", buyer: { shop: "Sharma Medical", city: "Patna" } }),
      );
      expect(result).toMatchObject({ kind: "stored", id: 1, orderToken: expect.stringMatching(/^[\w-]{32}$/) });
      const token = result.kind === "stored" ? result.orderToken! : "";
      expect(await store.findOrder(token)).toEqual({
        number: 1,
        createdAt: t0,
        channel: "whatsapp",
        status: null,
        name: "",
        email: "",
        phone: null,
        message: "",
        shop: "Sharma Medical",
        drugLicence: null,
        gstin: null,
        city: "Patna",
        lines: [
          { medicineId: "dolo-650-tablet", ...lines[0], notInCatalogue: false },
          { medicineId: "pan-d", ...NO_DETAILS, name: "Pan-D Capsule", quantity: 3 },
          { medicineId: null, ...NO_DETAILS, notInCatalogue: true, name: lines[2]!.name, quantity: 2 },
        ].map(({ id: _id, freeText: _freeText, ...line }: Record<string, unknown>) => line),
      });
      // Neither the token nor anything it could be rebuilt from is in the table: only its SHA-256.
      const rows = await raw("SELECT order_token_hash, channel FROM enquiries");
      expect(rows[0]?.order_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("finds nothing for a token that does not exist, a forged one, or text that is not a token", async () => {
      const store = await open();
      const result = await store.submit(sent());
      const token = result.kind === "stored" ? result.orderToken! : "";
      const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      for (const wrong of [
        forged,
        "A".repeat(32),
        "",
        "1",
        "../../etc/passwd",
        token.toLowerCase() + "x",
        "' OR 1=1 --",
      ]) {
        expect(await store.findOrder(wrong)).toBeNull();
      }
      // A contact message has no page, whatever is asked.
      await store.submit(enquiry());
      expect(await store.findOrder(token)).toMatchObject({ number: 1 });
    });

    it("gives a double press the same order and page, but the same list by another way its own", async () => {
      const store = await open();
      const first = await store.submit(sent({ channel: "whatsapp", token: "form-1" }));
      const again = await store.submit(sent({ channel: "whatsapp", token: "form-1" }));
      const byEmail = await store.submit(sent({ channel: "email", token: "form-1" }));
      expect(again).toEqual({ ...first, kind: "duplicate" });
      expect(byEmail.kind).toBe("stored");
      expect(byEmail.kind === "stored" && first.kind === "stored" && byEmail.orderToken !== first.orderToken).toBe(
        true,
      );
      const token = byEmail.kind === "stored" ? byEmail.orderToken! : "";
      expect(await store.findOrder(token)).toMatchObject({ channel: "email" });
      expect(await store.list()).toHaveLength(2);
    });

    it("holds stored sends to the sender's rate limit, as the form is", async () => {
      const store = await open();
      const results = [];
      for (let at = 0; at < 4; at++) results.push(await store.submit(sent({ channel: "whatsapp" })));
      expect(results.map((result) => result.kind)).toEqual(["stored", "stored", "stored", "rate-limited"]);
    });

    it("marks a list sent with the form as such, and keeps a contact message without a page", async () => {
      const store = await open();
      const contact = await store.submit(enquiry());
      expect(contact).toEqual({ kind: "stored", id: 1 });
      const form = await store.submit(sent({ name: "Asha", email: "asha@example.com" }));
      const token = form.kind === "stored" ? form.orderToken! : "";
      expect(await store.findOrder(token)).toMatchObject({ number: 2, channel: "form", name: "Asha" });
    });
  });
});

describe("enquiries store on PostgreSQL: a connection lost", () => {
  const database = useFreshDatabase("postgresql");

  it("stores the next enquiry after the server restarted under the running store, without a restart of its own", async () => {
    const store = await openEnquiryStore({ url: database.url });
    opened.push(store);
    expect(await store.submit(enquiry())).toEqual({ kind: "stored", id: 1 });
    // Every connection the store's pool held is cut; the pool's 'error' event must not end the process.
    await (await sharedPostgres()).restart();
    const lines = [{ id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 10 }];
    expect(await store.submit(enquiry({ clientAddress: "198.51.100.9", lines }))).toEqual({ kind: "stored", id: 2 });
    expect((await store.list()).map((row) => row.lines.length)).toEqual([0, 1]);
    expect(await store.health()).toEqual({ status: "ok", reason: null });
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

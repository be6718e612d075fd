import { createClient } from "@libsql/client";
import { copyFile, mkdtemp, readdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sharedPostgres, useFreshDatabase } from "~/server/store-databases.test-support";
import { EnquiryNotStoredError, type EnquiryStore } from "./enquiry-store";
import { openEnquiryStore } from "./store.server";
import { enquiry } from "./store.server.test-support";

// The enquiries store when its database fails under it: a lost connection, a deleted or replaced
// file, a refused write, another process writing. Its contract: store.server.test.ts.

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

  it("rescues what the file held as soon as /healthz finds it deleted, though a new connection made an empty database there first", async () => {
    const store = await open();
    await store.submit(enquiry({ name: "Before" }));
    await store.submit(enquiry({ name: "Second", clientAddress: "198.51.100.7" }));
    await unlink(file());
    // What the client's pool does when statements overlap: a new connection at the path, which
    // makes a new, empty database there.
    const stranger = createClient({ url });
    try {
      await stranger.execute("SELECT count(*) FROM sqlite_master");
    } finally {
      stranger.close();
    }
    expect((await store.health()).status).toBe("failing");
    const rescued = (await readdir(path.join(dir, "data"))).filter((name) => name.includes("rescued"));
    expect(rescued).toHaveLength(1);
    expect(await namesIn(path.join(dir, "data", rescued[0]!))).toEqual(["Before", "Second"]);
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

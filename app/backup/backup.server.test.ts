import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { enquiry } from "~/enquiries/store.server.test-support";
import { openEnquiryStore } from "~/enquiries/store.server";
import { localDatabasePath, openExistingSqlite, openStoreDatabase, type StoreDatabase } from "~/server/database.server";
import { DIALECTS, freshDatabaseUrl, useFreshDatabase } from "~/server/store-databases.test-support";
import { backupNow } from "./backup.server";
import { listBackups } from "./files.server";
import { ensureBackupTables } from "./records.server";
import { DatabaseInUseError, restoreBackup } from "./restore.server";
import { startBackups } from "./service.server";
import { BadBackupError } from "./sqlite-copy.server";

/**
 * The backups' contract on both dialects (docs/decisions/031-backups.md): a backup taken while
 * orders are written is one consistent moment and restores into a new database; the server's
 * backup is taken once per period however many processes try; a database in use is not restored.
 */

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "backups-"));
  folders.push(folder);
  return folder;
}

const run = promisify(execFile);

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The messages of the enquiries in the database of `url`, in the order they were stored. */
async function messagesIn(url: string): Promise<string[]> {
  const store = await openEnquiryStore({ url });
  try {
    return (await store.list()).map((stored) => stored.message);
  } finally {
    store.close();
  }
}

/** The same, read by a process of its own that opens the database, reads it and closes it. */
async function messagesInAnotherProcess(url: string): Promise<string[]> {
  const script = `
    import { createClient } from "@libsql/client";
    const client = createClient({ url: process.env.DATABASE_URL });
    const { rows } = await client.execute("SELECT message FROM enquiries ORDER BY id");
    client.close();
    process.stdout.write(JSON.stringify(rows.map((row) => row.message)));`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, DATABASE_URL: url },
  });
  return JSON.parse(stdout) as string[];
}

async function withDatabase<T>(url: string, use: (database: StoreDatabase) => Promise<T>): Promise<T> {
  const database = await openStoreDatabase({ url });
  try {
    await ensureBackupTables(database);
    return await use(database);
  } finally {
    database.close();
  }
}

describe.each(DIALECTS)("backups on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  let dir: string;
  beforeEach(async () => {
    dir = await freshFolder();
  });

  it("a backup taken while orders are stored holds every order stored before it began, and restores into a new database", async () => {
    const store = await openEnquiryStore({ url: database.url });
    const before: string[] = [];
    const during: string[] = [];
    try {
      for (let n = 1; n <= 20; n++) {
        const message = `order ${n} before`;
        await store.submit(enquiry({ message, rateLimit: { max: 1000, windowMs: 3_600_000 } }));
        before.push(message);
      }
      const written = withDatabase(database.url, (db) => backupNow(db, { url: database.url, dir, keep: 5 }));
      let finished = false;
      void written.finally(() => (finished = true));
      while (!finished) {
        // Each order in a turn of the event loop of its own, as requests arrive: a store's write
        // may finish without one (its file check and SQLite's calls are synchronous), and the
        // loop would then never let the backup's own callbacks run.
        await new Promise((resolve) => setImmediate(resolve));
        const message = `order ${during.length + 1} during`;
        await store.submit(enquiry({ message, rateLimit: { max: 1000, windowMs: 3_600_000 } }));
        during.push(message);
      }
      const { file } = await written;
      expect(path.dirname(file)).toBe(dir);
      expect(path.basename(file)).toMatch(dialect === "sqlite" ? /^backup-.+Z\.sqlite$/ : /^backup-.+Z\.pgdump$/);

      const target = await freshDatabaseUrl(dialect);
      await restoreBackup(target, file);
      const restored = await messagesIn(target);
      // One moment of the database: every order before the backup, then a beginning of those during it.
      const fromDuring = restored.slice(before.length);
      expect(restored.slice(0, before.length)).toEqual(before);
      expect(fromDuring).toEqual(during.slice(0, fromDuring.length));
    } finally {
      store.close();
    }
  });

  it("only one of the processes that try takes a period's backup; the next period gets the next; BACKUP_KEEP are kept", async () => {
    let now = new Date("2026-12-07T02:00:05.000Z");
    const clock = () => now;
    const options = { url: database.url, dir, keep: 2, minutes: 15, logger: silent, timer: false, clock };
    const first = startBackups(options);
    const second = startBackups(options);
    try {
      await Promise.all([first.tick(), second.tick()]);
      expect((await listBackups(dir)).map((backup) => backup.takenAt)).toEqual([now]);
      // Later in the same period: nothing more.
      now = new Date("2026-12-07T02:14:00.000Z");
      await Promise.all([first.tick(), second.tick()]);
      expect(await listBackups(dir)).toHaveLength(1);
      expect(first.health()).toMatchObject({ status: "ok", lastAt: "2026-12-07T02:00:05.000Z", everyMinutes: 15 });

      for (const at of ["2026-12-07T02:15:01.000Z", "2026-12-07T02:31:00.000Z"]) {
        now = new Date(at);
        await Promise.all([second.tick(), first.tick()]);
      }
      // Three taken, the two newest kept.
      expect((await listBackups(dir)).map((backup) => backup.takenAt.toISOString())).toEqual([
        "2026-12-07T02:31:00.000Z",
        "2026-12-07T02:15:01.000Z",
      ]);
      // Both processes tell the same last backup, whichever took it (the other from its next round on).
      await Promise.all([first.tick(), second.tick()]);
      expect(second.health().lastAt).toBe("2026-12-07T02:31:00.000Z");
      expect(first.health().lastAt).toBe("2026-12-07T02:31:00.000Z");
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("is late when no backup was written for more than two periods, and says why the last one failed", async () => {
    let now = new Date("2026-12-07T02:00:00.000Z");
    // BACKUP_DIR is a file: no backup can be written into it.
    const blocked = path.join(dir, "not-a-folder");
    await writeFile(blocked, "");
    const service = startBackups({
      url: database.url,
      dir: blocked,
      keep: 5,
      minutes: 15,
      logger: silent,
      timer: false,
      clock: () => now,
    });
    try {
      await service.tick();
      expect(service.health()).toMatchObject({ status: "ok", lastAt: null, lastError: { at: now.toISOString() } });
      expect(service.health().lastError?.message).toMatch(/EEXIST|ENOTDIR/);
      now = new Date("2026-12-07T02:29:00.000Z");
      await service.tick();
      expect(service.health().status).toBe("ok");
      now = new Date("2026-12-07T02:30:01.000Z");
      await service.tick();
      expect(service.health()).toMatchObject({ status: "late", lastAt: null });
    } finally {
      await service.close();
    }
  });

  it("refuses to restore a database a server uses, and restores it once the server has stopped", async () => {
    const store = await openEnquiryStore({ url: database.url });
    await store.submit(enquiry({ message: "in the backup" }));
    const { file } = await withDatabase(database.url, (db) => backupNow(db, { url: database.url, dir, keep: 5 }));
    await store.submit(enquiry({ message: "after the backup", clientAddress: "203.0.113.8" }));
    store.close();

    const server = startBackups({ url: database.url, dir, keep: 5, minutes: 15, logger: silent, timer: false });
    await server.tick();
    const refused = restoreBackup(database.url, file);
    await expect(refused).rejects.toThrow(DatabaseInUseError);
    await expect(refused).rejects.toThrow(
      /^a server is using this database \(process \d+ on .+, seen \d+ s ago\): stop the site first, then restore$/,
    );
    expect(await messagesIn(database.url)).toEqual(["in the backup", "after the backup"]);

    // A stopped server's heartbeat goes with it: no waiting for it to grow old.
    await server.close();
    await restoreBackup(database.url, file);
    expect(await messagesIn(database.url)).toEqual(["in the backup"]);
    // The restored database carries no heartbeat of the server that ran when it was taken.
    await restoreBackup(database.url, file);
  });

  it("refuses a backup of the other dialect and a damaged backup, changing nothing", async () => {
    const store = await openEnquiryStore({ url: database.url });
    await store.submit(enquiry({ message: "kept" }));
    store.close();
    const { file } = await withDatabase(database.url, (db) => backupNow(db, { url: database.url, dir, keep: 5 }));
    const other = await freshDatabaseUrl(dialect === "sqlite" ? "postgresql" : "sqlite");
    await expect(restoreBackup(other, file)).rejects.toThrow(BadBackupError);
    await expect(restoreBackup(other, file)).rejects.toThrow(
      dialect === "sqlite" ? "is not a pg_dump archive, and DATABASE_URL is PostgreSQL" : "is a PostgreSQL archive",
    );

    const bytes = (await readFile(file)).subarray(0, 4096);
    const damaged = path.join(dir, `damaged${path.extname(file)}`);
    await writeFile(damaged, bytes);
    await expect(restoreBackup(database.url, damaged)).rejects.toThrow(BadBackupError);
    expect(await messagesIn(database.url)).toEqual(["kept"]);
  });
});

describe("backups of a SQLite file", () => {
  const database = useFreshDatabase("sqlite");

  it("hold the orders that are still only in the -wal file, which a copy of the .db file misses", async () => {
    const store = await openEnquiryStore({ url: database.url });
    const dir = await freshFolder();
    try {
      for (let n = 1; n <= 5; n++)
        await store.submit(enquiry({ message: `order ${n}`, clientAddress: `203.0.113.${n}` }));
      const file = localDatabasePath(database.url)!;
      expect((await stat(`${file}-wal`)).size).toBeGreaterThan(0);
      const { file: backup } = await withDatabase(database.url, (db) =>
        backupNow(db, { url: database.url, dir, keep: 5 }),
      );
      const target = await freshDatabaseUrl("sqlite");
      await restoreBackup(target, backup);
      expect(await messagesIn(target)).toEqual(["order 1", "order 2", "order 3", "order 4", "order 5"]);
    } finally {
      store.close();
    }
  });

  it("a backup taken inside the server's process leaves its later orders where every other process reads them", async () => {
    // A process that opens and closes the database (npm run enquiries, a second server) takes the
    // -wal and -shm away when it believes it was the last one using the file. The server's own
    // locks say it is not; a backup that dropped them would leave the server writing into a -wal
    // nobody else sees, lost at its next start.
    const store = await openEnquiryStore({ url: database.url });
    const dir = await freshFolder();
    try {
      await store.submit(enquiry({ message: "before the backup" }));
      await withDatabase(database.url, (db) => backupNow(db, { url: database.url, dir, keep: 5 }));
      expect(await messagesInAnotherProcess(database.url)).toEqual(["before the backup"]);
      await store.submit(enquiry({ message: "after the backup", clientAddress: "203.0.113.7" }));
      expect(await messagesInAnotherProcess(database.url)).toEqual(["before the backup", "after the backup"]);
    } finally {
      store.close();
    }
  });

  it("restoring over a database keeps the one replaced beside it, with its -wal, whole", async () => {
    const store = await openEnquiryStore({ url: database.url });
    const dir = await freshFolder();
    await store.submit(enquiry({ message: "in the backup" }));
    const { file: backup } = await withDatabase(database.url, (db) =>
      backupNow(db, { url: database.url, dir, keep: 5 }),
    );
    await store.submit(enquiry({ message: "only in the replaced database", clientAddress: "203.0.113.9" }));
    store.close();

    const restored = await restoreBackup(database.url, backup);
    // In WAL mode as the server keeps it (byte 18 of the header: 2), the file alone the whole database.
    const file = localDatabasePath(database.url)!;
    expect((await readFile(file))[18]).toBe(2);
    expect((await readdir(path.dirname(file))).filter((name) => name.startsWith("site.db-"))).toEqual([]);
    expect(await messagesIn(database.url)).toEqual(["in the backup"]);
    expect(restored.keptAs).toMatch(/site\.db\.before-restore-.+Z$/);
    expect(await messagesIn(`file:${restored.keptAs}`)).toEqual(["in the backup", "only in the replaced database"]);
    const folder = path.dirname(localDatabasePath(database.url)!);
    expect((await readdir(folder)).filter((name) => name.includes("restoring"))).toEqual([]);
  });

  it("never puts an empty database where the site's file was deleted, even between its check and the copy", async () => {
    const dir = await freshFolder();
    const file = path.join(dir, "site.db");
    // The backup's own check first: no file, no copy, no file made.
    await expect(
      withDatabase(database.url, (db) => backupNow(db, { url: `file:${file}`, dir, keep: 5 })),
    ).rejects.toThrow(`no database file at ${file}`);
    // Then the moment after that check (deleted by hand or by a restore's rename): the copy's
    // connection refuses the missing file rather than creating it.
    expect(() => openExistingSqlite(file)).toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses a SQLite database that is not this site's", async () => {
    const dir = await freshFolder();
    const stranger = path.join(dir, "other.db");
    const client = createClient({ url: `file:${stranger}` });
    await client.execute("CREATE TABLE notes (id integer PRIMARY KEY, text text)");
    client.close();
    await expect(restoreBackup(database.url, stranger)).rejects.toThrow(
      `${stranger} is a SQLite database, but not this site's: no table enquiries`,
    );
  });
});

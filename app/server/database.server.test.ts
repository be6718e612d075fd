import { execFile } from "node:child_process";
import { pbkdf2 as pbkdf2Callback } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DatabaseFileGoneError,
  guardDatabaseFile,
  isBusy,
  MIGRATIONS_FOLDER,
  openDatabase,
  type Database,
} from "./database.server";

const pbkdf2 = promisify(pbkdf2Callback);

let dir: string;
let url: string;
const opened: Database[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "database-"));
  url = pathToFileURL(path.join(dir, "data", "server.db")).href;
});
afterEach(async () => {
  opened.splice(0).forEach(({ client }) => client.close());
  await rm(dir, { recursive: true, force: true });
});

const committed = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

/** What the file holds afterwards, read through a client of its own. */
async function applied() {
  const client = createClient({ url });
  try {
    const migrations = await client.execute("SELECT hash FROM __drizzle_migrations ORDER BY created_at");
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    const journal = await client.execute("PRAGMA journal_mode");
    return {
      hashes: migrations.rows.map((row) => row.hash),
      tables: tables.rows.map((row) => row.name),
      journalMode: journal.rows[0]?.journal_mode,
    };
  } finally {
    client.close();
  }
}

describe("openDatabase on an empty database", () => {
  it("applies every migration once when two open it at the same instant, and both can write", async () => {
    const both = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    opened.push(...both);

    const result = await applied();
    expect(result.hashes).toEqual(committed.map((migration) => migration.hash));
    expect(result.tables).toEqual(expect.arrayContaining(["enquiries", "enquiry_lines", "search_misses", "secrets"]));
    expect(result.journalMode).toBe("wal");
    for (const [index, { client }] of both.entries()) {
      await client.execute({ sql: "INSERT INTO secrets (key, value) VALUES (?, 'x')", args: [`test-${index}`] });
    }
  });

  it("applies every migration once when separate processes start on it together, and all their writes land", async () => {
    const run = promisify(execFile);
    const script = `const { openDatabase } = await import(${JSON.stringify(pathToFileURL(path.resolve("app/server/database.server.ts")).href)});
      const { client } = await openDatabase({ url: ${JSON.stringify(url)} });
      // Writers in several processes at once wait for each other (busy timeout) rather than fail.
      for (let row = 0; row < 200; row++) {
        await client.execute({ sql: "INSERT INTO search_misses (text, first_seen, last_seen) VALUES (?, 0, 0)", args: [process.pid + "-" + row] });
      }
      client.close();`;
    const processes = Array.from({ length: 3 }, () =>
      run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]),
    );
    await Promise.all(processes);

    const result = await applied();
    expect(result.hashes).toEqual(committed.map((migration) => migration.hash));
    const client = createClient({ url });
    const misses = await client.execute("SELECT count(*) AS n FROM search_misses");
    client.close();
    expect(Number(misses.rows[0]?.n)).toBe(600);
  }, 30_000);

  it("waits while another process holds the migration lease, then finds the migrations to apply", async () => {
    await mkdir(path.join(dir, "data"));
    const other = createClient({ url });
    try {
      await other.execute(
        "CREATE TABLE __drizzle_migrations_lease (id integer PRIMARY KEY CHECK (id = 1), holder text NOT NULL, expires_at integer NOT NULL)",
      );
      await other.execute({
        sql: "INSERT INTO __drizzle_migrations_lease VALUES (1, 'another process', ?)",
        args: [Date.now() + 60_000],
      });
      // While the lease is held nothing is migrated: a process that cannot wait gives up.
      await expect(openDatabase({ url, migrationWaitMs: 100 })).rejects.toThrow(/migrating the database/);
      const tables = await other.execute("SELECT count(*) AS n FROM sqlite_master WHERE name = 'enquiries'");
      expect(Number(tables.rows[0]?.n)).toBe(0);

      const opening = Promise.all([openDatabase({ url }), openDatabase({ url })]);
      await other.execute("DELETE FROM __drizzle_migrations_lease");
      opened.push(...(await opening));
      expect((await applied()).hashes).toEqual(committed.map((migration) => migration.hash));
    } finally {
      other.close();
    }
  });

  it("takes over a lease whose holder died mid-way once its time is up", async () => {
    await mkdir(path.join(dir, "data"));
    const other = createClient({ url });
    await other.execute(
      "CREATE TABLE __drizzle_migrations_lease (id integer PRIMARY KEY CHECK (id = 1), holder text NOT NULL, expires_at integer NOT NULL)",
    );
    await other.execute({
      sql: "INSERT INTO __drizzle_migrations_lease VALUES (1, 'died', ?)",
      args: [Date.now() - 1],
    });
    other.close();
    opened.push(await openDatabase({ url }));
    expect((await applied()).hashes).toHaveLength(committed.length);
  });
});

describe("a database another connection holds the write lock of", () => {
  /** Another connection (as another process would) holding the write lock until `release()`. */
  async function holdWriteLock() {
    const other = createClient({ url });
    const transaction = await other.transaction("write");
    await transaction.execute("INSERT INTO secrets (key, value) VALUES ('held', 'x')");
    return {
      release: async () => {
        await transaction.commit();
        other.close();
      },
    };
  }

  it("waits for the lock without stopping the process, and the write lands once it is released", async () => {
    const { client } = await openDatabase({ url });
    opened.push({ client } as Database);
    const lock = await holdWriteLock();
    let settled = false;
    let timerFiredWhileWaiting = false;
    const writing = client.execute("INSERT INTO secrets (key, value) VALUES ('waited', 'y')");
    void writing.finally(() => (settled = true)).catch(() => {});
    // Timers still fire while the write waits (the process answers other requests meanwhile): the
    // lock is released from one, so a write that held the thread could only have failed.
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      timerFiredWhileWaiting = !settled;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await lock.release();
    }
    await writing;
    expect(timerFiredWhileWaiting).toBe(true);
    const { rows } = await client.execute("SELECT key FROM secrets WHERE key IN ('held', 'waited') ORDER BY key");
    expect(rows.map((row) => row.key)).toEqual(["held", "waited"]);
  });

  it("gives up with SQLITE_BUSY once its deadline has passed, having changed nothing", async () => {
    const { client } = await openDatabase({ url, busyDeadlineMs: 150 });
    opened.push({ client } as Database);
    const lock = await holdWriteLock();
    try {
      const started = performance.now();
      const failed = await client
        .batch([
          "INSERT INTO secrets (key, value) VALUES ('a', '1')",
          "INSERT INTO secrets (key, value) VALUES ('b', '2')",
        ])
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isBusy(failed)).toBe(true);
      expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    } finally {
      await lock.release();
    }
    const { rows } = await client.execute("SELECT count(*) AS n FROM secrets WHERE key IN ('a', 'b')");
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe("guardDatabaseFile", () => {
  it("answers while libuv's thread pool is busy (as compressing pages keeps it), and still sees a deleted file", async () => {
    await mkdir(path.dirname(fileURLToPath(url)), { recursive: true });
    await writeFile(fileURLToPath(url), "");
    const guard = await guardDatabaseFile(url);
    // More pool work than the pool has threads (4 by default), each about a tenth of a second or more.
    const finished: string[] = [];
    const poolWork = Array.from({ length: 8 }, () =>
      pbkdf2(Buffer.from("x"), Buffer.from("salt"), 200_000, 32, "sha256").then(() => finished.push("pool")),
    );
    await guard.check().then(() => finished.push("check"));
    await Promise.all(poolWork);
    expect(finished[0]).toBe("check");

    await rm(fileURLToPath(url));
    await expect(guard.check()).rejects.toThrow(DatabaseFileGoneError);
  });
});

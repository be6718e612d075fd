import { randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createClient, type Client } from "@libsql/client";
import type { SQL } from "drizzle-orm";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import SqliteConnection from "libsql/promise";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { assertWritableFolder } from "./writable-folder.server";

/**
 * The server's one database (DATABASE_URL, or a file in DATA_DIR): the enquiries
 * (app/enquiries/), the search misses (app/catalogue/search-misses/), the desk (app/desk/) and
 * the catalogue's changes (app/catalogue/changes/) keep their tables in it. Each feature opens it
 * through {@link openStoreDatabase} and never imports the other's tables, except to read them.
 *
 * Two dialects, one store code (docs/decisions/027-postgresql.md): a SQLite file (the default) or
 * PostgreSQL (`postgres://…`, app/server/postgres.server.ts). A store is written once, against
 * {@link StoreDatabase}: drizzle's query builder (whose select, insert, update and delete read
 * the same in both dialects) over the tables {@link twinTables} picks for the dialect, plus
 * {@link StoreDatabase.rows} and {@link StoreDatabase.transaction} for the few statements the
 * builder cannot say. Only the table definitions are written twice (db-schema.ts and
 * db-schema.pg.ts), and the compiler checks that the twins' rows are the same.
 */

export type Dialect = "sqlite" | "postgresql";

/**
 * The query builder a store uses: the calls both dialects' drizzle databases have, with the same
 * meaning. Typed as the SQLite one's; over PostgreSQL it is drizzle's node-postgres database
 * with the PostgreSQL twin tables ({@link twinTables}).
 */
export type QueryBuilder = Pick<LibSQLDatabase, "select" | "selectDistinct" | "insert" | "update" | "delete">;

/** A row as the driver returns it from {@link StoreDatabase.rows}: column names, driver values. */
export type RawRow = Record<string, unknown>;

/** The database a store runs on, whatever the dialect. */
export type StoreDatabase = {
  readonly dialect: Dialect;
  readonly db: QueryBuilder;
  /** Runs one statement written with drizzle's `sql` (portable SQL: see docs/architecture.md); its rows. */
  rows<T extends RawRow = RawRow>(query: SQL): Promise<T[]>;
  /**
   * Runs the statements in one transaction (all or none); each one's rows. With `lock`, the
   * transaction is the only one holding that key meanwhile (PostgreSQL: an advisory lock), so that
   * a count read and a row inserted by one statement stay true together across hosts; SQLite's
   * writes are one at a time anyway.
   */
  transaction(queries: readonly SQL[], options?: { lock?: string }): Promise<RawRow[][]>;
  /** The libSQL client of a SQLite database, for what only a file can do (copy it out); null on PostgreSQL. */
  readonly sqlite: Client | null;
  close(): void;
};

/**
 * A PostgreSQL table set that twins a SQLite one: the same keys, each table giving and taking the
 * same rows, so that a store's queries read the same over either.
 */
export type PgTwin<T extends Record<string, SQLiteTable>> = {
  [K in keyof T]: PgTable & { $inferSelect: T[K]["$inferSelect"]; $inferInsert: T[K]["$inferInsert"] };
};

/**
 * The feature's tables for the database's dialect. The one place where the PostgreSQL tables
 * stand in for the SQLite ones in the types: {@link PgTwin} has the compiler check that their
 * rows are the same, and drizzle's builders take either dialect's tables by the same calls.
 */
export function twinTables<T extends Record<string, SQLiteTable>>(
  database: Pick<StoreDatabase, "dialect">,
  sqlite: T,
  postgresql: PgTwin<T>,
): T {
  return database.dialect === "sqlite" ? sqlite : (postgresql as unknown as T);
}

/** True for a PostgreSQL URL (`postgres://…` or `postgresql://…`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens the database of `options.url` in its dialect and applies the committed migrations that
 * are missing (drizzle/ for SQLite, drizzle-pg/ for PostgreSQL), one process or host at a time.
 */
export async function openStoreDatabase(options: DatabaseOptions): Promise<StoreDatabase> {
  if (isPostgresUrl(options.url)) {
    const { openPostgres } = await import("./postgres.server");
    return openPostgres(options);
  }
  const { db, client } = await openDatabase(options);
  return {
    dialect: "sqlite",
    db,
    sqlite: client,
    rows: <T extends RawRow>(query: SQL) => db.all<T>(query),
    async transaction(queries) {
      const [first, ...rest] = queries.map((query) => db.all<RawRow>(query));
      if (!first) return [];
      return db.batch([first, ...rest]);
    },
    close: () => client.close(),
  };
}

/** The committed drizzle-kit migrations; paths are relative to the project folder the server runs in. */
export const MIGRATIONS_FOLDER = "drizzle";

/** One row while a process migrates (see {@link migrateExclusively}); beside drizzle's own table. */
const MIGRATION_LEASE_TABLE = "__drizzle_migrations_lease";
/** Far longer than migrating takes; only matters when a process died holding the lease. */
const MIGRATION_LEASE_MS = 60_000;

/**
 * How long, in all, a statement waits for another process's write lock before failing. The wait
 * is asynchronous (see {@link waitingWhenBusy}): SQLite's own busy timeout sleeps inside the
 * synchronous call and so stops the whole process (every request, /healthz) for as long.
 */
export const BUSY_DEADLINE_MS = 5_000;
const MIGRATION_WAIT_MS = 30_000;

export type DatabaseOptions = {
  /** `file:…` for a local SQLite file, or `postgres://…` for PostgreSQL. */
  url: string;
  authToken?: string;
  /** The committed migrations of the URL's dialect (default {@link MIGRATIONS_FOLDER}, or drizzle-pg/ for PostgreSQL). */
  migrationsFolder?: string;
  /** How long to wait for another process's migrating before failing (default 30 s). */
  migrationWaitMs?: number;
  /** How long a statement waits for another process's write lock (default {@link BUSY_DEADLINE_MS}). */
  busyDeadlineMs?: number;
};

export type Database = { db: LibSQLDatabase; client: Client };

/**
 * Opens the database (creating the folder of a local file), turns on WAL for a local file and
 * applies the committed migrations that are missing. Several processes may share one database
 * (WEB_CONCURRENCY workers, the scripts, servers on several machines over one libSQL server):
 * a writer waits, without blocking the event loop, for another's write instead of failing
 * ({@link waitingWhenBusy}), and migrating is
 * exclusive (see {@link migrateExclusively}), so processes starting at the same instant on an
 * empty database apply each migration once.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const file = localDatabasePath(options.url);
  const local = file !== null;
  if (local) await assertWritableFolder(path.dirname(file), "The database's folder");
  // No SQLite busy timeout (it would sleep inside the synchronous call): a busy database answers
  // SQLITE_BUSY at once and the statement is tried again after an asynchronous pause.
  // One connection per client: a local file's statements run synchronously one after the other
  // anyway, and a second connection, opened by libSQL's pool when two statements overlap, creates
  // an empty database at the path when the file was deleted under the server, which then reads
  // as "replaced" and hides the deleted file's orders from its rescue (app/enquiries/store.server.ts).
  const client = waitingWhenBusy(
    createClient({ url: options.url, authToken: options.authToken, concurrency: 1 }),
    options.busyDeadlineMs ?? BUSY_DEADLINE_MS,
  );
  try {
    // WAL: readers never wait for the writer, and one process's write does not block another's reads.
    if (local) await client.execute("PRAGMA journal_mode = WAL");
    await migrateExclusively(client, options.migrationsFolder ?? MIGRATIONS_FOLDER, options.migrationWaitMs);
    return { db: drizzle(client), client };
  } catch (error) {
    client.close();
    throw error;
  }
}

/**
 * drizzle's migrator reads which migrations are applied before it takes the database's write
 * lock, so two processes starting together on an empty database would both try to create the
 * tables, and one would fail. Migrating is therefore exclusive: a process first takes a lease
 * (one row, written in one statement, so only one process can hold it), then runs drizzle's
 * migrator, which now sees what a process before it applied, then gives the lease back. The
 * others wait, asynchronously, for it. A lease whose holder died mid-way ends by itself.
 * drizzle's migrator itself is kept: it applies a migration in one transaction with foreign keys
 * off, which a migration that rebuilds a table needs.
 */
async function migrateExclusively(client: Client, migrationsFolder: string, waitMs = MIGRATION_WAIT_MS): Promise<void> {
  const holder = randomUUID();
  await client.execute(
    `CREATE TABLE IF NOT EXISTS ${MIGRATION_LEASE_TABLE} (id integer PRIMARY KEY CHECK (id = 1), holder text NOT NULL, expires_at integer NOT NULL)`,
  );
  const deadline = Date.now() + waitMs;
  for (let delay = 5; !(await takeLease(client, holder)); delay = Math.min(delay * 2, 200)) {
    if (Date.now() > deadline) throw new Error("another process has been migrating the database for too long");
    await sleep(delay);
  }
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.execute({ sql: `DELETE FROM ${MIGRATION_LEASE_TABLE} WHERE holder = ?`, args: [holder] });
  }
}

/** The client's calls that run statements: each is tried again while the database is busy. */
const STATEMENT_CALLS = new Set<PropertyKey>(["execute", "batch", "migrate", "executeMultiple"]);

/**
 * The client, with every statement (and batch, which is one transaction) that finds the database
 * write-locked by another connection tried again after a growing asynchronous pause (2 ms, then
 * doubling to 50 ms) until `deadlineMs` has passed since the first try; then the SQLITE_BUSY error
 * is thrown. Trying again is safe: a statement or batch that met SQLITE_BUSY changed nothing (a
 * batch is rolled back as a whole). Meanwhile the process goes on answering other requests, and
 * reads (WAL) are never held up by a writer.
 *
 * Before trying again the client's connections are opened afresh: libSQL leaves the statement
 * that met SQLITE_BUSY un-reset, so its connection keeps the old snapshot and every later write
 * on it fails (SQLITE_BUSY_SNAPSHOT) even once the lock is free. Every call runs synchronously
 * once it has its connection, so no other statement is cut short; one that had taken a connection
 * and not yet run finds it closed (CLIENT_CLOSED), changed nothing, and is tried again too.
 */
export function waitingWhenBusy(client: Client, deadlineMs: number): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!STATEMENT_CALLS.has(property)) return bound;
      return async (...args: unknown[]) => {
        const deadline = Date.now() + deadlineMs;
        for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
          try {
            return await bound(...args);
          } catch (error) {
            const retry = isBusy(error) || (isClosedUnderIt(error) && !target.closed);
            if (!retry || Date.now() + pause > deadline) throw error;
            if (isBusy(error) && target.protocol === "file") await target.reconnect();
            await sleep(pause);
          }
        }
      };
    },
  });
}

/** SQLite's "database is locked" (SQLITE_BUSY and its extended codes), from libSQL's errors. */
export function isBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const codes = [error, error.cause].flatMap((e) =>
    e && typeof e === "object" ? [Reflect.get(e, "code"), Reflect.get(e, "extendedCode")] : [],
  );
  return codes.some((code) => typeof code === "string" && code.startsWith("SQLITE_BUSY"));
}

/** A call that found its connection closed by another call's reconnecting (see {@link waitingWhenBusy}). */
function isClosedUnderIt(error: unknown): boolean {
  return error instanceof Error && Reflect.get(error, "code") === "CLIENT_CLOSED";
}

/** True when this process now holds the migration lease: it was free, or its holder's time is up. */
async function takeLease(client: Client, holder: string): Promise<boolean> {
  const now = Date.now();
  const { rows } = await client.execute({
    sql: `INSERT INTO ${MIGRATION_LEASE_TABLE} (id, holder, expires_at) VALUES (1, ?, ?)
          ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE ${MIGRATION_LEASE_TABLE}.expires_at < ?
          RETURNING holder`,
    args: [holder, now + MIGRATION_LEASE_MS, now],
  });
  return rows[0]?.holder === holder;
}

/** The file of a `file:` URL's database; null for a libSQL server. */
export function localDatabasePath(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  // `file:relative.db` and `file:///absolute.db` are both valid libSQL URLs.
  return url.startsWith("file://") ? fileURLToPath(url) : path.resolve(url.slice("file:".length).split("?")[0]!);
}

/**
 * A committed migration that the database refused (a statement's error, not a connection's): the
 * start stops with its reason, since serving with tables the code does not expect would go wrong
 * later and quietly. Nothing of it stays applied (the migrations run in one transaction).
 */
export class MigrationFailedError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`a database migration failed: ${reason}`, options);
    this.name = "MigrationFailedError";
  }
}

/** The database file the server opened is no longer the one at its path. */
export class DatabaseFileGoneError extends Error {
  constructor(
    readonly file: string,
    readonly how: "deleted" | "replaced",
  ) {
    super(`the database file ${file} was ${how} while the server runs`);
    this.name = "DatabaseFileGoneError";
  }
}

/**
 * A libSQL connection to the database file at `file`, which must exist: opened read-write through
 * a `file:` URI with `mode=rw`, so SQLite never creates it. A plain open (and every connection
 * `@libsql/client` opens for its pool, lazily) puts an empty database at a path that has none: a
 * file deleted between a check and the open would come back empty under the running server
 * (docs/decisions/031-backups.md). Its statements run on libSQL's own thread.
 */
export function openExistingSqlite(file: string, options: { timeoutSeconds?: number } = {}): SqliteConnection {
  return new SqliteConnection(`${pathToFileURL(file).href}?mode=rw`, { timeout: options.timeoutSeconds ?? 0 });
}

/**
 * A whole, consistent copy of an open SQLite database written to `target` (SQLite's `VACUUM
 * INTO`: one read transaction, the `-wal`'s recent writes included, writers going on meanwhile):
 * the backup's copy and a deleted database's rescue.
 */
export async function vacuumInto(connection: SqliteConnection, target: string): Promise<void> {
  await connection.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
}

export type DatabaseFileGuard = {
  /** Throws {@link DatabaseFileGoneError} when the file at the path is not the one opened (or is gone). */
  check(): Promise<void>;
};

function statOrNull(file: string) {
  try {
    return statSync(file, { bigint: true, throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/**
 * SQLite goes on reading and writing a database file that was deleted (or replaced) while it is
 * open: the unlinked file, which disappears when the process ends, taking whatever was written
 * since with it. The guard remembers the identity (device and inode) of the file as opened, and
 * tells whether the path still leads to it. A libSQL server has no file to watch.
 */
export async function guardDatabaseFile(url: string): Promise<DatabaseFileGuard> {
  const file = localDatabasePath(url);
  if (file === null) return { check: async () => {} };
  const opened = await stat(file, { bigint: true });
  return {
    async check() {
      // A stat of a local file the process holds open is a system call of microseconds; asked
      // through libuv's thread pool it waited behind every page being compressed there, and
      // /healthz, which asks it, waited seconds under load (docs/decisions/036-cheaper-pages.md).
      const now = statOrNull(file);
      if (!now) throw new DatabaseFileGoneError(file, "deleted");
      if (now.dev !== opened.dev || now.ino !== opened.ino) throw new DatabaseFileGoneError(file, "replaced");
    },
  };
}

import { open, rm, stat } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { openExistingSqlite, vacuumInto } from "~/server/database.server";
import { errorReason } from "~/server/logger.server";
import { HEARTBEATS_QUERY, liveOf, type ServerProcess } from "./records.server";

/**
 * A SQLite database copied whole while the site writes to it, and checked before a restore.
 *
 * The copy is SQLite's `VACUUM INTO`: it reads the database in one read transaction, so it is one
 * consistent moment of it, the recent writes still in the `-wal` file included (a copy of the
 * `.db` file alone misses them), and in WAL mode writers go on meanwhile. It runs through libSQL's
 * asynchronous binding (`libsql/promise`), on libSQL's own thread: the server's event loop goes
 * on answering while a large database is copied (45 MB in 0.4 s, with the loop never held more
 * than 23 ms, measured on this project's 2-core machine). `@libsql/client`'s calls are
 * synchronous and would hold every request for that long.
 */

/** How long the copy waits for another connection's lock (a checkpoint), on libSQL's thread. */
const BUSY_TIMEOUT_S = 10;

export async function copySqlite(source: string, target: string): Promise<void> {
  // An existing file only: libSQL would create an empty database at a path that has none. Asked
  // of the file's metadata, never by opening it: closing any descriptor of the database drops
  // every lock this process holds on it (POSIX locks are the process's), so another process
  // closing it would take the server's -wal and -shm away as the last user's and the server's
  // later writes would go into a deleted -wal.
  const found = await stat(source).catch(() => null);
  if (!found?.isFile()) throw new Error(`no database file at ${source}`);
  const database = openExistingSqlite(source, { timeoutSeconds: BUSY_TIMEOUT_S });
  try {
    await vacuumInto(database, target);
  } finally {
    database.close();
  }
}

/** The tables without which a file is not this site's database. */
export const EXPECTED_TABLES = ["enquiries", "enquiry_lines", "__drizzle_migrations"] as const;

const SQLITE_HEADER = "SQLite format 3\0";

export class BadBackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadBackupError";
  }
}

/**
 * Checks that `file` is a whole SQLite database of this site and makes it ready to be the site's
 * database: SQLite's header, `PRAGMA integrity_check` answering "ok", the site's tables; then the
 * heartbeats it carries from the moment it was taken are deleted (those processes are gone, and
 * `npm run restore` would take them for a running server). Returns how many orders and enquiries
 * it holds; throws {@link BadBackupError} saying what is wrong. It changes the file: give it a
 * copy, never the backup itself. The file is left in WAL mode, as the server keeps it, with no
 * `-wal` beside it to be lost in a rename.
 */
export async function prepareSqliteCopy(file: string): Promise<{ enquiries: number }> {
  const head = await firstBytes(file, SQLITE_HEADER.length);
  if (head.toString("latin1") !== SQLITE_HEADER) throw new BadBackupError(`${file} is not a SQLite database`);
  const client = createClient({ url: pathToFileURL(file).href });
  let enquiries: number;
  try {
    const unreadable = (error: unknown): never => {
      throw new BadBackupError(`${file} cannot be read as a SQLite database: ${errorReason(error)}`);
    };
    // Rollback mode while it is checked and changed: no -wal file beside it meanwhile.
    await client.execute("PRAGMA journal_mode = DELETE").catch(unreadable);
    const integrity = await client.execute("PRAGMA integrity_check").catch(unreadable);
    const verdict = integrity.rows.map((row) => String(row[0])).join("; ");
    if (verdict !== "ok") throw new BadBackupError(`${file} is damaged: ${verdict.slice(0, 200)}`);
    const { rows } = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    const tables = new Set(rows.map((row) => String(row.name)));
    const missing = EXPECTED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      throw new BadBackupError(`${file} is a SQLite database, but not this site's: no table ${missing.join(", ")}`);
    }
    if (tables.has("server_heartbeats")) await client.execute("DELETE FROM server_heartbeats");
    const count = await client.execute("SELECT count(*) AS n FROM enquiries");
    // WAL, as the server keeps it: a database left in rollback mode is one the server's several
    // connections may fail to switch (each holds it open), and a site on it has readers and
    // writers waiting for each other. The switch is the last statement: the -wal file it makes
    // stays empty (checked below), so the file alone is the whole database.
    await client.execute("PRAGMA journal_mode = WAL");
    enquiries = Number(count.rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
  await dropEmptyWal(file);
  return { enquiries };
}

/** Removes the `-wal` (when empty: everything is in the file) and `-shm` that libSQL leaves beside `file`. */
async function dropEmptyWal(file: string): Promise<void> {
  const wal = await stat(`${file}-wal`).catch(() => null);
  if (wal && wal.size > 0) throw new Error(`${file}-wal still holds writes after the checkpoint`);
  await rm(`${file}-wal`, { force: true });
  await rm(`${file}-shm`, { force: true });
}

/** The first `length` bytes of `file`; {@link BadBackupError} when it cannot be read. */
export async function firstBytes(file: string, length: number): Promise<Buffer> {
  try {
    const handle = await open(file, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
    throw new BadBackupError(`${file} cannot be read: ${reason}`);
  }
}

/** The server processes using the SQLite database `file` (a recent heartbeat); none when it has no such table. */
export async function sqliteServers(file: string, now = new Date()): Promise<ServerProcess[]> {
  const client = createClient({ url: pathToFileURL(file).href });
  try {
    const { rows } = await client.execute(HEARTBEATS_QUERY).catch((error: unknown) => {
      if (/no such table/i.test(String(error))) return { rows: [] };
      throw error;
    });
    return liveOf(rows, now);
  } finally {
    client.close();
  }
}

import { sql } from "drizzle-orm";
import type { StoreDatabase } from "~/server/database.server";

/**
 * What the database keeps about backups, in two small tables of portable SQL (both dialects):
 *
 * - `backup_runs`: one row per backup. A server's scheduled backup claims its period (`slot`, the
 *   period's number since 1970, unique), so of every process and host that tries, one inserts the
 *   row and takes the backup, as the morning e-mail claims its day (app/desk/digest.server.ts).
 *   `npm run backup` writes a row without a slot. `finished_at` tells every process the time of
 *   the last backup that was written whole (`/healthz`, the desk's sheet page).
 * - `server_heartbeats`: one row per running server process, its time written every few seconds
 *   and the row deleted when it stops. `npm run restore` refuses a database with a recent
 *   heartbeat: a server is using it (docs/decisions/031-backups.md).
 *
 * The tables are created here (`CREATE TABLE IF NOT EXISTS`, under a lock so processes starting
 * together do not race), not by a drizzle migration: they are the backups' own bookkeeping,
 * which `npm run restore` must read in a database of any age without migrating it.
 */

/** A server process's heartbeat is written this often… */
export const HEARTBEAT_MS = 10_000;
/** …and one older than this is a process that has died (three beats missed). */
export const HEARTBEAT_STALE_MS = 40_000;
/** Rows of backups older than this are deleted: the files are long gone (BACKUP_KEEP). */
const RUNS_KEPT_MS = 90 * 86_400_000;

const CREATE = [
  sql.raw(`CREATE TABLE IF NOT EXISTS backup_runs (
    id text PRIMARY KEY,
    slot bigint UNIQUE,
    started_at bigint NOT NULL,
    finished_at bigint,
    file text,
    host text NOT NULL
  )`),
  sql.raw(`CREATE TABLE IF NOT EXISTS server_heartbeats (
    process text PRIMARY KEY,
    host text NOT NULL,
    pid integer NOT NULL,
    seen_at bigint NOT NULL
  )`),
];

export async function ensureBackupTables(database: StoreDatabase): Promise<void> {
  await database.transaction(CREATE, { lock: "backup-tables" });
}

/** True for the one caller that inserts the row of period `slot`; the others find it there. */
export async function claimSlot(
  database: StoreDatabase,
  run: { id: string; slot: number; at: Date; host: string },
): Promise<boolean> {
  const rows = await database.rows(sql`
    INSERT INTO backup_runs (id, slot, started_at, host)
    VALUES (${run.id}, ${run.slot}, ${run.at.getTime()}, ${run.host})
    ON CONFLICT (slot) DO NOTHING
    RETURNING id`);
  return rows.length > 0;
}

/** The row of a backup asked for by hand (`npm run backup`): no period claimed. */
export async function recordManualRun(
  database: StoreDatabase,
  run: { id: string; at: Date; host: string },
): Promise<void> {
  await database.rows(sql`
    INSERT INTO backup_runs (id, slot, started_at, host)
    VALUES (${run.id}, NULL, ${run.at.getTime()}, ${run.host})`);
}

/** The backup of row `id` is written whole, as `file`; rows older than three months go. */
export async function recordFinished(database: StoreDatabase, id: string, file: string, at: Date): Promise<void> {
  await database.transaction([
    sql`UPDATE backup_runs SET finished_at = ${at.getTime()}, file = ${file} WHERE id = ${id}`,
    sql`DELETE FROM backup_runs WHERE started_at < ${at.getTime() - RUNS_KEPT_MS}`,
  ]);
}

export type LastBackup = { at: Date; file: string };

/** The last backup written whole, by any process or host; null when none was. */
export async function lastFinished(database: StoreDatabase): Promise<LastBackup | null> {
  const [row] = await database.rows<{ finished_at: number | bigint; file: string }>(sql`
    SELECT finished_at, file FROM backup_runs
    WHERE finished_at IS NOT NULL
    ORDER BY finished_at DESC
    LIMIT 1`);
  return row ? { at: new Date(Number(row.finished_at)), file: row.file } : null;
}

export type ServerProcess = { process: string; host: string; pid: number; seenAt: Date };

export async function beat(database: StoreDatabase, me: Omit<ServerProcess, "seenAt">, at: Date): Promise<void> {
  await database.rows(sql`
    INSERT INTO server_heartbeats (process, host, pid, seen_at)
    VALUES (${me.process}, ${me.host}, ${me.pid}, ${at.getTime()})
    ON CONFLICT (process) DO UPDATE SET seen_at = excluded.seen_at`);
}

export async function stopBeating(database: StoreDatabase, process: string): Promise<void> {
  await database.rows(sql`DELETE FROM server_heartbeats WHERE process = ${process}`);
}

/** The rows read back from the heartbeat table: the server processes alive at `now`. */
export function liveOf(rows: readonly Record<string, unknown>[], now: Date): ServerProcess[] {
  return rows
    .map((row) => ({
      process: String(row.process),
      host: String(row.host),
      pid: Number(row.pid),
      seenAt: new Date(Number(row.seen_at)),
    }))
    .filter((server) => now.getTime() - server.seenAt.getTime() < HEARTBEAT_STALE_MS);
}

/** The portable statement that reads every heartbeat (for {@link liveOf}). */
export const HEARTBEATS_QUERY = "SELECT process, host, pid, seen_at FROM server_heartbeats";

import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { isPostgresUrl, localDatabasePath } from "~/server/database.server";
import { syncToDisk } from "./files.server";
import { checkPgDump, postgresServers, restorePostgres } from "./postgres-dump.server";
import type { ServerProcess } from "./records.server";
import { BadBackupError, firstBytes, prepareSqliteCopy, sqliteServers } from "./sqlite-copy.server";

/** The database is being used by a running server: a restore under it would be overwritten or lost. */
export class DatabaseInUseError extends Error {
  constructor(readonly servers: readonly ServerProcess[]) {
    const [first] = servers;
    const seconds = first ? Math.max(0, Math.round((Date.now() - first.seenAt.getTime()) / 1000)) : 0;
    super(
      `a server is using this database (process ${first?.pid} on ${first?.host}, seen ${seconds} s ago` +
        `${servers.length > 1 ? `, and ${servers.length - 1} more` : ""}): stop the site first, then restore`,
    );
    this.name = "DatabaseInUseError";
  }
}

export type Restored = {
  /** What the backup holds, for the message. */
  summary: string;
  /** SQLite: where the database that was replaced was kept; null when there was none. */
  keptAs: string | null;
};

/**
 * Restores the backup `file` into the database of `url` (the DATA_DIR file or DATABASE_URL) of a
 * stopped site: the file is checked first (a SQLite backup into a SQLite site, a pg_dump archive
 * into PostgreSQL), then the database is refused while a server's heartbeat in it is recent
 * ({@link DatabaseInUseError}), then restored. A SQLite database that is replaced is kept beside
 * it (`enquiries.db.before-restore-…`, with its `-wal`), never deleted.
 */
export async function restoreBackup(url: string, file: string, now = new Date()): Promise<Restored> {
  const postgres = isPostgresUrl(url);
  const head = (await firstBytes(file, 16)).toString("latin1");
  const kind = head.startsWith("PGDMP") ? "pgdump" : head === "SQLite format 3\0" ? "sqlite" : null;
  if (!kind) throw new BadBackupError(`${file} is not a backup: neither a SQLite database nor a pg_dump archive`);
  if (postgres && kind !== "pgdump") {
    throw new BadBackupError(`${file} is not a pg_dump archive, and DATABASE_URL is PostgreSQL`);
  }
  if (!postgres && kind === "pgdump") {
    throw new BadBackupError(
      `${file} is a PostgreSQL archive: set DATABASE_URL to the PostgreSQL database to restore it`,
    );
  }
  if (postgres) {
    const { tables } = await checkPgDump(file);
    const servers = await postgresServers(url, now);
    if (servers.length > 0) throw new DatabaseInUseError(servers);
    await restorePostgres(url, file);
    return { summary: `${tables} tables`, keptAs: null };
  }
  const target = localDatabasePath(url);
  if (!target) throw new Error("only a local SQLite file or PostgreSQL can be restored");
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) {
    const servers = await sqliteServers(target, now);
    if (servers.length > 0) throw new DatabaseInUseError(servers);
  }
  await mkdir(path.dirname(target), { recursive: true });
  // Copied beside the target first (the same disk, so the rename below is one step), checked and
  // made ready there: the backup itself is only read.
  const incoming = `${target}.restoring-${process.pid}`;
  try {
    await copyFile(file, incoming);
    const { enquiries } = await prepareSqliteCopy(incoming).catch((error: unknown) => {
      throw error instanceof BadBackupError ? new BadBackupError(error.message.replaceAll(incoming, file)) : error;
    });
    await syncToDisk(incoming);
    const keptAs = exists ? await setAside(target, now) : null;
    await rename(incoming, target);
    await syncToDisk(path.dirname(target));
    return { summary: `${enquiries} orders and enquiries`, keptAs };
  } catch (error) {
    await Promise.all(["", "-wal", "-shm", "-journal"].map((end) => rm(`${incoming}${end}`, { force: true })));
    throw error;
  }
}

/**
 * Moves the database at `target` aside with its `-wal` (which holds its latest writes: the two
 * renamed together are still that database), and drops its `-shm` (an index SQLite rebuilds);
 * a `-wal` left beside the restored file would be read into it.
 */
async function setAside(target: string, now: Date): Promise<string> {
  const kept = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
  await rename(target, kept);
  await rename(`${target}-wal`, `${kept}-wal`).catch(ignoreMissing);
  await rm(`${target}-shm`, { force: true });
  return kept;
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
}

import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isPostgresUrl, localDatabasePath, type StoreDatabase } from "~/server/database.server";
import { backupFileName, pruneBackups, syncToDisk } from "./files.server";
import { dumpPostgres } from "./postgres-dump.server";
import { claimSlot, recordFinished, recordManualRun } from "./records.server";
import { copySqlite } from "./sqlite-copy.server";

export type BackupTarget = {
  /** The database's URL (`file:…` or `postgres://…`). */
  url: string;
  /** BACKUP_DIR, resolved. */
  dir: string;
  /** BACKUP_KEEP. */
  keep: number;
};

export type WrittenBackup = { file: string; at: Date; pruned: string[] };

/**
 * Writes one backup of the database into `dir`, named with `at`: under a `.partial` name, flushed
 * to the disk, then renamed, so a backup's name always holds a whole backup, even after a crash
 * or a full disk half-way. Then keeps the `keep` newest.
 */
export async function writeBackup(target: BackupTarget, at: Date): Promise<WrittenBackup> {
  await mkdir(target.dir, { recursive: true });
  const postgres = isPostgresUrl(target.url);
  const file = path.join(target.dir, backupFileName(at, postgres ? "pgdump" : "sqlite"));
  const partial = `${file}.${randomUUID().slice(0, 8)}.partial`;
  try {
    if (postgres) {
      await dumpPostgres(target.url, partial);
    } else {
      const source = localDatabasePath(target.url);
      if (!source) throw new Error("only a local SQLite file or PostgreSQL can be backed up");
      await copySqlite(source, partial);
    }
    await syncToDisk(partial);
    await rename(partial, file);
    await syncToDisk(target.dir);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, at, pruned: await pruneBackups(target.dir, target.keep, at) };
}

/** This host's name in the database's records: which machine holds a backup's file. */
export const HOST = os.hostname();

/**
 * A backup asked for by hand (`npm run backup`): always written, whatever the server's schedule,
 * and recorded in the database so `/healthz` and the desk see it as the last backup.
 */
export async function backupNow(
  database: StoreDatabase,
  target: BackupTarget,
  clock: () => Date = () => new Date(),
): Promise<WrittenBackup> {
  const id = randomUUID();
  const at = clock();
  await recordManualRun(database, { id, at, host: HOST });
  const written = await writeBackup(target, at);
  await recordFinished(database, id, written.file, clock());
  return written;
}

/**
 * The server's backup of period `slot`, when this process is the one to claim it: null when
 * another process or host had claimed it. A backup that fails is not tried again in its period
 * (the next one tries; `/healthz` says degraded when two periods pass without one).
 */
export async function backupOfPeriod(
  database: StoreDatabase,
  target: BackupTarget,
  slot: number,
  clock: () => Date = () => new Date(),
): Promise<WrittenBackup | null> {
  const id = randomUUID();
  const at = clock();
  if (!(await claimSlot(database, { id, slot, at, host: HOST }))) return null;
  const written = await writeBackup(target, at);
  await recordFinished(database, id, written.file, clock());
  return written;
}

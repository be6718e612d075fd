import { open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * The backup files in BACKUP_DIR: named with the time they were taken (UTC, so that names sort as
 * times do), `backup-2026-12-07T02-15-00-123Z.sqlite` (a SQLite database) or `….pgdump` (pg_dump's
 * custom format). A backup is written under a `.partial` name and renamed when whole, so a file
 * with a backup's name is always a whole backup.
 */

export type BackupKind = "sqlite" | "pgdump";

const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(sqlite|pgdump)$/;
/** A `.partial` file older than this is left over from a backup that died half-way. */
const LEFTOVER_MS = 3_600_000;

export function backupFileName(at: Date, kind: BackupKind): string {
  return `backup-${at.toISOString().replace(/[:.]/g, "-")}.${kind}`;
}

/** When the backup named `name` was taken; null for a name that is not a backup's. */
export function backupTimeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

export type BackupFile = { file: string; name: string; takenAt: Date };

/** The backups in `dir`, newest first; none when the folder does not exist. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const takenAt = backupTimeOf(name);
      return takenAt ? [{ file: path.join(dir, name), name, takenAt }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Deletes all but the `keep` newest backups, and `.partial` files left by a backup that died more
 * than an hour ago (one being written now is younger). Returns the files deleted.
 */
export async function pruneBackups(dir: string, keep: number, now = new Date()): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.file);
  const leftovers: string[] = [];
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.endsWith(".partial")) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > LEFTOVER_MS) leftovers.push(file);
  }
  const deleted = [...old, ...leftovers];
  await Promise.all(deleted.map((file) => rm(file, { force: true })));
  return deleted;
}

/** Makes what was written to `file` (or, for a folder, the renames in it) durable before going on. */
export async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

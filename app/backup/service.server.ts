import { randomUUID } from "node:crypto";
import { openStoreDatabase, type StoreDatabase } from "~/server/database.server";
import { errorReason, type Logger } from "~/server/logger.server";
import { reopening } from "~/server/reopening.server";
import { backupOfPeriod, HOST, type BackupTarget } from "./backup.server";
import { beat, ensureBackupTables, HEARTBEAT_MS, lastFinished, stopBeating, type LastBackup } from "./records.server";

/** How long after the start the first round (heartbeat, the first backup) runs. */
const FIRST_ROUND_MS = 2_000;

/** What `/healthz` and the desk's sheet page tell of the backups. */
export type BackupHealth = {
  /** "late": no backup written whole for more than two periods (counted from the start when none ever was). */
  status: "ok" | "late";
  /** When the last backup was written whole (ISO), by any process or host; null when none was. */
  lastAt: string | null;
  everyMinutes: number;
  /** This process's last failed backup, cleared by its next success. */
  lastError: { message: string; at: string } | null;
};

export type BackupService = {
  health(): BackupHealth;
  /** One round: the heartbeat, the period's backup when this process claims it, the last backup read. */
  tick(): Promise<void>;
  close(): Promise<void>;
};

export type BackupOptions = BackupTarget & {
  authToken?: string | undefined;
  minutes: number;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Set false to drive {@link BackupService.tick} by hand (tests). */
  timer?: boolean;
  /** The time (tests set their own). */
  clock?: () => Date;
};

/**
 * The server's backups (docs/decisions/031-backups.md): every HEARTBEAT_MS each process writes
 * its heartbeat (so `npm run restore` knows the database is in use) and tries to claim the
 * current period (its number since 1970 at BACKUP_MINUTES); the one process, of every process
 * and host, whose claim inserts the period's row writes the backup. So the first backup is taken
 * within seconds of the first start (its first round 2 s after it), and then one per period.
 * The database is opened apart from the stores, and opened again later when it cannot be now
 * (reopening.server.ts): backups never stop the site.
 */
export function startBackups(options: BackupOptions): BackupService {
  const periodMs = options.minutes * 60_000;
  const clock = options.clock ?? (() => new Date());
  const me = { process: randomUUID(), host: HOST, pid: process.pid };
  const startedAt = clock();
  const database = reopening(async () => {
    const opened = await openStoreDatabase({ url: options.url, authToken: options.authToken });
    try {
      await ensureBackupTables(opened);
      return opened;
    } catch (error) {
      opened.close();
      throw error;
    }
  });
  let last: LastBackup | null = null;
  let lastError: BackupHealth["lastError"] = null;
  let round: Promise<void> | null = null;
  let roundFailure: string | null = null;

  async function backUp(db: StoreDatabase, now: Date): Promise<void> {
    try {
      const written = await backupOfPeriod(db, options, Math.floor(now.getTime() / periodMs), clock);
      if (!written) return;
      lastError = null;
      options.logger.info({ file: written.file, deleted: written.pruned.length }, "backup written");
    } catch (error) {
      lastError = { message: errorReason(error), at: now.toISOString() };
      options.logger.error({ reason: lastError.message, dir: options.dir }, "backup failed");
    }
  }

  async function tickOnce(now: Date): Promise<void> {
    const db = await database.get();
    if (!db) {
      lastError = { message: `the database cannot be opened: ${database.reason()}`, at: now.toISOString() };
      return;
    }
    await beat(db, me, now);
    await backUp(db, now);
    last = await lastFinished(db);
  }

  function tick(): Promise<void> {
    // One round at a time: a long backup is not started again by the next tick.
    round ??= tickOnce(clock())
      .then(() => {
        roundFailure = null;
      })
      .catch((error: unknown) => {
        // Once per reason: a database out for an hour is one line, not one every 10 s.
        const reason = errorReason(error);
        if (reason !== roundFailure) options.logger.warn({ reason }, "backup round failed");
        roundFailure = reason;
      })
      .finally(() => {
        round = null;
      });
    return round;
  }

  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  if (options.timer !== false) {
    // The first round a moment after the start, not during it: the server's start (the catalogue's
    // build, the other stores) keeps the CPU, and the first backup still comes within seconds.
    first = setTimeout(() => void tick(), FIRST_ROUND_MS);
    timer = setInterval(() => void tick(), HEARTBEAT_MS);
    first.unref();
    timer.unref();
  }

  return {
    tick,
    health() {
      const since = last?.at ?? startedAt;
      const late = clock().getTime() - since.getTime() > 2 * periodMs;
      return {
        status: late ? "late" : "ok",
        lastAt: last?.at.toISOString() ?? null,
        everyMinutes: options.minutes,
        lastError,
      };
    },
    async close() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      await round;
      const db = await database.get().catch(() => null);
      // The heartbeat goes at once: `npm run restore` need not wait for it to grow old.
      if (db) await stopBeating(db, me.process).catch(() => undefined);
      database.close();
    },
  };
}

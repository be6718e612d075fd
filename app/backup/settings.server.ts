import path from "node:path";
import { z } from "zod";

/**
 * The backups' environment variables (docs/decisions/031-backups.md). Read with the others once at
 * start (app/composition/config.server.ts); README's configuration table documents each one.
 */
export const backupSettings = {
  // Where backups are written; empty: DATA_DIR/backups (see backupDirOf).
  BACKUP_DIR: z.string().trim().min(1).optional(),
  // Minutes between the server's backups (one across every process and host of the site).
  BACKUP_MINUTES: z.coerce
    .number()
    .int()
    .min(1, "BACKUP_MINUTES must be a whole number of minutes, 1 or more")
    .max(10_080, "BACKUP_MINUTES must be at most 10080 (a week)")
    .default(15),
  // How many backups are kept in BACKUP_DIR, newest first; older ones are deleted.
  BACKUP_KEEP: z.coerce.number().int().min(1, "BACKUP_KEEP must be 1 or more").default(96),
};

/** The folder backups go to: BACKUP_DIR, or `backups` in DATA_DIR (DATA_DIR is already absolute). */
export function backupDirOf(settings: { BACKUP_DIR?: string | undefined; DATA_DIR: string }): string {
  return settings.BACKUP_DIR ? path.resolve(settings.BACKUP_DIR) : path.join(settings.DATA_DIR, "backups");
}

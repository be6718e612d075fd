// The backups' door (docs/decisions/031-backups.md): what the server, the scripts and the pages use.
export { backupSettings, backupDirOf } from "./settings.server";
export { startBackups, type BackupService, type BackupHealth } from "./service.server";
export { backupNow, type BackupTarget, type WrittenBackup } from "./backup.server";
export { ensureBackupTables } from "./records.server";
export { restoreBackup, DatabaseInUseError, type Restored } from "./restore.server";
export { BadBackupError } from "./sqlite-copy.server";

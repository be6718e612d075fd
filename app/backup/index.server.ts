// The backups' door (docs/decisions/031-backups.md): what the server, the scripts and the pages use.
export { backupSettings, backupDirOf, type BackupSettings } from "./settings.server";
export { startBackups, type BackupService, type BackupHealth } from "./service.server";
export { backupNow, writeBackup, type BackupTarget, type WrittenBackup } from "./backup.server";
export { restoreBackup, DatabaseInUseError, type Restored } from "./restore.server";
export { BadBackupError } from "./sqlite-copy.server";
export { listBackups, backupFileName, backupTimeOf, type BackupFile } from "./files.server";
export { ensureBackupTables, liveServers, lastFinished } from "./records.server";

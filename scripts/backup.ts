// `npm run backup`
// Writes a consistent copy of the site's database (DATABASE_URL, or enquiries.db in DATA_DIR) into
// BACKUP_DIR (default DATA_DIR/backups), named with its time, whether the site runs or not, and
// keeps the BACKUP_KEEP newest (docs/decisions/031-backups.md; README "Backups").
import { existsSync } from "node:fs";
import { backupDirOf, backupNow, ensureBackupTables } from "~/backup/index.server";
import { loadConfig } from "~/composition/config.server";
import { openStoreDatabase } from "~/server/database.server";
import { errorReason } from "~/server/logger.server";

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error(`npm run backup takes no arguments (BACKUP_DIR says where it writes).`);
    return 2;
  }
  // The server's settings: a .env file in the project folder, with the environment winning.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  const database = await openStoreDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  try {
    await ensureBackupTables(database);
    const written = await backupNow(database, {
      url: config.DATABASE_URL,
      dir: backupDirOf(config),
      keep: config.BACKUP_KEEP,
    });
    const pruned =
      written.pruned.length > 0 ? ` (${written.pruned.length} older deleted, BACKUP_KEEP=${config.BACKUP_KEEP})` : "";
    console.log(`backup written: ${written.file}${pruned}`);
    return 0;
  } finally {
    database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`backup failed: ${errorReason(error)}`);
  return 1;
});

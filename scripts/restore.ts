// `npm run restore -- FILE`
// Restores a backup written by `npm run backup` or the server (BACKUP_DIR) into the site's
// database (DATABASE_URL, or enquiries.db in DATA_DIR): the file is checked first, and a database
// a server is using is refused. Stop the site, restore, start it (README "Backups").
import { existsSync } from "node:fs";
import path from "node:path";
import { BadBackupError, DatabaseInUseError, restoreBackup } from "~/backup/index.server";
import { loadConfig } from "~/composition/config.server";
import { localDatabasePath } from "~/server/database.server";
import { safeAddress } from "~/server/postgres.server";
import { errorReason } from "~/server/logger.server";

const USAGE = "Usage: npm run restore -- FILE   (a backup from BACKUP_DIR)";

async function main(argv: string[]): Promise<number> {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  const source = path.resolve(file);
  try {
    const restored = await restoreBackup(config.DATABASE_URL, source);
    const into = localDatabasePath(config.DATABASE_URL) ?? safeAddress(config.DATABASE_URL);
    const kept = restored.keptAs ? `; the database it replaced is kept as ${restored.keptAs}` : "";
    console.log(`restored ${source} (${restored.summary}) into ${into}${kept}. Start the site now.`);
    return 0;
  } catch (error) {
    if (error instanceof BadBackupError || error instanceof DatabaseInUseError) {
      console.error(`restore refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`restore failed: ${errorReason(error)}`);
  return 1;
});

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";

/**
 * The server's one database (DATABASE_URL, or a file in DATA_DIR): the enquiries
 * (app/enquiries/) and the search misses (app/catalogue/search-misses/) keep their tables in it.
 * Each feature opens it through here and never imports the other's tables.
 */

/** The committed drizzle-kit migrations; paths are relative to the project folder the server runs in. */
export const MIGRATIONS_FOLDER = "drizzle";

export type DatabaseOptions = {
  /** `file:…` for a local SQLite file, or a libSQL server (`libsql://…`, `https://…`). */
  url: string;
  authToken?: string;
  migrationsFolder?: string;
};

export type Database = { db: LibSQLDatabase; client: Client };

/**
 * Opens the database (creating the folder of a local file), turns on WAL for a local file and
 * applies the committed migrations (drizzle skips those already applied). Several processes may
 * share one database: the busy timeout lets the server and the scripts use one file at once.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url.startsWith("file:")) await mkdir(path.dirname(localPath(options.url)), { recursive: true });
  const client = createClient({ url: options.url, authToken: options.authToken, timeout: 5_000 });
  try {
    if (options.url.startsWith("file:")) await client.execute("PRAGMA journal_mode = WAL");
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
    return { db, client };
  } catch (error) {
    client.close();
    throw error;
  }
}

function localPath(url: string): string {
  // `file:relative.db` and `file:///absolute.db` are both valid libSQL URLs.
  return url.startsWith("file://") ? fileURLToPath(url) : path.resolve(url.slice("file:".length).split("?")[0]!);
}

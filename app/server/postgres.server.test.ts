import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MigrationFailedError, openStoreDatabase, type StoreDatabase } from "./database.server";
import { freeLoopbackPort, startThrowawayPostgres, type ThrowawayPostgres } from "./postgres-cluster.test-support";
import { PG_MIGRATIONS_FOLDER } from "./postgres.server";
import { storeOnceOpen } from "./reopening.server";

let cluster: ThrowawayPostgres;
const opened: StoreDatabase[] = [];
const folders: string[] = [];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
}, 60_000);
afterAll(async () => {
  await cluster?.remove();
});
afterEach(async () => {
  opened.splice(0).forEach((database) => database.close());
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function open(url: string, migrationsFolder?: string) {
  const database = await openStoreDatabase({ url, migrationsFolder });
  opened.push(database);
  return database;
}

const tablesOf = async (database: StoreDatabase) =>
  (
    await database.rows<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    )
  ).map((row) => row.name);

/** The committed migrations plus one that PostgreSQL refuses. */
async function migrationsWithABrokenOne(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "pg-migrations-"));
  folders.push(folder);
  await cp(PG_MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_broken" });
  await writeFile(journalFile, JSON.stringify(journal));
  await writeFile(path.join(folder, "9999_broken.sql"), "ALTER TABLE enquiries ADD COLUMN note nosuchtype;");
  return folder;
}

describe("PostgreSQL behind the stores", () => {
  it("applies its migrations once when several hosts open an empty database at the same moment", async () => {
    const url = await cluster.createDatabase();
    const databases = await Promise.all([open(url), open(url), open(url), open(url)]);
    const [first] = databases;
    expect(await tablesOf(first!)).toEqual(
      expect.arrayContaining([
        "enquiries",
        "enquiry_lines",
        "secrets",
        "search_misses",
        "desk_sessions",
        "catalogue_changes",
      ]),
    );
    const applied = await first!.rows<{ n: number }>(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
    const journal = JSON.parse(await readFile(path.join(PG_MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it("says which address cannot be reached, without the password, and does not hang", async () => {
    const port = await freeLoopbackPort();
    const started = Date.now();
    const failure = await openStoreDatabase({ url: `postgres://pharma:s3cret@127.0.0.1:${port}/pharma` }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(`PostgreSQL at 127.0.0.1:${port}/pharma cannot be reached: ECONNREFUSED`);
    expect((failure as Error).message).not.toContain("s3cret");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stops the start when a migration fails, with PostgreSQL's reason, and leaves nothing of it applied", async () => {
    const url = await cluster.createDatabase();
    const broken = await migrationsWithABrokenOne();
    const failure = await storeOnceOpen(() => open(url, broken)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as Error).message).toMatch(/a database migration failed: type "nosuchtype" does not exist/);
    // The migrations run in one transaction: the good ones before it are not applied either.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("SELECT to_regclass('public.enquiries') AS found");
    await client.end();
    expect(rows).toEqual([{ found: null }]);
  });

  it("answers again after the server restarted under it, without being opened again", async () => {
    const url = await cluster.createDatabase();
    const database = await open(url);
    await database.rows(sql`SELECT 1`);
    await cluster.restart();
    const [row] = await database.rows<{ n: number }>(sql`SELECT count(*) AS n FROM enquiries`);
    expect(row?.n).toBe(0);
  });
});

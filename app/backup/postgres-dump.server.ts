import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type pg from "pg";
import { BadBackupError, EXPECTED_TABLES, firstBytes } from "./sqlite-copy.server";
import { HEARTBEATS_QUERY, liveOf, type ServerProcess } from "./records.server";

/**
 * PostgreSQL's backups are `pg_dump`'s custom format (`-Fc`: compressed, one consistent snapshot
 * of the database however much is written meanwhile, restored by `pg_restore`). The programs come
 * with the `postgresql-client` package; their major version must be at least the server's.
 */

const run = promisify(execFile);

/** pg_dump's custom-format archives begin with these bytes. */
const ARCHIVE_MAGIC = "PGDMP";

/** The program `name` (pg_dump, pg_restore): on PATH, else from Debian's newest /usr/lib/postgresql/<n>/bin. */
export function pgProgram(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const onPath = (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, name)));
  if (onPath || !existsSync(root)) return name;
  const newest = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", name)))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, "bin", name) : name;
}

/**
 * The connection for the PostgreSQL programs: the URL without its password, which goes in the
 * environment (PGPASSWORD), so that it never shows in the list of processes.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** What a program said on stderr, in one line. */
function failure(error: unknown): string {
  const stderr: unknown = error && typeof error === "object" ? Reflect.get(error, "stderr") : undefined;
  const text = typeof stderr === "string" && stderr.trim() ? stderr : String(error);
  return text.trim().split("\n").slice(0, 3).join(" ").slice(0, 400);
}

export async function dumpPostgres(url: string, target: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await run(pgProgram("pg_dump"), ["--format=custom", "--no-owner", "--file", target, "--dbname", dbname], {
    env,
    maxBuffer: 4 * 1024 * 1024,
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("pg_dump is not installed: install the postgresql-client package", { cause: error });
    }
    throw new Error(`pg_dump failed: ${failure(error)}`, { cause: error });
  });
}

/**
 * Checks that `file` is a pg_dump archive of this site's database: `pg_restore --list` reads its
 * list, which holds the site's tables, and pg_restore reads it whole into nothing. Throws {@link BadBackupError} saying what is wrong.
 */
export async function checkPgDump(file: string): Promise<{ tables: number }> {
  const head = await firstBytes(file, ARCHIVE_MAGIC.length);
  if (head.toString("latin1") !== ARCHIVE_MAGIC) {
    throw new BadBackupError(`${file} is not a pg_dump archive (custom format, pg_dump -Fc)`);
  }
  const { stdout } = await run(pgProgram("pg_restore"), ["--list", file], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: unknown) => {
      throw new BadBackupError(`${file} cannot be read by pg_restore: ${failure(error)}`);
    },
  );
  // Read whole (the rows as well as the list): a cut-off archive lists well and fails half-way.
  await run(pgProgram("pg_restore"), ["--file", "/dev/null", file], { maxBuffer: 4 * 1024 * 1024 }).catch(
    (error: unknown) => {
      throw new BadBackupError(`${file} is damaged: ${failure(error)}`);
    },
  );
  const tables = new Set([...stdout.matchAll(/ TABLE (?:DATA )?\S+ (\S+) /g)].map((match) => match[1]));
  const missing = EXPECTED_TABLES.filter((table) => !tables.has(table));
  if (missing.length > 0) {
    throw new BadBackupError(
      `${file} is a pg_dump archive, but not of this site's database: no table ${missing.join(", ")}`,
    );
  }
  return { tables: tables.size };
}

/** Runs `use` with a connection of its own to the database of `url`. */
async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  // The driver is loaded by the backups of a PostgreSQL catalogue only, not by every process at start.
  const { default: driver } = await import("pg");
  const client = new driver.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The server processes using the database of `url` (a recent heartbeat); none when it has no such table. */
export async function postgresServers(url: string, now = new Date()): Promise<ServerProcess[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<Record<string, unknown>>(HEARTBEATS_QUERY).catch((error: unknown) => {
      // 42P01: undefined table (a database the site never ran on).
      if (Reflect.get(error as object, "code") === "42P01") return { rows: [] };
      throw error;
    });
    return liveOf(rows, now);
  });
}

/**
 * Restores the archive into the database of `url`, all or nothing (one transaction): the tables
 * the archive holds are dropped and created again with its rows. Then the heartbeats it carries,
 * of processes of its moment, are deleted.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await run(
    pgProgram("pg_restore"),
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      "--dbname",
      dbname,
      file,
    ],
    { env, maxBuffer: 4 * 1024 * 1024 },
  ).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("pg_restore is not installed: install the postgresql-client package", { cause: error });
    }
    throw new Error(`pg_restore failed (nothing was changed): ${failure(error)}`, { cause: error });
  });
  await withClient(url, (client) => client.query("DELETE FROM server_heartbeats").catch(() => undefined));
}

import { sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MigrationFailedError, type DatabaseOptions, type RawRow, type StoreDatabase } from "./database.server";

/**
 * PostgreSQL behind the stores (`DATABASE_URL=postgres://…`; docs/decisions/027-postgresql.md):
 * a pool of connections of the `pg` driver, drizzle's node-postgres database over it, and the
 * committed migrations of drizzle-pg/ applied at start by one host at a time.
 */

/** The committed drizzle-kit migrations for PostgreSQL (drizzle-pg.config.ts), relative to the project folder. */
export const PG_MIGRATIONS_FOLDER = "drizzle-pg";

/** The advisory lock every host takes to migrate: any fixed number, the same in every process of the site. */
const MIGRATION_LOCK_KEY = 4_107_049;

/** A start never hangs on an address that does not answer: an unreachable database is told within this. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Connections per process and store; four stores per process, so a host holds at most 20. */
const POOL_SIZE = 5;

/**
 * PostgreSQL's bigint (count(*), the millisecond times) read as a JS number, as SQLite gives it:
 * millisecond times stay far below 2^53. Set on the driver's shared parsers because drizzle's
 * node-postgres session reads them there for every statement (a pool's own `types` would be
 * passed over); this process uses PostgreSQL for the stores only.
 */
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));

export async function openPostgres(options: DatabaseOptions): Promise<StoreDatabase> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // A connection cut while idle (the server restarted, a network blip) is reported here; the pool
  // has dropped it already and opens a new one for the next statement. Without a listener the
  // event would end the process.
  pool.on("error", () => {});
  // A connection cut while it is checked out between two statements (a transaction awaiting its
  // next one when the server stops) reports on the client itself, not the pool: without a
  // listener there too the process ends (the two-host run, docs/deployment.md). The statement
  // that follows fails, and the pool drops the client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    await pool.query("SELECT 1").catch((error: unknown) => {
      throw new Error(`PostgreSQL at ${safeAddress(options.url)} cannot be reached: ${connectionReason(error)}`, {
        cause: error,
      });
    });
    await migrateExclusively(pool, options.migrationsFolder ?? PG_MIGRATIONS_FOLDER);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzle(pool);
  let closed = false;
  return {
    dialect: "postgresql",
    // Same calls as the SQLite builder (database.server.ts, QueryBuilder), over the twin tables.
    db: db as unknown as StoreDatabase["db"],
    sqlite: null,
    async rows<T extends RawRow>(query: SQL) {
      // The caller names the row's shape, as with SQLite's db.all<T>: the driver's values are not checked.
      return (await db.execute(query)).rows as T[];
    },
    async transaction(queries, { lock } = {}) {
      return db.transaction(async (tx) => {
        if (lock !== undefined) await tx.execute(sqlAdvisoryLock(lock));
        const results: RawRow[][] = [];
        for (const query of queries) results.push((await tx.execute<RawRow>(query)).rows);
        return results;
      });
    },
    close() {
      if (closed) return;
      closed = true;
      void pool.end().catch(() => undefined);
    },
  };
}

/** Held until the transaction ends: concurrent transactions with the same key run one after another. */
function sqlAdvisoryLock(key: string): SQL {
  // hashtext: PostgreSQL's own 32-bit hash of the key; two keys sharing a hash only wait for each other.
  return sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

/**
 * drizzle's migrator reads which migrations are applied and then applies the rest in one
 * transaction; two hosts starting together would both apply them. A session-level advisory lock
 * around it makes migrating one host at a time: the next finds them applied. A migration that
 * fails is rolled back whole and stops the start ({@link MigrationFailedError}); a connection
 * lost meanwhile is only a database out of reach.
 */
async function migrateExclusively(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder, migrationsSchema: "drizzle" });
    } catch (error) {
      if (isConnectionError(error)) throw error;
      throw new MigrationFailedError(innermostMessage(error), { cause: error });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/** The errors' chain, outermost first (drizzle wraps the driver's error in its own). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  for (let e = error; e && errors.length < 5; e = e instanceof Error ? e.cause : undefined) errors.push(e);
  return errors;
}

function innermostMessage(error: unknown): string {
  const last = chain(error).at(-1);
  return last instanceof Error ? last.message : String(error);
}

/**
 * A failure of the connection, not of a statement: node's socket errors, SQLSTATE class 08
 * (connection exception), 57P (the server shutting down) and 53 (out of connections or memory).
 */
export function isConnectionError(error: unknown): boolean {
  return chain(error).some((e) => {
    if (!(e instanceof Error)) return false;
    const code: unknown = Reflect.get(e, "code");
    if (typeof code === "string" && /^(08|57P|53|E[A-Z]+)/.test(code)) return true;
    return /Connection terminated|timeout exceeded when trying to connect/i.test(e.message);
  });
}

/** Host, port and database of a URL, never its user or password. */
export function safeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(an unreadable DATABASE_URL)";
  }
}

/** Why a connection failed, in a few words: a refused connection to `localhost` is an AggregateError of two. */
function connectionReason(error: unknown): string {
  const errors = error instanceof AggregateError ? error.errors : [error];
  const reasons = errors.map((e) =>
    e instanceof Error ? (Reflect.get(e, "code") as string | undefined) || e.message : String(e),
  );
  return [...new Set(reasons)].join(", ") || "no answer";
}

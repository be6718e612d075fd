import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openStoreDatabase, type StoreDatabase } from "./database.server";
import {
  foreignKeyText,
  latestSnapshotShapes,
  sqliteAffinity,
  type TableShape,
  type TableShapes,
} from "./migration-snapshots.test-support";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres-cluster.test-support";
import { PG_MIGRATIONS_FOLDER } from "./postgres.server";

/**
 * A database the committed migrations build from nothing holds exactly the tables, columns,
 * keys and indexes of the latest snapshot, which is what the schema files declare
 * (migration-history.server.test.ts): the history, hand-written parts included, builds the schema.
 */

/** The tables of a SQLite database, as its PRAGMAs tell them; drizzle's own bookkeeping left out. */
async function sqliteShapes(database: StoreDatabase): Promise<TableShapes> {
  const tables = z
    .array(z.object({ name: z.string() }))
    .parse(
      await database.rows(
        sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
      ),
    );
  const shapes: TableShapes = {};
  for (const { name } of tables) {
    const columns = z
      .array(
        z.object({
          name: z.string(),
          type: z.string(),
          notnull: z.number(),
          dflt_value: z.string().nullable(),
          pk: z.number(),
        }),
      )
      .parse(await database.rows(sql`SELECT * FROM pragma_table_xinfo(${name})`));
    const indexList = z
      .array(z.object({ name: z.string(), unique: z.number(), origin: z.string() }))
      .parse(await database.rows(sql`SELECT * FROM pragma_index_list(${name})`));
    const indexes: TableShape["indexes"] = {};
    for (const index of indexList.filter((entry) => entry.origin !== "pk")) {
      const indexColumns = z
        .array(z.object({ seqno: z.number(), name: z.string() }))
        .parse(await database.rows(sql`SELECT * FROM pragma_index_info(${index.name})`));
      indexes[index.name] = {
        columns: indexColumns.sort((a, b) => a.seqno - b.seqno).map((column) => column.name),
        unique: index.unique === 1,
      };
    }
    const keys = z
      .array(
        z.object({
          id: z.number(),
          seq: z.number(),
          table: z.string(),
          from: z.string(),
          to: z.string(),
          on_delete: z.string(),
        }),
      )
      .parse(await database.rows(sql`SELECT * FROM pragma_foreign_key_list(${name})`));
    const keyIds = [...new Set(keys.map((key) => key.id))];
    shapes[name] = {
      columns: Object.fromEntries(
        columns.map((column) => [
          column.name,
          { type: sqliteAffinity(column.type), notNull: column.notnull === 1, default: column.dflt_value },
        ]),
      ),
      primaryKey: columns
        .filter((column) => column.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((column) => column.name),
      indexes,
      foreignKeys: keyIds
        .map((id) => {
          const parts = keys.filter((key) => key.id === id).sort((a, b) => a.seq - b.seq);
          return foreignKeyText(
            parts.map((part) => part.from),
            parts[0]!.table,
            parts.map((part) => part.to),
            parts[0]!.on_delete,
          );
        })
        .sort(),
    };
  }
  return shapes;
}

const ON_DELETE: Record<string, string> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
};

/** The tables of the PostgreSQL database's public schema, as its catalogue tells them. */
async function postgresShapes(database: StoreDatabase): Promise<TableShapes> {
  const columns = z
    .array(
      z.object({
        table_name: z.string(),
        column_name: z.string(),
        data_type: z.string(),
        is_nullable: z.enum(["YES", "NO"]),
        column_default: z.string().nullable(),
        is_identity: z.enum(["YES", "NO"]),
      }),
    )
    .parse(
      await database.rows(sql`SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
        FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`),
    );
  const indexes = z
    .array(
      z.object({
        table: z.string(),
        name: z.string(),
        is_unique: z.boolean(),
        is_primary: z.boolean(),
        columns: z.array(z.string()),
      }),
    )
    .parse(
      await database.rows(sql`SELECT t.relname AS table, i.relname AS name, x.indisunique AS is_unique,
          x.indisprimary AS is_primary,
          ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, position)
            JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.position) AS columns
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public'`),
    );
  const keys = z
    .array(
      z.object({
        table: z.string(),
        target: z.string(),
        from: z.array(z.string()),
        to: z.array(z.string()),
        on_delete: z.string(),
      }),
    )
    .parse(
      await database.rows(sql`SELECT t.relname AS table, f.relname AS target, c.confdeltype::text AS on_delete,
          ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, position)
            JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.position) AS from,
          ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, position)
            JOIN pg_attribute a ON a.attrelid = f.oid AND a.attnum = k.attnum ORDER BY k.position) AS to
        FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class f ON f.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace WHERE c.contype = 'f' AND n.nspname = 'public'`),
    );
  const shapes: TableShapes = {};
  for (const column of columns) {
    const shape = (shapes[column.table_name] ??= { columns: {}, primaryKey: [], indexes: {}, foreignKeys: [] });
    shape.columns[column.column_name] = {
      type: column.data_type,
      notNull: column.is_nullable === "NO",
      // PostgreSQL writes a text default with its cast ('form'::text); the snapshot without.
      default: column.column_default?.replace(/::[a-z ]+$/, "") ?? null,
      identity: column.is_identity === "YES",
    };
  }
  for (const index of indexes) {
    const shape = shapes[index.table]!;
    if (index.is_primary) shape.primaryKey = index.columns;
    else shape.indexes[index.name] = { columns: index.columns, unique: index.is_unique };
  }
  for (const key of keys)
    shapes[key.table]!.foreignKeys.push(
      foreignKeyText(key.from, key.target, key.to, ON_DELETE[key.on_delete] ?? key.on_delete),
    );
  for (const shape of Object.values(shapes)) shape.foreignKeys.sort();
  return shapes;
}

describe("a SQLite database built by the committed migrations", () => {
  let folder: string;
  let database: StoreDatabase | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "migrated-tables-"));
  });
  afterAll(async () => {
    database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("has exactly the tables, columns, keys and indexes the schema declares", async () => {
    database = await openStoreDatabase({ url: pathToFileURL(path.join(folder, "server.db")).href });
    const expected = await latestSnapshotShapes(MIGRATIONS_FOLDER, "sqlite");
    expect(Object.keys(expected)).toContain("stock_requests");
    expect(await sqliteShapes(database)).toEqual(expected);
  });
});

describe("a PostgreSQL database built by the committed migrations", () => {
  let cluster: ThrowawayPostgres | undefined;
  let database: StoreDatabase | undefined;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(async () => {
    database?.close();
    await cluster?.remove();
  });

  it("has exactly the tables, columns, keys and indexes the schema declares", async () => {
    database = await openStoreDatabase({ url: await cluster!.createDatabase() });
    const expected = await latestSnapshotShapes(PG_MIGRATIONS_FOLDER, "postgresql");
    expect(Object.keys(expected)).toContain("stock_requests");
    expect(await postgresShapes(database)).toEqual(expected);
  });
});

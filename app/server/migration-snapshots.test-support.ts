import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * The tables a database holds, written the same way whether read from drizzle-kit's latest
 * snapshot (what the schema files declare: the migration-history test checks that they agree) or
 * from a database the committed migrations built, so that the two can be compared.
 */
export type TableShapes = Record<string, TableShape>;

export type TableShape = {
  /** Column name → its SQL type (SQLite: its type affinity), NOT NULL and default as SQL text. */
  columns: Record<string, { type: string; notNull: boolean; default: string | null; identity?: boolean }>;
  primaryKey: string[];
  /** Index name → its columns; unique constraints count as unique indexes (SQLite makes them so). */
  indexes: Record<string, { columns: string[]; unique: boolean }>;
  /** `columns → table(columns) on delete <action>`, sorted. */
  foreignKeys: string[];
};

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })),
});

/** meta/_journal.json: the migrations drizzle's migrator applies, in order. */
export async function readJournal(folder: string) {
  return journalSchema.parse(JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8")));
}

const foreignKeySchema = z.object({
  tableTo: z.string(),
  columnsFrom: z.array(z.string()),
  columnsTo: z.array(z.string()),
  onDelete: z.string().optional(),
});

const snapshotTableSchema = z.object({
  name: z.string(),
  columns: z.record(
    z.string(),
    z.object({
      name: z.string(),
      type: z.string(),
      primaryKey: z.boolean(),
      notNull: z.boolean(),
      default: z.union([z.string(), z.number(), z.boolean()]).optional(),
      identity: z.unknown().optional(),
    }),
  ),
  indexes: z.record(
    z.string(),
    z.object({
      name: z.string(),
      columns: z.array(z.union([z.string(), z.object({ expression: z.string() })])),
      isUnique: z.boolean(),
    }),
  ),
  foreignKeys: z.record(z.string(), foreignKeySchema),
  compositePrimaryKeys: z.record(z.string(), z.object({ columns: z.array(z.string()) })),
  uniqueConstraints: z.record(z.string(), z.object({ name: z.string(), columns: z.array(z.string()) })).optional(),
});

/** The tables of the snapshot of the journal's last migration: what the next `generate` starts from. */
export async function latestSnapshotShapes(folder: string, dialect: "sqlite" | "postgresql"): Promise<TableShapes> {
  const journal = await readJournal(folder);
  const last = journal.entries.at(-1);
  if (!last) return {};
  const file = path.join(folder, "meta", `${last.tag.slice(0, 4)}_snapshot.json`);
  const snapshot = z
    .object({ tables: z.record(z.string(), snapshotTableSchema) })
    .parse(JSON.parse(await readFile(file, "utf8")));
  const shapes: TableShapes = {};
  for (const table of Object.values(snapshot.tables)) {
    const columns = Object.values(table.columns);
    const indexes: TableShape["indexes"] = {};
    for (const index of Object.values(table.indexes))
      indexes[index.name] = {
        columns: index.columns.map((column) => (typeof column === "string" ? column : column.expression)),
        unique: index.isUnique,
      };
    for (const unique of Object.values(table.uniqueConstraints ?? {}))
      indexes[unique.name] = { columns: unique.columns, unique: true };
    const composite = Object.values(table.compositePrimaryKeys)[0]?.columns;
    shapes[table.name] = {
      columns: Object.fromEntries(
        columns.map((column) => [
          column.name,
          {
            type: dialect === "sqlite" ? sqliteAffinity(column.type) : column.type,
            notNull: column.notNull,
            default: column.default === undefined ? null : String(column.default),
            ...(dialect === "postgresql" ? { identity: column.identity !== undefined } : {}),
          },
        ]),
      ),
      primaryKey: composite ?? columns.filter((column) => column.primaryKey).map((column) => column.name),
      indexes,
      foreignKeys: Object.values(table.foreignKeys)
        .map((key) => foreignKeyText(key.columnsFrom, key.tableTo, key.columnsTo, key.onDelete ?? "no action"))
        .sort(),
    };
  }
  return shapes;
}

export function foreignKeyText(from: string[], table: string, to: string[], onDelete: string): string {
  return `${from.join(",")} → ${table}(${to.join(",")}) on delete ${onDelete.toLowerCase()}`;
}

/**
 * SQLite's type affinity of a declared column type (https://sqlite.org/datatype3.html, 3.1): what
 * a column stores. The hand-written migrations 0007–0009 spell some types as PostgreSQL does
 * (`bigint`, `double precision`) where the schema says `integer` and `real`: the same affinity.
 */
export function sqliteAffinity(declared: string): string {
  const type = declared.toUpperCase();
  if (type.includes("INT")) return "integer";
  if (/CHAR|CLOB|TEXT/.test(type)) return "text";
  if (type === "" || type.includes("BLOB")) return "blob";
  if (/REAL|FLOA|DOUB/.test(type)) return "real";
  return "numeric";
}

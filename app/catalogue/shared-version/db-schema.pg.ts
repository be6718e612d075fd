import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { PgTwin } from "../../server/database.server";
import type * as sqlite from "./db-schema";

/** The PostgreSQL twins of ./db-schema.ts (migrations in drizzle-pg/), documented there. */
export const catalogueShared = pgTable("catalogue_shared", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
  loadedAt: bigint("loaded_at", { mode: "number" }).notNull(),
  source: text("source").notNull(),
  sheet: text("sheet").notNull(),
});

export const catalogueReads = pgTable("catalogue_reads", {
  slot: bigint("slot", { mode: "number" }).primaryKey(),
  claimedAt: bigint("claimed_at", { mode: "number" }).notNull(),
});

/** Unused at run time: the compiler's check that these tables twin the SQLite ones. */
export const twins = { catalogueShared, catalogueReads } satisfies PgTwin<{
  catalogueShared: typeof sqlite.catalogueShared;
  catalogueReads: typeof sqlite.catalogueReads;
}>;

import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Searches that found nothing (docs/product.md 10.7): one row per normalised search text, with
 * how often and when it was seen. Nothing about who searched. Migrations in drizzle/, applied at
 * start by app/server/database.server.ts.
 */
export const searchMisses = sqliteTable("search_misses", {
  /** The search as normalised by ./normalize.ts: at most 200 characters. */
  text: text("text").primaryKey(),
  count: integer("count").notNull().default(1),
  firstSeen: integer("first_seen", { mode: "timestamp_ms" }).notNull(),
  lastSeen: integer("last_seen", { mode: "timestamp_ms" }).notNull(),
});

import { integer, pgTable, text } from "drizzle-orm/pg-core";
import type { PgTwin } from "../../server/database.server";
import { msTimestamp } from "../../server/pg-columns";
import type * as sqlite from "./db-schema";

/** The PostgreSQL twin of ./db-schema.ts (migrations in drizzle-pg/), documented there. */
export const searchMisses = pgTable("search_misses", {
  text: text("text").primaryKey(),
  count: integer("count").notNull().default(1),
  firstSeen: msTimestamp("first_seen").notNull(),
  lastSeen: msTimestamp("last_seen").notNull(),
});

/** Unused at run time: the compiler's check that this table twins the SQLite one. */
export const twins = { searchMisses } satisfies PgTwin<{ searchMisses: typeof sqlite.searchMisses }>;

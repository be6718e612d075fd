import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { PgTwin } from "../server/database.server";
import { msTimestamp } from "../server/pg-columns";
import * as sqlite from "./db-schema";

/** The PostgreSQL twin of ./db-schema.ts (migrations in drizzle-pg/), documented there. */
export const stockRequests = pgTable(
  "stock_requests",
  {
    medicineId: text("medicine_id").notNull(),
    contact: text("contact").notNull(),
    channel: text("channel", { enum: sqlite.CHANNELS }).notNull(),
    name: text("name").notNull(),
    language: text("language", { enum: ["en", "hi"] }).notNull(),
    createdAt: msTimestamp("created_at").notNull(),
    clientHash: text("client_hash").notNull(),
    state: text("state", { enum: sqlite.REQUEST_STATES }).notNull(),
    backAt: msTimestamp("back_at"),
    claimedAt: msTimestamp("claimed_at"),
    closedAt: msTimestamp("closed_at"),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.medicineId, table.contact] }),
    index("stock_requests_state").on(table.state, table.medicineId),
    index("stock_requests_contact").on(table.contact),
    index("stock_requests_created_at").on(table.createdAt),
  ],
);

export const stockRequestLimits = pgTable(
  "stock_request_limits",
  {
    key: text("key").notNull(),
    /** The window's start in ms: past what a PostgreSQL integer holds. */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Unused at run time: the compiler's check that these tables twin the SQLite ones. */
export const twins = { stockRequests, stockRequestLimits } satisfies PgTwin<{
  stockRequests: typeof sqlite.stockRequests;
  stockRequestLimits: typeof sqlite.stockRequestLimits;
}>;

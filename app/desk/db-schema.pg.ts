import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { PgTwin } from "../server/database.server";
import * as sqlite from "./db-schema";

/**
 * The PostgreSQL twins of ./db-schema.ts (migrations in drizzle-pg/), documented there: the
 * millisecond times are bigint read as numbers, as SQLite's integers are.
 */

const ms = (name: string) => bigint(name, { mode: "number" });

export const deskSignInLinks = pgTable(
  "desk_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: ms("created_at").notNull(),
    expiresAt: ms("expires_at").notNull(),
    usedAt: ms("used_at"),
  },
  (table) => [index("desk_sign_in_links_expires").on(table.expiresAt)],
);

export const deskSessions = pgTable(
  "desk_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: ms("created_at").notNull(),
    lastSeenAt: ms("last_seen_at").notNull(),
    endedAt: ms("ended_at"),
  },
  (table) => [index("desk_sessions_last_seen").on(table.lastSeenAt)],
);

export const deskLimits = pgTable(
  "desk_limits",
  {
    key: text("key").notNull(),
    windowStart: ms("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export const deskActions = pgTable(
  "desk_actions",
  {
    id: text("id").primaryKey(),
    at: ms("at").notNull(),
    staff: text("staff").notNull(),
    action: text("action").notNull(),
    enquiryId: integer("enquiry_id"),
    detail: text("detail"),
  },
  (table) => [index("desk_actions_at").on(table.at), index("desk_actions_enquiry").on(table.enquiryId)],
);

export const deskEnquiryStates = pgTable(
  "desk_enquiry_states",
  {
    enquiryId: integer("enquiry_id").primaryKey(),
    status: text("status", { enum: sqlite.DESK_STATUSES }).notNull(),
    note: text("note").notNull().default(""),
    updatedAt: ms("updated_at").notNull(),
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [index("desk_enquiry_states_status").on(table.status, table.enquiryId)],
);

export const deskDigests = pgTable("desk_digests", {
  day: text("day").primaryKey(),
  claimedAt: ms("claimed_at").notNull(),
  sentAt: ms("sent_at"),
});

/** Unused at run time: the compiler's check that these tables twin the SQLite ones. */
export const twins = {
  deskSignInLinks,
  deskSessions,
  deskLimits,
  deskActions,
  deskEnquiryStates,
  deskDigests,
} satisfies PgTwin<{
  deskSignInLinks: typeof sqlite.deskSignInLinks;
  deskSessions: typeof sqlite.deskSessions;
  deskLimits: typeof sqlite.deskLimits;
  deskActions: typeof sqlite.deskActions;
  deskEnquiryStates: typeof sqlite.deskEnquiryStates;
  deskDigests: typeof sqlite.deskDigests;
}>;

import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ORDER_STATUSES, type OrderStatus } from "~/enquiries/db-schema";

/**
 * The order desk's own tables (docs/product.md "Order desk"; migration drizzle/0006_desk.sql). The
 * enquiries are read from the enquiries feature's tables and never changed: what the staff do with
 * an enquiry (its desk status, a note) lives here, keyed by the enquiry's id. Every table has a
 * natural or random text key, so that the same SQL runs on PostgreSQL (no AUTOINCREMENT).
 */

/**
 * Where an order stands: the enquiries' order status (docs/product.md 12.3c), which the desk moves
 * through the enquiries' store. The `status` column of `desk_enquiry_states` is no longer read:
 * the order's own status is (migration 0011_order_statuses carried it over).
 */
export const DESK_STATUSES = ORDER_STATUSES;
export type DeskStatus = OrderStatus;

/** One-time sign-in links: only the SHA-256 of the token is kept, so a copy of the database signs nobody in. */
export const deskSignInLinks = sqliteTable(
  "desk_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    /** Set by the one visit that used the link; a second visit finds it set and is refused. */
    usedAt: integer("used_at"),
  },
  (table) => [index("desk_sign_in_links_expires").on(table.expiresAt)],
);

/** Staff sessions: the cookie holds a random id, the table its SHA-256. */
export const deskSessions = sqliteTable(
  "desk_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: integer("created_at").notNull(),
    lastSeenAt: integer("last_seen_at").notNull(),
    /** "Sign out" (or an expired session found again) ends it here, whatever the browser keeps. */
    endedAt: integer("ended_at"),
  },
  (table) => [index("desk_sessions_last_seen").on(table.lastSeenAt)],
);

/**
 * Counters of the sign-in limits, one row per key (a hashed address or client) and fixed window:
 * in the database, so that the limits hold across processes and hosts.
 */
export const deskLimits = sqliteTable(
  "desk_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** What each staff member did, and when (docs/product.md "Order desk"). */
export const deskActions = sqliteTable(
  "desk_actions",
  {
    id: text("id").primaryKey(),
    at: integer("at").notNull(),
    staff: text("staff").notNull(),
    action: text("action").notNull(),
    enquiryId: integer("enquiry_id"),
    detail: text("detail"),
  },
  (table) => [index("desk_actions_at").on(table.at), index("desk_actions_enquiry").on(table.enquiryId)],
);

/** The desk's state of an enquiry; an enquiry without a row is new. */
export const deskEnquiryStates = sqliteTable(
  "desk_enquiry_states",
  {
    enquiryId: integer("enquiry_id").primaryKey(),
    status: text("status", { enum: DESK_STATUSES }).notNull(),
    note: text("note").notNull().default(""),
    updatedAt: integer("updated_at").notNull(),
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [index("desk_enquiry_states_status").on(table.status, table.enquiryId)],
);

/** The morning e-mail's claims: one row per India date, so that one process of many sends it. */
export const deskDigests = sqliteTable("desk_digests", {
  day: text("day").primaryKey(),
  claimedAt: integer("claimed_at").notNull(),
  sentAt: integer("sent_at"),
});

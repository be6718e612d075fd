import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { PgTwin } from "../server/database.server";
import { msTimestamp } from "../server/pg-columns";
import * as sqlite from "./db-schema";

/**
 * The PostgreSQL twins of ./db-schema.ts (migrations in drizzle-pg/): the same tables, columns and
 * keys, each column of the type that gives the same value ({@link PgTwin} checks the rows).
 * Documented there; only the types differ here.
 */

export const enquiries = pgTable(
  "enquiries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    createdAt: msTimestamp("created_at").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    shop: text("shop"),
    drugLicence: text("drug_licence"),
    gstin: text("gstin"),
    city: text("city"),
    message: text("message").notNull(),
    page: text("page").notNull(),
    status: text("status", { enum: sqlite.ENQUIRY_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: msTimestamp("next_attempt_at"),
    deliveredAt: msTimestamp("delivered_at"),
    clientHash: text("client_hash").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    channel: text("channel", { enum: sqlite.ORDER_CHANNELS }).notNull().default("form"),
    orderTokenHash: text("order_token_hash").unique(),
    orderStatus: text("order_status", { enum: sqlite.ORDER_STATUSES }),
    orderPlan: text("order_plan"),
    repeatKey: text("repeat_key"),
  },
  (table) => [
    index("enquiries_client_created").on(table.clientHash, table.createdAt),
    index("enquiries_due").on(table.status, table.nextAttemptAt),
    index("enquiries_repeat").on(table.repeatKey, table.createdAt),
  ],
);

export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    status: text("status", { enum: sqlite.ORDER_STATUSES }).notNull(),
    at: msTimestamp("at").notNull(),
    staff: text("staff"),
    notice: text("notice", { enum: sqlite.NOTICE_STATES }).notNull().default("none"),
    claimedAt: msTimestamp("claimed_at"),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.enquiryId, table.status] }),
    index("order_status_changes_notice").on(table.notice, table.at),
  ],
);

export const enquiryLines = pgTable(
  "enquiry_lines",
  {
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    medicineId: text("medicine_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    freeText: boolean("free_text").notNull().default(false),
    pack: text("pack"),
    manufacturer: text("manufacturer"),
    unit: text("unit"),
    outOfStock: boolean("out_of_stock"),
  },
  (table) => [primaryKey({ columns: [table.enquiryId, table.position] })],
);

export const secrets = pgTable("secrets", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Unused at run time: the compiler's check that these tables twin the SQLite ones. */
export const twins = { enquiries, enquiryLines, orderStatusChanges, secrets } satisfies PgTwin<{
  enquiries: typeof sqlite.enquiries;
  enquiryLines: typeof sqlite.enquiryLines;
  orderStatusChanges: typeof sqlite.orderStatusChanges;
  secrets: typeof sqlite.secrets;
}>;

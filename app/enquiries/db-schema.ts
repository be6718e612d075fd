import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The enquiries tables (migrations in drizzle/, applied at start by app/server/database.server.ts). */

/** Delivery state of a stored enquiry. */
export const ENQUIRY_STATUSES = ["stored", "pending", "delivered"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * How an enquiry list left (docs/product.md 12.3b): the list's form, or the buyer's own WhatsApp
 * or e-mail, stored when the button was pressed. Contact messages and lists stored before the
 * channel existed are "form".
 */
export const ORDER_CHANNELS = ["form", "whatsapp", "email", "desk"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/**
 * Where an order stands (docs/product.md 12.3c, docs/decisions/040): the desk moves it forward,
 * New → Accepted → Billed → Dispatched → Closed, or closes it as a duplicate. Orders stored before
 * this model were "new", "answered" (now "accepted") or "closed" (migration 0011_order_statuses).
 */
export const ORDER_STATUSES = ["new", "accepted", "billed", "dispatched", "closed", "duplicate"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The buyer's e-mail of a status reached: `none` (no address, or reached before e-mails existed),
 * `waiting` to be sent, `sending` (claimed by one process; a stale claim is taken again), `sent`, or `failed` after a few
 * attempts (the desk's "Tell on WhatsApp" still tells the news).
 */
export const NOTICE_STATES = ["none", "waiting", "sending", "sent", "failed"] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/**
 * Stored enquiries. `stored`: kept, mail not configured; `pending`: waiting to be e-mailed
 * (`next_attempt_at` says when); `delivered`: accepted by the mail server.
 */
export const enquiries = sqliteTable(
  "enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Optional on the enquiry list's form (docs/product.md 12.3); null for contact messages. */
    phone: text("phone"),
    /** Who is asking (docs/product.md 12.3a), each null when not given; the GSTIN checked, upper case. */
    shop: text("shop"),
    drugLicence: text("drug_licence"),
    gstin: text("gstin"),
    city: text("city"),
    /** Empty when an enquiry list was sent without a message. */
    message: text("message").notNull(),
    page: text("page").notNull(),
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    /** Keyed hash of the sender's address, for the rate limit; the address itself is never stored. */
    clientHash: text("client_hash").notNull(),
    /** Hash of the form's one-time token and content: a resubmitted form is stored once. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    /** How the list left (docs/product.md 12.3b). */
    channel: text("channel", { enum: ORDER_CHANNELS }).notNull().default("form"),
    /**
     * SHA-256 of the buyer's order page token (docs/decisions/022): the page is looked up by it,
     * the token itself is never stored. Null for contact messages and lists sent before orders had pages.
     */
    orderTokenHash: text("order_token_hash").unique(),
    /**
     * What the company made of the order, as the order page shows it; null until the company
     * answers (the page says "Sent"). Set by the order desk.
     */
    orderStatus: text("order_status", { enum: ORDER_STATUSES }),
    /** The supply plan recorded with "Accept order" (./order-plan.ts, JSON); null before. */
    orderPlan: text("order_plan"),
    /**
     * Hash of the buyer and the lines of an order (docs/product.md 12.3c): the same list sent again
     * within 10 minutes is the same order. Null for contact messages and orders stored before it.
     */
    repeatKey: text("repeat_key"),
  },
  (table) => [
    index("enquiries_client_created").on(table.clientHash, table.createdAt),
    index("enquiries_due").on(table.status, table.nextAttemptAt),
    index("enquiries_repeat").on(table.repeatKey, table.createdAt),
  ],
);

/**
 * Each status an order reached, with its time (docs/product.md 12.3c): one row per status, the
 * first time it was reached ("Reopen" removes the closing row). Its `notice` is the buyer's e-mail
 * of that status ("new": the receipt), claimed here so that one process of many sends it.
 */
export const orderStatusChanges = sqliteTable(
  "order_status_changes",
  {
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** The staff member who set it; null for "new" (the buyer's send). */
    staff: text("staff"),
    notice: text("notice", { enum: NOTICE_STATES }).notNull().default("none"),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.enquiryId, table.status] }),
    index("order_status_changes_notice").on(table.notice, table.at),
  ],
);

/**
 * The lines of an enquiry sent from the enquiry list (docs/product.md 12.3), in the list's
 * order; contact messages have none. The name is the one the visitor saw, so the line still
 * reads right after the medicine leaves the catalogue. A free-text line (12.2a) has `free_text`
 * 1, its text as `name` and an empty `medicine_id`. Pack, manufacturer and the quantity's unit
 * are the catalogue's when the list was sent (12.8), null when it had none or the line is not a
 * listed medicine; lines stored before they existed have none.
 */
export const enquiryLines = sqliteTable(
  "enquiry_lines",
  {
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    medicineId: text("medicine_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    freeText: integer("free_text", { mode: "boolean" }).notNull().default(false),
    pack: text("pack"),
    manufacturer: text("manufacturer"),
    /** The quantity's unit in English as sent ("strips" for 30, "strip" for 1); null for a plain number. */
    unit: text("unit"),
    /**
     * Whether the catalogue showed the medicine out of stock when the order was sent (docs/product.md
     * 16.10, migration drizzle/0010_line_out_of_stock.sql): lost demand counts it. Null when it was
     * not known: a free-text line, a sheet without a stock column, lines stored before it existed.
     */
    outOfStock: integer("out_of_stock", { mode: "boolean" }),
  },
  (table) => [primaryKey({ columns: [table.enquiryId, table.position] })],
);

/** Secrets the server generates for itself, shared by every process using the database. */
export const secrets = sqliteTable("secrets", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

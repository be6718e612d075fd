import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** How a buyer is told: an e-mail from the site, or a WhatsApp message the desk sends from the company's number. */
export const CHANNELS = ["email", "phone"] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Where a request stands (docs/product.md 17.4):
 * - `unconfirmed`: an e-mail address whose owner has not yet opened the confirm link the site
 *   e-mailed (decision 66); never told anything, gone after {@link CONFIRM_TTL_MS}; `claimedAt`
 *   holds when that confirm e-mail went;
 * - `open`: the medicine is still out of stock;
 * - `waiting`: it is back, and the buyer waits on the desk to be told (a phone number, or an
 *   address while the site has no mail server);
 * - `sending`: one process claimed its e-mail (a claim older than a few minutes is taken again);
 * - `sent`, `told`, `stopped` (the stop link), `removed` (the medicine left the sheet): closed.
 */
export const REQUEST_STATES = [
  "unconfirmed",
  "open",
  "waiting",
  "sending",
  "sent",
  "told",
  "stopped",
  "removed",
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** How long a confirm link works, and an unconfirmed request is kept. */
export const CONFIRM_TTL_MS = 7 * 86_400_000;

/**
 * "Notify me when it is back" (migration drizzle/0008_stock_requests.sql): one row per medicine
 * and contact, so asking twice stores nothing new; times in ms like catalogue_changes.
 */
export const stockRequests = sqliteTable(
  "stock_requests",
  {
    medicineId: text("medicine_id").notNull(),
    /** A lower-case e-mail address, or a mobile number as wa.me writes it (91 and ten digits). */
    contact: text("contact").notNull(),
    channel: text("channel", { enum: CHANNELS }).notNull(),
    /** The medicine's name when asked: the desk and the e-mail name it even once it left the sheet. */
    name: text("name").notNull(),
    /** The language of the page the buyer asked on: the e-mail's. */
    language: text("language", { enum: ["en", "hi"] }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** The asking client, hashed (never its address): the desk's own record of who asks a lot. */
    clientHash: text("client_hash").notNull(),
    state: text("state", { enum: REQUEST_STATES }).notNull(),
    /** When the catalogue version that brought the medicine back was read. */
    backAt: integer("back_at", { mode: "timestamp_ms" }),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    /** E-mails tried and failed: after a few the address waits on the desk instead. */
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.medicineId, table.contact] }),
    index("stock_requests_state").on(table.state, table.medicineId),
    index("stock_requests_contact").on(table.contact),
    index("stock_requests_created_at").on(table.createdAt),
  ],
);

/** Requests per client and fixed window: in the database, so the limit holds across processes and hosts. */
export const stockRequestLimits = sqliteTable(
  "stock_request_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

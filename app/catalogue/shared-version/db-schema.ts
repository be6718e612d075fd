import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The catalogue version the hosts of one site serve, shared through their database
 * (docs/deployment.md; migration drizzle/0009_catalogue_shared.sql): one row, the last good
 * catalogue a host took from the sheet, with what it takes to build it again.
 */
export const catalogueShared = sqliteTable("catalogue_shared", {
  /** Always 1: one row. */
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
  /** When the version was first read from the sheet (ms): a later write of an older read never wins. */
  loadedAt: integer("loaded_at").notNull(),
  /** Which source it came from, as its label (never a private sheet's address). */
  source: text("source").notNull(),
  /** The sheet's text as it was read, gzipped then base64: about a seventh of the text. */
  sheet: text("sheet").notNull(),
});

/**
 * Who reads the sheet: one row per refresh interval ("slot", the time divided by the interval),
 * taken by the first host to insert it; the others follow its version (app/catalogue/store.server.ts).
 */
export const catalogueReads = sqliteTable("catalogue_reads", {
  slot: integer("slot").primaryKey(),
  claimedAt: integer("claimed_at").notNull(),
});

import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CHANGE_KINDS } from "./diff";

/**
 * What changed in the catalogue, one row per (version, medicine, kind) (docs/product.md §17;
 * migration drizzle/0007_catalogue_changes.sql). The key makes recording idempotent: every process
 * that takes the same version records the same rows, and the first one's stay.
 */
export const catalogueChanges = sqliteTable(
  "catalogue_changes",
  {
    /**
     * The catalogue version (content hash) that brought the change; a stock change a content seen
     * before brought again: `{version}@{ms}` (app/catalogue/changes/store.server.ts, `seenAgain`).
     */
    version: text("version").notNull(),
    medicineId: text("medicine_id").notNull(),
    kind: text("kind", { enum: CHANGE_KINDS }).notNull(),
    /** When that version was read. */
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    name: text("name").notNull(),
    categoryId: text("category_id").notNull(),
    category: text("category").notNull(),
    manufacturer: text("manufacturer").notNull(),
    manufacturerSlug: text("manufacturer_slug").notNull(),
    oldValue: real("old_value"),
    newValue: real("new_value"),
    scheme: text("scheme"),
    /**
     * Back in stock only: set when the medicine went out of stock again within the hold time
     * (a flicker, not news). Such a row is never shown nor mailed.
     */
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    primaryKey({ columns: [table.version, table.medicineId, table.kind] }),
    index("catalogue_changes_kind_at").on(table.kind, table.at),
    index("catalogue_changes_medicine_at").on(table.medicineId, table.at),
  ],
);

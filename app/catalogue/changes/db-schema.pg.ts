import { doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { PgTwin } from "../../server/database.server";
import { msTimestamp } from "../../server/pg-columns";
import type * as sqlite from "./db-schema";
import { CHANGE_KINDS } from "./diff";

/** The PostgreSQL twin of ./db-schema.ts (migrations in drizzle-pg/), documented there. */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    version: text("version").notNull(),
    medicineId: text("medicine_id").notNull(),
    kind: text("kind", { enum: CHANGE_KINDS }).notNull(),
    at: msTimestamp("at").notNull(),
    name: text("name").notNull(),
    categoryId: text("category_id").notNull(),
    category: text("category").notNull(),
    manufacturer: text("manufacturer").notNull(),
    manufacturerSlug: text("manufacturer_slug").notNull(),
    oldValue: doublePrecision("old_value"),
    newValue: doublePrecision("new_value"),
    scheme: text("scheme"),
    cancelledAt: msTimestamp("cancelled_at"),
  },
  (table) => [
    primaryKey({ columns: [table.version, table.medicineId, table.kind] }),
    index("catalogue_changes_kind_at").on(table.kind, table.at),
    index("catalogue_changes_medicine_at").on(table.medicineId, table.at),
  ],
);

/** Unused at run time: the compiler's check that this table twins the SQLite one. */
export const twins = { catalogueChanges } satisfies PgTwin<{ catalogueChanges: typeof sqlite.catalogueChanges }>;

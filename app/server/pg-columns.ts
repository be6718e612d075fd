import { customType } from "drizzle-orm/pg-core";

/**
 * A time kept as integer milliseconds since 1970 (PostgreSQL bigint), read and written as a Date:
 * the twin of SQLite's `integer(…, { mode: "timestamp_ms" })`, so that both dialects store the
 * same number and a store's code sees the same Date (docs/decisions/027-postgresql.md).
 */
export const msTimestamp = customType<{ data: Date; driverData: number | string }>({
  dataType: () => "bigint",
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

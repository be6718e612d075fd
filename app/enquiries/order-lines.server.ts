import { asc, inArray } from "drizzle-orm";
import { twinTables, type StoreDatabase } from "~/server/database.server";
import * as sqlite from "./db-schema";
import * as postgresql from "./db-schema.pg";
import type { StoredLine } from "./enquiry-store";

/** A stored line, and whether the list showed it out of stock when the order was sent (null: not known). */
export type SentLine = StoredLine & { outOfStock: boolean | null };

/**
 * Orders per query: SQLite allows at most 32,766 parameters in a statement, PostgreSQL 65,535;
 * an export of every order, or a day of a few thousand, is read in steps well within both.
 */
const ORDERS_PER_QUERY = 500;

/**
 * The lines of these orders as sent, each order's in its own order, by order number: the one
 * reading of them for the enquiries' store (its exports, the buyer's page) and the desk's (inbox,
 * order page, billing files).
 */
export async function linesOfOrders(database: StoreDatabase, ids: readonly number[]): Promise<Map<number, SentLine[]>> {
  const { db } = database;
  const { enquiryLines } = twinTables(database, { enquiryLines: sqlite.enquiryLines }, postgresql.twins);
  const byOrder = new Map<number, SentLine[]>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += ORDERS_PER_QUERY) {
    const rows = await db
      .select({
        enquiryId: enquiryLines.enquiryId,
        medicineId: enquiryLines.medicineId,
        name: enquiryLines.name,
        quantity: enquiryLines.quantity,
        notInCatalogue: enquiryLines.freeText,
        pack: enquiryLines.pack,
        manufacturer: enquiryLines.manufacturer,
        unit: enquiryLines.unit,
        outOfStock: enquiryLines.outOfStock,
      })
      .from(enquiryLines)
      .where(inArray(enquiryLines.enquiryId, unique.slice(start, start + ORDERS_PER_QUERY)))
      .orderBy(asc(enquiryLines.enquiryId), asc(enquiryLines.position));
    for (const { enquiryId, ...line } of rows) {
      const lines = byOrder.get(enquiryId) ?? [];
      // A line sent as written names no medicine, whatever id its row kept.
      lines.push({ ...line, medicineId: line.notInCatalogue ? null : line.medicineId });
      byOrder.set(enquiryId, lines);
    }
  }
  return byOrder;
}

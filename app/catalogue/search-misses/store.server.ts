import { asc, desc, gte, sql } from "drizzle-orm";
import { openStoreDatabase, twinTables, type DatabaseOptions, type StoreDatabase } from "~/server/database.server";
import * as sqlite from "./db-schema";
import * as postgresql from "./db-schema.pg";
import { normalizeMissText } from "./normalize";

/** One search text that found nothing, as the company reads it. */
export type SearchMiss = { text: string; count: number; firstSeen: Date; lastSeen: Date };

export type SearchMissStore = {
  /** Counts one search that found nothing; the text is normalised first, and empty text is ignored. */
  record(search: string, now?: Date): Promise<void>;
  /**
   * The misses, most frequent first (then the latest seen first, then by text). With `since`,
   * only those last seen at or after it; their count is still the total since first seen.
   */
  list(options?: { since?: Date }): Promise<SearchMiss[]>;
  close(): void;
};

/** Opens the database the server uses (app/server/database.server.ts) and returns the misses store. */
export async function openSearchMissStore(options: DatabaseOptions): Promise<SearchMissStore> {
  return createStore(await openStoreDatabase(options));
}

function createStore(database: StoreDatabase): SearchMissStore {
  const { db } = database;
  const { searchMisses } = twinTables(database, { searchMisses: sqlite.searchMisses }, postgresql.twins);
  return {
    async record(search, now = new Date()) {
      const text = normalizeMissText(search);
      if (!text) return;
      // One statement: concurrent requests and processes never lose a count.
      await db
        .insert(searchMisses)
        .values({ text, count: 1, firstSeen: now, lastSeen: now })
        .onConflictDoUpdate({
          target: searchMisses.text,
          set: {
            count: sql`${searchMisses.count} + 1`,
            // A late write (clocks of two processes) never moves the time back.
            lastSeen: sql`CASE WHEN excluded.last_seen > ${searchMisses.lastSeen} THEN excluded.last_seen ELSE ${searchMisses.lastSeen} END`,
          },
        });
    },

    async list({ since } = {}) {
      return db
        .select()
        .from(searchMisses)
        .where(since ? gte(searchMisses.lastSeen, since) : undefined)
        .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen), asc(searchMisses.text));
    },

    close() {
      database.close();
    },
  };
}

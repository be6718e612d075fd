import type { Client } from "@libsql/client";
import { asc, desc, gte, sql } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { openDatabase, type DatabaseOptions } from "~/server/database.server";
import { searchMisses } from "./db-schema";
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
  const { db, client } = await openDatabase(options);
  return createStore(db, client);
}

function createStore(db: LibSQLDatabase, client: Client): SearchMissStore {
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
            lastSeen: sql`max(${searchMisses.lastSeen}, ${now.getTime()})`,
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
      client.close();
    },
  };
}

import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { eq, lt, sql } from "drizzle-orm";
import { openStoreDatabase, twinTables, type DatabaseOptions, type StoreDatabase } from "~/server/database.server";
import type { LastGoodRecord } from "../last-good.server";
import * as sqliteTables from "./db-schema";
import * as pgTables from "./db-schema.pg";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The one row's key. */
const ROW = 1;

/** Claims older than this many intervals are deleted when a new one is taken: the table stays small. */
const KEPT_SLOTS = 100;

export type SharedVersionStore = {
  /** The shared version; null when no host has kept one yet. One small read: asked every second. */
  version(): Promise<string | null>;
  /** The shared catalogue; null when none is kept yet. */
  read(): Promise<LastGoodRecord | null>;
  /**
   * Keeps the record as the shared version unless the one there was read from the sheet later
   * (two hosts writing what each read: the later reading stays). True when it was written.
   */
  write(record: LastGoodRecord): Promise<boolean>;
  /** True for the one caller that claims the interval `slot` to read the sheet in. */
  claimRead(slot: number, now: Date): Promise<boolean>;
  close(): void;
};

export async function openSharedVersionStore(options: DatabaseOptions): Promise<SharedVersionStore> {
  return createStore(await openStoreDatabase(options));
}

function createStore(database: StoreDatabase): SharedVersionStore {
  const { db } = database;
  const { catalogueShared, catalogueReads } = twinTables(database, sqliteTables, pgTables);
  return {
    async version() {
      const [row] = await db
        .select({ version: catalogueShared.version })
        .from(catalogueShared)
        .where(eq(catalogueShared.id, ROW));
      return row?.version ?? null;
    },

    async read() {
      const [row] = await db.select().from(catalogueShared).where(eq(catalogueShared.id, ROW));
      if (!row) return null;
      const gvizText = (await gunzipAsync(Buffer.from(row.sheet, "base64"))).toString("utf8");
      return {
        version: row.version,
        loadedAt: new Date(row.loadedAt).toISOString(),
        source: row.source,
        gvizText,
      };
    },

    async write(record) {
      const sheet = (await gzipAsync(record.gvizText)).toString("base64");
      const loadedAt = Date.parse(record.loadedAt);
      // One statement: of two hosts writing at once, the later reading of the sheet stays.
      const written = await db
        .insert(catalogueShared)
        .values({ id: ROW, version: record.version, loadedAt, source: record.source, sheet })
        .onConflictDoUpdate({
          target: catalogueShared.id,
          set: {
            version: sql`excluded.version`,
            loadedAt: sql`excluded.loaded_at`,
            source: sql`excluded.source`,
            sheet: sql`excluded.sheet`,
          },
          setWhere: sql`catalogue_shared.loaded_at <= excluded.loaded_at`,
        })
        .returning({ version: catalogueShared.version });
      return written.length > 0;
    },

    async claimRead(slot, now) {
      const claimed = await db
        .insert(catalogueReads)
        .values({ slot, claimedAt: now.getTime() })
        .onConflictDoNothing()
        .returning({ slot: catalogueReads.slot });
      if (claimed.length === 0) return false;
      await db.delete(catalogueReads).where(lt(catalogueReads.slot, slot - KEPT_SLOTS));
      return true;
    },

    close() {
      database.close();
    },
  };
}

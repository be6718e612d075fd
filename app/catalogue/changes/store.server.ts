import { and, count, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from "drizzle-orm";
import { openStoreDatabase, twinTables, type DatabaseOptions, type StoreDatabase } from "~/server/database.server";
import * as sqlite from "./db-schema";
import * as postgresql from "./db-schema.pg";
import { SHOWN_KINDS, type CatalogueChange, type ChangeKind } from "./diff";

/** A recorded change with the time of the version that brought it. */
export type RecordedChange = CatalogueChange & { version: string; at: Date };

export type ChangeFilter = { categoryId?: string; manufacturerSlug?: string };

export type ChangeStoreOptions = DatabaseOptions & {
  /**
   * How long a medicine must stay in stock before "back in stock" is news (docs/product.md 17.2):
   * one that goes out again within it flickered, and its "back in stock" is withdrawn.
   */
  holdMs: number;
};

export type ChangeStore = {
  /**
   * Records the changes a version brought, read at `at`. Idempotent: the same version recorded
   * again (by this process or another sharing the database) adds nothing. A sheet that returns
   * to a content seen before brings its stock changes again: a medicine back in stock a second
   * time is news again (decision 66), recorded under `{version}@{time of the move it undoes}`.
   */
  record(version: string, at: Date, changes: readonly CatalogueChange[]): Promise<void>;
  /**
   * The shown changes since `since`, newest first: per kind at most `limit` rows (all without one)
   * and how many there are. A "back in stock" shows once it held (no later than `now` minus the hold time).
   */
  shown(options: {
    since: Date;
    now: Date;
    filter?: ChangeFilter;
    limit?: number;
  }): Promise<{ kind: (typeof SHOWN_KINDS)[number]; changes: RecordedChange[]; total: number }[]>;
  /** The categories and manufacturers of the changes since `since`, for the page's filters, A–Z. */
  facets(since: Date): Promise<{
    categories: { id: string; name: string }[];
    manufacturers: { slug: string; name: string }[];
  }>;
  /** The latest MRP or rate change of a medicine, if any. */
  lastPriceChange(medicineId: string): Promise<RecordedChange | null>;
  /**
   * For "notify me" (docs/product.md 17.4): of these medicines, when each last came back in stock
   * as news (held for the hold time by `now`, not withdrawn as a flicker) and when it last left
   * the sheet, since `since`. A medicine with neither is not in the map.
   */
  stockEvents(
    medicineIds: readonly string[],
    since: Date,
    now: Date,
  ): Promise<Map<string, { backAt?: Date; removedAt?: Date }>>;
  close(): void;
};

/** The changes of stock, recorded again when a sheet returns to a content seen before. */
const STOCK_KINDS: ReadonlySet<ChangeKind> = new Set(["back-in-stock", "out-of-stock"]);

/** Rows per insert: 13 values each, well under SQLite's limit of bound values in one statement. */
const ROWS_PER_INSERT = 100;

export async function openChangeStore(options: ChangeStoreOptions): Promise<ChangeStore> {
  return createStore(await openStoreDatabase(options), options.holdMs);
}

type Row = typeof sqlite.catalogueChanges.$inferSelect;
const recorded = ({ cancelledAt: _cancelled, ...row }: Row): RecordedChange => row;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function createStore(database: StoreDatabase, holdMs: number): ChangeStore {
  const { db } = database;
  const { catalogueChanges } = twinTables(database, { catalogueChanges: sqlite.catalogueChanges }, postgresql.twins);
  /** A "back in stock" of these medicines recorded within the hold time before `at`: the ids that flickered. */
  async function flickered(medicineIds: readonly string[], at: Date): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const chunk of chunks(medicineIds, ROWS_PER_INSERT)) {
      const where = and(
        eq(catalogueChanges.kind, "back-in-stock"),
        inArray(catalogueChanges.medicineId, chunk),
        gt(catalogueChanges.at, new Date(at.getTime() - holdMs)),
        lte(catalogueChanges.at, at),
      );
      const rows = await db.select({ medicineId: catalogueChanges.medicineId }).from(catalogueChanges).where(where);
      if (rows.length === 0) continue;
      rows.forEach((row) => ids.add(row.medicineId));
      await db
        .update(catalogueChanges)
        .set({ cancelledAt: at })
        .where(and(where, isNull(catalogueChanges.cancelledAt)));
    }
    return ids;
  }

  /**
   * A stock change whose (version, medicine, kind) is recorded already: the sheet came back to a
   * content seen before (versions are content hashes). It is a new change when the medicine's
   * last recorded move was the other way (a back in stock withdrawn as a flicker counts as gone
   * out when withdrawn), before `at`: the key it is recorded under then, the version and the
   * time of that move, the same in every process that records this version. Null when this
   * version's change is the one recorded already (another process, or the same one again).
   */
  async function seenAgain(version: string, medicineId: string, kind: ChangeKind, at: Date): Promise<string | null> {
    const moves = await db
      .select({ kind: catalogueChanges.kind, at: catalogueChanges.at, cancelledAt: catalogueChanges.cancelledAt })
      .from(catalogueChanges)
      .where(
        and(
          eq(catalogueChanges.medicineId, medicineId),
          inArray(catalogueChanges.kind, [...STOCK_KINDS]),
          lte(catalogueChanges.at, at),
        ),
      );
    let cameBack = 0;
    let wentOut = 0;
    for (const move of moves) {
      if (move.kind === "out-of-stock") wentOut = Math.max(wentOut, move.at.getTime());
      else if (move.cancelledAt && move.cancelledAt <= at) wentOut = Math.max(wentOut, move.cancelledAt.getTime());
      else cameBack = Math.max(cameBack, move.at.getTime());
    }
    const [last, before] = kind === "back-in-stock" ? [wentOut, cameBack] : [cameBack, wentOut];
    return last > before && last < at.getTime() ? `${version}@${last}` : null;
  }

  function shownWhere(kind: ChangeKind, since: Date, now: Date, filter: ChangeFilter = {}): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(catalogueChanges.kind, kind), gte(catalogueChanges.at, since)];
    if (kind === "back-in-stock") {
      conditions.push(lte(catalogueChanges.at, new Date(now.getTime() - holdMs)), isNull(catalogueChanges.cancelledAt));
    }
    if (filter.categoryId) conditions.push(eq(catalogueChanges.categoryId, filter.categoryId));
    if (filter.manufacturerSlug) conditions.push(eq(catalogueChanges.manufacturerSlug, filter.manufacturerSlug));
    return and(...conditions);
  }

  return {
    async record(version, at, changes) {
      // Out, back in, out again within the hold time: neither is news (the flicker's
      // "back in stock" is withdrawn, its "out of stock" not recorded).
      const outIds = changes.filter((c) => c.kind === "out-of-stock").map((c) => c.medicineId);
      const skip = outIds.length ? await flickered(outIds, at) : new Set<string>();
      const rows = changes
        .filter((c) => !(c.kind === "out-of-stock" && skip.has(c.medicineId)))
        .map((c) => ({ ...c, version, at }));
      for (const chunk of chunks(rows, ROWS_PER_INSERT)) {
        const inserted = await db
          .insert(catalogueChanges)
          .values(chunk)
          .onConflictDoNothing()
          .returning({ medicineId: catalogueChanges.medicineId, kind: catalogueChanges.kind });
        const kept = new Set(inserted.map((row) => `${row.kind} ${row.medicineId}`));
        for (const row of chunk) {
          if (!STOCK_KINDS.has(row.kind) || kept.has(`${row.kind} ${row.medicineId}`)) continue;
          const again = await seenAgain(version, row.medicineId, row.kind, at);
          if (again)
            await db
              .insert(catalogueChanges)
              .values({ ...row, version: again })
              .onConflictDoNothing();
        }
      }
    },

    async shown({ since, now, filter, limit = 200 }) {
      return Promise.all(
        SHOWN_KINDS.map(async (kind) => {
          const where = shownWhere(kind, since, now, filter);
          const [rows, [total]] = await Promise.all([
            db.select().from(catalogueChanges).where(where).orderBy(desc(catalogueChanges.at)).limit(limit),
            db.select({ total: count() }).from(catalogueChanges).where(where),
          ]);
          return { kind, changes: rows.map(recorded), total: total?.total ?? 0 };
        }),
      );
    },

    async facets(since) {
      const recent = and(gte(catalogueChanges.at, since), inArray(catalogueChanges.kind, [...SHOWN_KINDS]));
      const [categories, manufacturers] = await Promise.all([
        db
          .selectDistinct({ id: catalogueChanges.categoryId, name: catalogueChanges.category })
          .from(catalogueChanges)
          .where(recent),
        db
          .selectDistinct({ slug: catalogueChanges.manufacturerSlug, name: catalogueChanges.manufacturer })
          .from(catalogueChanges)
          .where(recent),
      ]);
      // One entry per id (a category's spelling may differ between rows), A–Z by name.
      const once = <T>(rows: T[], key: (row: T) => string) => [...new Map(rows.map((row) => [key(row), row])).values()];
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");
      return {
        categories: once(categories, (row) => row.id).sort(byName),
        manufacturers: once(manufacturers, (row) => row.slug).sort(byName),
      };
    },

    async lastPriceChange(medicineId) {
      const [row] = await db
        .select()
        .from(catalogueChanges)
        .where(
          and(
            eq(catalogueChanges.medicineId, medicineId),
            or(eq(catalogueChanges.kind, "mrp"), eq(catalogueChanges.kind, "rate")),
          ),
        )
        .orderBy(desc(catalogueChanges.at))
        .limit(1);
      return row ? recorded(row) : null;
    },

    async stockEvents(medicineIds, since, now) {
      const events = new Map<string, { backAt?: Date; removedAt?: Date }>();
      for (const chunk of chunks(medicineIds, ROWS_PER_INSERT)) {
        const rows = await db
          .select({ medicineId: catalogueChanges.medicineId, kind: catalogueChanges.kind, at: catalogueChanges.at })
          .from(catalogueChanges)
          .where(
            and(
              inArray(catalogueChanges.medicineId, chunk),
              gte(catalogueChanges.at, since),
              or(
                eq(catalogueChanges.kind, "removed"),
                // The same rule as the page's "Back in stock": held, and not withdrawn.
                shownWhere("back-in-stock", since, now),
              ),
            ),
          );
        for (const row of rows) {
          const event = events.get(row.medicineId) ?? {};
          const key = row.kind === "removed" ? "removedAt" : "backAt";
          if (!event[key] || event[key] < row.at) event[key] = row.at;
          events.set(row.medicineId, event);
        }
      }
      return events;
    },

    close() {
      database.close();
    },
  };
}

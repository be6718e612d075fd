import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  min,
  or,
  sql,
} from "drizzle-orm";
import { openStoreDatabase, twinTables, type DatabaseOptions, type StoreDatabase } from "~/server/database.server";
import * as sqlite from "./db-schema";
import * as postgresql from "./db-schema.pg";
import { CONFIRM_TTL_MS, type Channel, type RequestState } from "./db-schema";

/**
 * "Notify me when it is back" in the database (docs/product.md 17.4), on SQLite or PostgreSQL
 * (docs/architecture.md, "Two dialects"): drizzle's query builder only, over the dialect's twin tables.
 * Every change that must hold across processes is one statement whose WHERE says from which state
 * it moves a request: an e-mail is claimed by the one process whose update found it waiting.
 */

export type StockRequest = typeof sqlite.stockRequests.$inferSelect;

export type NewStockRequest = {
  /** `unconfirmed` for an e-mail address not confirmed yet (decision 66); `open` otherwise. */
  state: "open" | "unconfirmed";
  medicineId: string;
  contact: string;
  channel: Channel;
  name: string;
  language: "en" | "hi";
  clientHash: string;
};

/** A medicine the buyers wait for, for the desk: how many open requests, since when. */
export type WaitedFor = { medicineId: string; name: string; requests: number; since: Date };

/** An open request as the desk's lost demand reads it: which medicine, who asked, when. */
export type OpenRequest = Pick<StockRequest, "medicineId" | "name" | "contact" | "createdAt">;

/** A request met: closed because its medicine came back, e-mailed (`sent`) or told by the desk (`told`). */
export type MetRequest = Pick<StockRequest, "medicineId" | "name" | "channel"> & {
  state: "sent" | "told";
  closedAt: Date;
};

/** A request is kept this long after it was made, whatever became of it (decision 025). */
export const KEPT_MS = 90 * 86_400_000;
/** A claim older than this belongs to a process that died mid-way: the e-mail is claimed again. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** E-mails tried this many times and failed: the address waits on the desk instead. */
export const MAX_ATTEMPTS = 5;

const CLOSED: RequestState[] = ["sent", "told", "stopped", "removed"];
/** The states in which a request still concerns the buyer. */
const PENDING: RequestState[] = ["unconfirmed", "open", "waiting", "sending"];
/** The states that show an address was confirmed: its owner opened the confirm link (or it needed none). */
const CONFIRMED: RequestState[] = ["open", "waiting", "sending", "sent"];

export type StockRequestStore = {
  /** Counts one request of a client in the fixed window holding `now`; the count so far, this one included. */
  countRequest(clientHash: string, windowMs: number, now: Date): Promise<number>;
  /** Stores a request; `already` when this contact waits for this medicine (nothing changes). */
  add(request: NewStockRequest, now: Date): Promise<"added" | "already">;
  /**
   * Whether an e-mail address was confirmed: it has a request that is (or was) to be e-mailed,
   * and it never used the stop link.
   */
  isConfirmed(contact: string): Promise<boolean>;
  /**
   * Claims the sending of a confirm e-mail to this address for this request: false when one went
   * to the address since `since` (one a day at most, however many medicines it asks for).
   */
  claimConfirmation(medicineId: string, contact: string, since: Date, now: Date): Promise<boolean>;
  /** The confirm link was followed: the address's unconfirmed requests open. How many. */
  confirm(contact: string, now: Date): Promise<number>;
  /** The medicines with open or unconfirmed requests (still out of stock as far as the requests know). */
  openMedicineIds(): Promise<string[]>;
  /**
   * The medicine came back in the version read at `backAt`: its open requests made before that
   * wait to be told (e-mails are then claimed and sent). How many moved.
   */
  markBack(medicineId: string, backAt: Date): Promise<number>;
  /** The medicine left the sheet at `removedAt`: its requests made before that close with no message. */
  closeRemoved(medicineId: string, removedAt: Date, now: Date): Promise<number>;
  /** Claims an e-mail waiting to go (or whose claim went stale): the request when this call won it. */
  claimEmail(medicineId: string, contact: string, now: Date): Promise<StockRequest | null>;
  /** The e-mail requests waiting to go, at most `limit`. */
  emailsWaiting(now: Date, limit: number): Promise<StockRequest[]>;
  /** The claimed e-mail went: the request is closed. */
  sent(medicineId: string, contact: string, now: Date): Promise<void>;
  /** The claimed e-mail failed: it waits again, one attempt more. */
  failed(request: StockRequest): Promise<void>;
  /** The stop link: every pending request of this address closes. How many. */
  stop(contact: string, now: Date): Promise<number>;
  /** The desk told the buyer (or gave up): the waiting request closes. False when it was not waiting. */
  told(medicineId: string, contact: string, now: Date): Promise<boolean>;
  /** Open requests per medicine, most-waited first. */
  waitedFor(limit: number): Promise<WaitedFor[]>;
  /** Requests of medicines back in stock that wait for the desk: phone numbers, and addresses without e-mail. */
  waitingForDesk(options: { emails: boolean; limit: number }): Promise<StockRequest[]>;
  /** Open requests made since `since`, newest first, at most `limit` (the desk's lost demand). */
  openRequests(since: Date, limit: number): Promise<OpenRequest[]>;
  /** Requests met since `since` (e-mailed or told), most recent first, at most `limit` (the morning e-mail). */
  metSince(since: Date, limit: number): Promise<MetRequest[]>;
  /** Forgets requests made more than 90 days ago. */
  purge(now: Date): Promise<void>;
  close(): void;
};

export async function openStockRequestStore(options: DatabaseOptions): Promise<StockRequestStore> {
  return createStore(await openStoreDatabase(options));
}

function createStore(database: StoreDatabase): StockRequestStore {
  const { db } = database;
  const { stockRequests, stockRequestLimits } = twinTables(
    database,
    { stockRequests: sqlite.stockRequests, stockRequestLimits: sqlite.stockRequestLimits },
    postgresql.twins,
  );
  const keyOf = (medicineId: string, contact: string) =>
    and(eq(stockRequests.medicineId, medicineId), eq(stockRequests.contact, contact));

  return {
    async countRequest(clientHash, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      const [row] = await db
        .insert(stockRequestLimits)
        .values({ key: clientHash, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [stockRequestLimits.key, stockRequestLimits.windowStart],
          // An expression of the column: the same text on SQLite and PostgreSQL.
          set: { count: sql`${stockRequestLimits.count} + 1` },
        })
        .returning({ count: stockRequestLimits.count });
      // Old windows are of no use: cleared as new ones fill, a day's worth kept.
      await db.delete(stockRequestLimits).where(lt(stockRequestLimits.windowStart, now.getTime() - 86_400_000));
      return row?.count ?? 1;
    },

    async add(request, now) {
      const inserted = await db
        .insert(stockRequests)
        .values({ ...request, createdAt: now })
        .onConflictDoNothing()
        .returning({ contact: stockRequests.contact });
      if (inserted.length > 0) return "added";
      // A closed request of the same contact and medicine (told, sent, stopped): asked again, it opens anew.
      const reopened = await db
        .update(stockRequests)
        .set({
          state: request.state,
          name: request.name,
          language: request.language,
          clientHash: request.clientHash,
          createdAt: now,
          backAt: null,
          claimedAt: null,
          closedAt: null,
          attempts: 0,
        })
        .where(and(keyOf(request.medicineId, request.contact), inArray(stockRequests.state, CLOSED)))
        .returning({ contact: stockRequests.contact });
      return reopened.length > 0 ? "added" : "already";
    },

    async isConfirmed(contact) {
      const rows = await db
        .selectDistinct({ state: stockRequests.state })
        .from(stockRequests)
        .where(eq(stockRequests.contact, contact));
      const states = new Set(rows.map((row) => row.state));
      // After the stop link, only a new confirmation lets e-mails go again.
      return !states.has("stopped") && CONFIRMED.some((state) => states.has(state));
    },

    async claimConfirmation(medicineId, contact, since, now) {
      const [recent] = await db
        .select({ contact: stockRequests.contact })
        .from(stockRequests)
        .where(
          and(
            eq(stockRequests.contact, contact),
            eq(stockRequests.state, "unconfirmed"),
            gt(stockRequests.claimedAt, since),
          ),
        )
        .limit(1);
      if (recent) return false;
      const claimed = await db
        .update(stockRequests)
        .set({ claimedAt: now })
        .where(
          and(
            keyOf(medicineId, contact),
            eq(stockRequests.state, "unconfirmed"),
            or(isNull(stockRequests.claimedAt), lte(stockRequests.claimedAt, since)),
          ),
        )
        .returning({ contact: stockRequests.contact });
      return claimed.length > 0;
    },

    async confirm(contact, now) {
      const confirmed = await db
        .update(stockRequests)
        .set({ state: "open", claimedAt: null })
        .where(
          and(
            eq(stockRequests.contact, contact),
            eq(stockRequests.state, "unconfirmed"),
            gt(stockRequests.createdAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
          ),
        )
        .returning({ contact: stockRequests.contact });
      return confirmed.length;
    },

    async openMedicineIds() {
      const rows = await db
        .selectDistinct({ medicineId: stockRequests.medicineId })
        .from(stockRequests)
        // Unconfirmed ones too: a medicine that leaves the sheet closes them as well.
        .where(inArray(stockRequests.state, ["open", "unconfirmed"]));
      return rows.map((row) => row.medicineId);
    },

    async markBack(medicineId, backAt) {
      const moved = await db
        .update(stockRequests)
        .set({ state: "waiting", backAt })
        .where(
          and(
            eq(stockRequests.medicineId, medicineId),
            eq(stockRequests.state, "open"),
            // Asked after it came back (and went out again): that return is not the one awaited.
            lt(stockRequests.createdAt, backAt),
          ),
        )
        .returning({ contact: stockRequests.contact });
      return moved.length;
    },

    async closeRemoved(medicineId, removedAt, now) {
      const closed = await db
        .update(stockRequests)
        .set({ state: "removed", closedAt: now })
        .where(
          and(
            eq(stockRequests.medicineId, medicineId),
            inArray(stockRequests.state, ["unconfirmed", "open", "waiting"]),
            lt(stockRequests.createdAt, removedAt),
          ),
        )
        .returning({ contact: stockRequests.contact });
      return closed.length;
    },

    async claimEmail(medicineId, contact, now) {
      const [claimed] = await db
        .update(stockRequests)
        .set({ state: "sending", claimedAt: now })
        .where(
          and(
            keyOf(medicineId, contact),
            eq(stockRequests.channel, "email"),
            lt(stockRequests.attempts, MAX_ATTEMPTS),
            or(
              eq(stockRequests.state, "waiting"),
              and(
                eq(stockRequests.state, "sending"),
                lt(stockRequests.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
              ),
            ),
          ),
        )
        .returning();
      return claimed ?? null;
    },

    async emailsWaiting(now, limit) {
      return db
        .select()
        .from(stockRequests)
        .where(
          and(
            eq(stockRequests.channel, "email"),
            lt(stockRequests.attempts, MAX_ATTEMPTS),
            or(
              eq(stockRequests.state, "waiting"),
              and(
                eq(stockRequests.state, "sending"),
                lt(stockRequests.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
              ),
            ),
          ),
        )
        .orderBy(asc(stockRequests.backAt))
        .limit(limit);
    },

    async sent(medicineId, contact, now) {
      await db
        .update(stockRequests)
        .set({ state: "sent", closedAt: now })
        .where(and(keyOf(medicineId, contact), eq(stockRequests.state, "sending")));
    },

    async failed(request) {
      await db
        .update(stockRequests)
        .set({ state: "waiting", claimedAt: null, attempts: request.attempts + 1 })
        .where(and(keyOf(request.medicineId, request.contact), eq(stockRequests.state, "sending")));
    },

    async stop(contact, now) {
      const stopped = await db
        .update(stockRequests)
        .set({ state: "stopped", closedAt: now })
        .where(and(eq(stockRequests.contact, contact), inArray(stockRequests.state, PENDING)))
        .returning({ contact: stockRequests.contact });
      return stopped.length;
    },

    async told(medicineId, contact, now) {
      const told = await db
        .update(stockRequests)
        .set({ state: "told", closedAt: now })
        .where(and(keyOf(medicineId, contact), eq(stockRequests.state, "waiting")))
        .returning({ contact: stockRequests.contact });
      return told.length > 0;
    },

    async waitedFor(limit) {
      const requests = count();
      const rows = await db
        .select({
          medicineId: stockRequests.medicineId,
          // One of its requests' names (they name the same medicine, as the sheet spelt it then).
          name: max(stockRequests.name),
          requests,
          since: min(stockRequests.createdAt),
        })
        .from(stockRequests)
        .where(eq(stockRequests.state, "open"))
        .groupBy(stockRequests.medicineId)
        .orderBy(desc(requests), asc(stockRequests.medicineId))
        .limit(limit);
      return rows.map((row) => ({
        medicineId: row.medicineId,
        name: row.name ?? row.medicineId,
        requests: row.requests,
        since: row.since ?? new Date(0),
      }));
    },

    async waitingForDesk({ emails, limit }) {
      const channel = emails
        ? or(eq(stockRequests.channel, "phone"), eq(stockRequests.channel, "email"))
        : eq(stockRequests.channel, "phone");
      return db
        .select()
        .from(stockRequests)
        .where(
          and(
            eq(stockRequests.state, "waiting"),
            isNotNull(stockRequests.backAt),
            // An address whose e-mails keep failing waits on the desk too.
            or(channel, eq(stockRequests.attempts, MAX_ATTEMPTS)),
          ),
        )
        .orderBy(asc(stockRequests.name), asc(stockRequests.backAt))
        .limit(limit);
    },

    async openRequests(since, limit) {
      return db
        .select({
          medicineId: stockRequests.medicineId,
          name: stockRequests.name,
          contact: stockRequests.contact,
          createdAt: stockRequests.createdAt,
        })
        .from(stockRequests)
        .where(and(eq(stockRequests.state, "open"), gte(stockRequests.createdAt, since)))
        .orderBy(desc(stockRequests.createdAt))
        .limit(limit);
    },

    async metSince(since, limit) {
      const rows = await db
        .select({
          medicineId: stockRequests.medicineId,
          name: stockRequests.name,
          channel: stockRequests.channel,
          state: stockRequests.state,
          closedAt: stockRequests.closedAt,
        })
        .from(stockRequests)
        .where(and(inArray(stockRequests.state, ["sent", "told"]), gt(stockRequests.closedAt, since)))
        .orderBy(desc(stockRequests.closedAt))
        .limit(limit);
      return rows.flatMap(({ state, closedAt, ...row }) =>
        (state === "sent" || state === "told") && closedAt ? [{ ...row, state, closedAt }] : [],
      );
    },

    async purge(now) {
      await db.delete(stockRequests).where(lt(stockRequests.createdAt, new Date(now.getTime() - KEPT_MS)));
      // An address nobody confirmed is not kept beyond its confirm link's life.
      await db
        .delete(stockRequests)
        .where(
          and(
            eq(stockRequests.state, "unconfirmed"),
            lt(stockRequests.createdAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
          ),
        );
    },

    close() {
      database.close();
    },
  };
}

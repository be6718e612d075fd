import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { enquiryTables, enquiryTwins, linesOfOrders, type SentLine } from "~/enquiries/index.server";
import { parseStoredPlan, type OrderChannel, type OrderPlan } from "~/enquiries";
import { openStoreDatabase, twinTables, type DatabaseOptions, type StoreDatabase } from "~/server/database.server";
import * as sqlite from "./db-schema";
import type { DeskStatus } from "./db-schema";
import * as postgresql from "./db-schema.pg";

/**
 * The desk's database access (docs/product.md "Order desk"): its own tables (db-schema.ts), and
 * the enquiries read, never written. Every write that must hold across processes is one
 * statement (a link used once, a limit counted, a day's e-mail claimed).
 */

export type DeskFilter = DeskStatus | "all";

/** How far back an order of the same buyer with the same lines makes a possible duplicate (decision 61). */
export const DUPLICATE_WINDOW_MS = 24 * 3_600_000;

/** An order as the inbox lists it. */
export type InboxItem = {
  id: number;
  createdAt: Date;
  name: string;
  shop: string | null;
  city: string | null;
  phone: string | null;
  email: string;
  lines: number;
  status: DeskStatus;
  /** How it left the site: the form, WhatsApp or e-mail. */
  channel: OrderChannel;
  /**
   * "Possible duplicate of Order {n}" (decision 61): the latest earlier order of the same buyer
   * (phone, e-mail or GSTIN) with the same lines, sent within 24 hours before it; else null.
   */
  duplicateOf: number | null;
};

/** A line as it was sent (docs/product.md 12.8). */
export type DeskLine = SentLine;

/** One order with its lines and the desk's state of it. */
export type DeskEnquiry = Omit<InboxItem, "lines"> & {
  drugLicence: string | null;
  gstin: string | null;
  message: string;
  page: string;
  note: string;
  lines: DeskLine[];
};

export type DeskAction = {
  staff: string;
  action: string;
  enquiryId?: number | null;
  detail?: string | null;
  at: Date;
};

export type DeskStore = {
  /** Counts one more event for `key` in the fixed window holding `now`; the count so far, this one included. */
  count(key: string, windowMs: number, now: Date): Promise<number>;
  addLink(hash: string, email: string, now: Date, ttlMs: number): Promise<void>;
  /** Uses the link once: its address, or null when it is unknown, used or expired. */
  useLink(hash: string, now: Date): Promise<string | null>;
  /** Whether the link would work now, leaving it unused (its confirm page: decision 65). */
  linkUsable(hash: string, now: Date): Promise<boolean>;
  addSession(hash: string, email: string, now: Date): Promise<void>;
  /** The staff address of a live session (and marks it seen), or null: ended, idle too long or too old. */
  touchSession(hash: string, now: Date, idleMs: number, maxMs: number): Promise<string | null>;
  endSession(hash: string, now: Date): Promise<void>;
  /** A staff member's live sessions, the latest seen first ("Your sessions"). */
  sessionsOf(
    email: string,
    now: Date,
    idleMs: number,
    maxMs: number,
  ): Promise<{ hash: string; createdAt: Date; lastSeenAt: Date }[]>;
  /** Ends every session of a staff member ("Sign out everywhere"). */
  endSessionsOf(email: string, now: Date): Promise<void>;
  record(action: DeskAction): Promise<void>;
  /**
   * A page of the inbox, newest first: the orders of a status (or all), and with `search` only
   * those it finds ("Search orders": the order's number, the buyer's name, shop or phone, a line's
   * medicine), searched in the database.
   */
  inbox(
    filter: DeskFilter,
    offset: number,
    limit: number,
    search?: string,
  ): Promise<{ items: InboxItem[]; total: number }>;
  enquiry(id: number): Promise<DeskEnquiry | null>;
  /**
   * "Today's orders" (decision 60): the orders accepted from `from` until before `to`, in the
   * order they were accepted, each with its recorded plan; one closed as a duplicate is left out.
   */
  acceptedBetween(from: Date, to: Date): Promise<{ order: DeskEnquiry; plan: OrderPlan | null }[]>;
  /** Sets an order's note and records it; false when there is no such order. */
  setNote(id: number, note: string, staff: string, now: Date): Promise<boolean>;
  /** True for the one caller that claims `day`'s morning e-mail. */
  claimDigest(day: string, now: Date): Promise<boolean>;
  markDigestSent(day: string, now: Date): Promise<void>;
  /** Orders received since `since`, and every order still new. */
  digestCounts(since: Date): Promise<{ received: number; unanswered: number }>;
  /** Free-text lines ("not in the catalogue") since `since`, with who sent them. */
  freeTextLines(since: Date): Promise<{ text: string; buyer: string; at: Date }[]>;
  /**
   * Lines of listed medicines sent since `since` while the catalogue showed them out of stock
   * (recorded at send time), with who sent them. The name is the one the buyer saw.
   */
  outOfStockLines(since: Date): Promise<{ medicineId: string; name: string; buyer: string; at: Date }[]>;
  /** When the last morning e-mail before `day` was claimed; null when there was none. */
  lastDigestBefore(day: string): Promise<Date | null>;
  /** The action record, newest first, from `offset` on (`/desk/activity`). */
  actions(limit: number, offset?: number): Promise<(DeskAction & { id: string })[]>;
  close(): void;
};

export async function openDeskStore(options: DatabaseOptions): Promise<DeskStore> {
  return createDeskStore(await openStoreDatabase(options));
}

function createDeskStore(database: StoreDatabase): DeskStore {
  const { db } = database;
  const { deskActions, deskDigests, deskEnquiryStates, deskLimits, deskSessions, deskSignInLinks } = twinTables(
    database,
    {
      deskSignInLinks: sqlite.deskSignInLinks,
      deskSessions: sqlite.deskSessions,
      deskLimits: sqlite.deskLimits,
      deskActions: sqlite.deskActions,
      deskEnquiryStates: sqlite.deskEnquiryStates,
      deskDigests: sqlite.deskDigests,
    },
    postgresql.twins,
  );
  // The enquiries are the enquiries feature's tables, read here (and their order status set).
  const { enquiries, enquiryLines, orderStatusChanges } = twinTables(
    database,
    {
      enquiries: enquiryTables.enquiries,
      enquiryLines: enquiryTables.enquiryLines,
      orderStatusChanges: enquiryTables.orderStatusChanges,
      secrets: enquiryTables.secrets,
    },
    enquiryTwins.twins,
  );

  // The order's own status (the enquiries feature's), which the desk moves through the enquiries' store.
  const statusOf = sql<DeskStatus>`coalesce(${enquiries.orderStatus}, 'new')`;

  /** What the inbox and an order's page both show of an order (joined with its desk state). */
  const orderSummary = {
    id: enquiries.id,
    createdAt: enquiries.createdAt,
    name: enquiries.name,
    shop: enquiries.shop,
    city: enquiries.city,
    phone: enquiries.phone,
    email: enquiries.email,
    status: statusOf,
    channel: enquiries.channel,
  };

  /**
   * "Search orders": the words of `search`, each found in the buyer's name, shop or phone or a
   * line's medicine (any case); a number is also the order's own ("12", "#12", "Order 12"), and
   * digits are found in a phone however it was spaced. LIKE's own characters are taken as typed.
   */
  function searchWhere(search: string) {
    const text = search.trim().toLowerCase();
    const number = /^(?:order\s*|#)?(\d{1,9})$/.exec(text)?.[1];
    const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
    const like = (value: SQLWrapper, word: string) =>
      sql`lower(${value}) LIKE ${`%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`} ESCAPE '\\'`;
    const phoneDigits = sql`replace(replace(replace(coalesce(${enquiries.phone}, ''), ' ', ''), '-', ''), '+', '')`;
    const found = and(
      ...words.map((word) =>
        or(
          like(enquiries.name, word),
          like(sql`coalesce(${enquiries.shop}, '')`, word),
          like(sql`coalesce(${enquiries.phone}, '')`, word),
          /^\d+$/.test(word) ? like(phoneDigits, word) : undefined,
          sql`EXISTS (SELECT 1 FROM ${enquiryLines} WHERE ${enquiryLines.enquiryId} = ${enquiries.id} AND ${like(enquiryLines.name, word)})`,
        ),
      ),
    );
    return number === undefined ? found : or(eq(enquiries.id, Number(number)), found);
  }

  /**
   * Possible duplicates (decision 61) of the orders `ids`: for each, the latest earlier order sent
   * within 24 hours before it by the same buyer (same phone, e-mail or GSTIN) with the same lines
   * (the same medicines, or texts, in the same quantities and units, in any order). The buyers are
   * matched in the database, the few candidates' lines compared here.
   */
  async function duplicatesOf(ids: readonly number[]): Promise<Map<number, number>> {
    const found = new Map<number, number>();
    if (ids.length === 0) return found;
    const earlier = alias(enquiries, "earlier");
    const digits = (phone: SQLWrapper) => sql`replace(replace(${phone}, ' ', ''), '-', '')`;
    const pairs = await db
      .select({ id: enquiries.id, earlier: earlier.id })
      .from(enquiries)
      .innerJoin(
        earlier,
        and(
          lt(earlier.id, enquiries.id),
          gte(earlier.createdAt, sql`${enquiries.createdAt} - ${DUPLICATE_WINDOW_MS}`),
          or(
            and(
              isNotNull(enquiries.phone),
              ne(enquiries.phone, ""),
              eq(digits(earlier.phone), digits(enquiries.phone)),
            ),
            and(ne(enquiries.email, ""), eq(sql`lower(${earlier.email})`, sql`lower(${enquiries.email})`)),
            and(isNotNull(enquiries.gstin), ne(enquiries.gstin, ""), eq(earlier.gstin, enquiries.gstin)),
          ),
        ),
      )
      .where(inArray(enquiries.id, [...ids]))
      .orderBy(desc(earlier.id))
      .limit(ids.length * 20);
    if (pairs.length === 0) return found;
    const lines = await linesOf([...new Set(pairs.flatMap((pair) => [pair.id, pair.earlier]))]);
    const signature = (id: number) =>
      (lines.get(id) ?? [])
        .map((line) => `${line.medicineId ?? line.name.trim().toLowerCase()}|${line.quantity}|${line.unit ?? ""}`)
        .sort()
        .join("\n");
    for (const pair of pairs) {
      if (found.has(pair.id)) continue;
      const mine = signature(pair.id);
      if (mine !== "" && mine === signature(pair.earlier)) found.set(pair.id, pair.earlier);
    }
    return found;
  }

  /** An order's page: its summary, the buyer's details and the desk's note. */
  const orderDetails = {
    ...orderSummary,
    drugLicence: enquiries.drugLicence,
    gstin: enquiries.gstin,
    message: enquiries.message,
    page: enquiries.page,
    note: sql<string>`coalesce(${deskEnquiryStates.note}, '')`,
  };

  /** The lines of orders as sent, in each order's own order (the enquiries feature's reading). */
  const linesOf = (ids: readonly number[]): Promise<Map<number, DeskLine[]>> => linesOfOrders(database, ids);

  /** The upsert of an order's state, only when the order exists; the action recorded in the same batch. */
  async function changeState(id: number, values: { note: string }, action: DeskAction): Promise<boolean> {
    const at = action.at.getTime();
    const upsert = sql`
      INSERT INTO ${deskEnquiryStates} (enquiry_id, status, note, updated_at, updated_by)
      SELECT ${enquiries.id}, 'new', ${values.note}, ${at}, ${action.staff}
      FROM ${enquiries} WHERE ${enquiries.id} = ${id}
      ON CONFLICT (enquiry_id) DO UPDATE SET
        note = excluded.note, updated_at = excluded.updated_at, updated_by = excluded.updated_by
      RETURNING enquiry_id`;
    const log = sql`
      INSERT INTO ${deskActions} (id, at, staff, action, enquiry_id, detail)
      SELECT ${randomUUID()}, ${at}, ${action.staff}, ${action.action}, ${id}, ${action.detail ?? null}
      FROM ${enquiries} WHERE ${enquiries.id} = ${id}`;
    const [changed] = await database.transaction([upsert, log]);
    return (changed?.length ?? 0) > 0;
  }

  return {
    async count(key, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      const [row] = await db
        .insert(deskLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [deskLimits.key, deskLimits.windowStart],
          set: { count: sql`${deskLimits.count} + 1` },
        })
        .returning({ count: deskLimits.count });
      // Old windows are of no use: cleared as new ones fill, a day's worth kept.
      await db.delete(deskLimits).where(lt(deskLimits.windowStart, now.getTime() - 86_400_000));
      return row?.count ?? 1;
    },

    async addLink(hash, email, now, ttlMs) {
      await db.delete(deskSignInLinks).where(lt(deskSignInLinks.expiresAt, now.getTime() - 86_400_000));
      await db
        .insert(deskSignInLinks)
        .values({ tokenHash: hash, email, createdAt: now.getTime(), expiresAt: now.getTime() + ttlMs });
    },

    async useLink(hash, now) {
      // One statement: of two visits at once, one finds the link unused.
      const [row] = await db
        .update(deskSignInLinks)
        .set({ usedAt: now.getTime() })
        .where(
          and(
            eq(deskSignInLinks.tokenHash, hash),
            isNull(deskSignInLinks.usedAt),
            gt(deskSignInLinks.expiresAt, now.getTime()),
          ),
        )
        .returning({ email: deskSignInLinks.email });
      return row?.email ?? null;
    },

    async linkUsable(hash, now) {
      const [row] = await db
        .select({ email: deskSignInLinks.email })
        .from(deskSignInLinks)
        .where(
          and(
            eq(deskSignInLinks.tokenHash, hash),
            isNull(deskSignInLinks.usedAt),
            gt(deskSignInLinks.expiresAt, now.getTime()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async addSession(hash, email, now) {
      await db
        .insert(deskSessions)
        .values({ idHash: hash, email, createdAt: now.getTime(), lastSeenAt: now.getTime() });
    },

    async touchSession(hash, now, idleMs, maxMs) {
      const [row] = await db
        .update(deskSessions)
        .set({ lastSeenAt: now.getTime() })
        .where(
          and(
            eq(deskSessions.idHash, hash),
            isNull(deskSessions.endedAt),
            gt(deskSessions.lastSeenAt, now.getTime() - idleMs),
            gt(deskSessions.createdAt, now.getTime() - maxMs),
          ),
        )
        .returning({ email: deskSessions.email });
      return row?.email ?? null;
    },

    async endSession(hash, now) {
      await db
        .update(deskSessions)
        .set({ endedAt: now.getTime() })
        .where(and(eq(deskSessions.idHash, hash), isNull(deskSessions.endedAt)));
    },

    async sessionsOf(email, now, idleMs, maxMs) {
      const rows = await db
        .select({ hash: deskSessions.idHash, createdAt: deskSessions.createdAt, lastSeenAt: deskSessions.lastSeenAt })
        .from(deskSessions)
        .where(
          and(
            eq(deskSessions.email, email),
            isNull(deskSessions.endedAt),
            gt(deskSessions.lastSeenAt, now.getTime() - idleMs),
            gt(deskSessions.createdAt, now.getTime() - maxMs),
          ),
        )
        .orderBy(desc(deskSessions.lastSeenAt))
        .limit(100);
      return rows.map((row) => ({
        hash: row.hash,
        createdAt: new Date(Number(row.createdAt)),
        lastSeenAt: new Date(Number(row.lastSeenAt)),
      }));
    },

    async endSessionsOf(email, now) {
      await db
        .update(deskSessions)
        .set({ endedAt: now.getTime() })
        .where(and(eq(deskSessions.email, email), isNull(deskSessions.endedAt)));
    },

    async record(action) {
      await db.insert(deskActions).values({
        id: randomUUID(),
        at: action.at.getTime(),
        staff: action.staff,
        action: action.action,
        enquiryId: action.enquiryId ?? null,
        detail: action.detail ?? null,
      });
    },

    async inbox(filter, offset, limit, search = "") {
      const where = and(
        filter === "all" ? undefined : sql`${statusOf} = ${filter}`,
        search.trim() === "" ? undefined : searchWhere(search),
      );
      const lineCount = sql<number>`(SELECT count(*) FROM ${enquiryLines} WHERE ${enquiryLines.enquiryId} = ${enquiries.id})`;
      // Newest first by id: ids are given in the order orders arrive, and the primary key is the index.
      const rows = await db
        .select({ ...orderSummary, lines: lineCount })
        .from(enquiries)
        .leftJoin(deskEnquiryStates, eq(deskEnquiryStates.enquiryId, enquiries.id))
        .where(where)
        .orderBy(desc(enquiries.id))
        .limit(limit)
        .offset(offset);
      const [counted] = await db
        .select({ total: sql<number>`count(*)` })
        .from(enquiries)
        .leftJoin(deskEnquiryStates, eq(deskEnquiryStates.enquiryId, enquiries.id))
        .where(where);
      const duplicates = await duplicatesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => ({ ...row, lines: Number(row.lines), duplicateOf: duplicates.get(row.id) ?? null })),
        total: Number(counted?.total ?? 0),
      };
    },

    async enquiry(id) {
      const [row] = await db
        .select(orderDetails)
        .from(enquiries)
        .leftJoin(deskEnquiryStates, eq(deskEnquiryStates.enquiryId, enquiries.id))
        .where(eq(enquiries.id, id));
      if (!row) return null;
      const [lines, duplicates] = await Promise.all([linesOf([id]), duplicatesOf([id])]);
      return { ...row, lines: lines.get(id) ?? [], duplicateOf: duplicates.get(id) ?? null };
    },

    async acceptedBetween(from, to) {
      const rows = await db
        .select({ ...orderDetails, plan: enquiries.orderPlan })
        .from(orderStatusChanges)
        .innerJoin(enquiries, eq(enquiries.id, orderStatusChanges.enquiryId))
        .leftJoin(deskEnquiryStates, eq(deskEnquiryStates.enquiryId, enquiries.id))
        .where(
          and(
            eq(orderStatusChanges.status, "accepted"),
            gte(orderStatusChanges.at, from),
            lt(orderStatusChanges.at, to),
            ne(statusOf, "duplicate"),
          ),
        )
        .orderBy(asc(orderStatusChanges.at), asc(enquiries.id));
      const lines = await linesOf(rows.map((row) => row.id));
      return rows.map(({ plan, ...order }) => ({
        order: { ...order, lines: lines.get(order.id) ?? [], duplicateOf: null },
        plan: parseStoredPlan(plan),
      }));
    },

    setNote(id, note, staff, now) {
      return changeState(id, { note }, { staff, action: "note", detail: `${note.length} characters`, at: now });
    },

    async claimDigest(day, now) {
      const claimed = await db
        .insert(deskDigests)
        .values({ day, claimedAt: now.getTime() })
        .onConflictDoNothing()
        .returning({ day: deskDigests.day });
      return claimed.length > 0;
    },

    async markDigestSent(day, now) {
      await db.update(deskDigests).set({ sentAt: now.getTime() }).where(eq(deskDigests.day, day));
    },

    async digestCounts(since) {
      const [received] = await db
        .select({ count: sql<number>`count(*)` })
        .from(enquiries)
        .where(gt(enquiries.createdAt, since));
      const [unanswered] = await db
        .select({ count: sql<number>`count(*)` })
        .from(enquiries)
        .leftJoin(deskEnquiryStates, eq(deskEnquiryStates.enquiryId, enquiries.id))
        .where(sql`${statusOf} = 'new'`);
      return { received: Number(received?.count ?? 0), unanswered: Number(unanswered?.count ?? 0) };
    },

    async freeTextLines(since) {
      const rows = await db
        .select({
          text: enquiryLines.name,
          buyer: sql<string>`coalesce(${enquiries.phone}, ${enquiries.email})`,
          at: enquiries.createdAt,
        })
        .from(enquiryLines)
        .innerJoin(enquiries, eq(enquiries.id, enquiryLines.enquiryId))
        .where(and(eq(enquiryLines.freeText, true), gt(enquiries.createdAt, since)));
      return rows;
    },

    async outOfStockLines(since) {
      return db
        .select({
          medicineId: enquiryLines.medicineId,
          name: enquiryLines.name,
          buyer: sql<string>`coalesce(${enquiries.phone}, ${enquiries.email})`,
          at: enquiries.createdAt,
        })
        .from(enquiryLines)
        .innerJoin(enquiries, eq(enquiries.id, enquiryLines.enquiryId))
        .where(
          and(eq(enquiryLines.freeText, false), eq(enquiryLines.outOfStock, true), gt(enquiries.createdAt, since)),
        );
    },

    async lastDigestBefore(day) {
      const [row] = await db
        .select({ claimedAt: deskDigests.claimedAt })
        .from(deskDigests)
        .where(lt(deskDigests.day, day))
        .orderBy(desc(deskDigests.day))
        .limit(1);
      return row ? new Date(row.claimedAt) : null;
    },

    async actions(limit, offset = 0) {
      const rows = await db
        .select()
        .from(deskActions)
        .orderBy(desc(deskActions.at), desc(deskActions.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },

    close() {
      database.close();
    },
  };
}

import { createHash, createHmac, randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, lt, lte, min, or, sql, type SQL } from "drizzle-orm";
import { rateLimitKey } from "~/server/client-address.server";
import type SqliteConnection from "libsql/promise";
import {
  DatabaseFileGoneError,
  guardDatabaseFile,
  localDatabasePath,
  openExistingSqlite,
  openStoreDatabase,
  twinTables,
  vacuumInto,
  type DatabaseFileGuard,
  type DatabaseOptions,
  type StoreDatabase,
} from "~/server/database.server";
import { errorReason } from "~/server/logger.server";
import * as sqlite from "./db-schema";
import { ORDER_STATUSES, type EnquiryStatus, type OrderStatus } from "./db-schema";
import { parseStoredPlan } from "./order-plan";
import * as postgresql from "./db-schema.pg";
import { linesOfOrders, type SentLine } from "./order-lines.server";
import { isOrderTokenShape, orderToken, orderTokenHash } from "./order-token.server";
import {
  EnquiryNotStoredError,
  type EnquiryStore,
  type NewEnquiry,
  type NewLine,
  type OrderWithToken,
  type StatusReached,
  type StoredBuyer,
  type StoredEnquiry,
  type StoredLine,
  type SubmitResult,
} from "./enquiry-store";
import { BUYER_FIELDS } from "./form";

export { rateLimitKey } from "~/server/client-address.server";

export type EnquiryStoreOptions = DatabaseOptions;

/** The same list from the same buyer within this long is the same order (docs/product.md 12.3c). */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** A buyer's e-mail claimed longer ago than this belongs to a process that died mid-way: claimed again. */
export const STALE_NOTICE_CLAIM_MS = 10 * 60_000;

/** The way forward (docs/product.md 12.3c); "duplicate" closes an open order as well. */
const FORWARD: readonly OrderStatus[] = ["new", "accepted", "billed", "dispatched", "closed"];
const CLOSED_STATUSES: readonly OrderStatus[] = ["closed", "duplicate"];

/** The statuses an order may move to `status` from. */
export function statusesBefore(status: Exclude<OrderStatus, "new">): OrderStatus[] {
  if (status === "duplicate") return FORWARD.slice(0, 4);
  // Accepting again replaces the plan (the desk changed its mind before billing).
  if (status === "accepted") return ["new", "accepted"];
  return FORWARD.slice(0, FORWARD.indexOf(status));
}

/**
 * Who sent an order and what it holds, as a key: the same list from the same buyer (or, when the
 * buyer gave nothing, the same client) is recognised however it is sent again.
 */
function repeatKeyOf(enquiry: NewEnquiry, buyer: StoredBuyer, clientHash: string): string {
  const who = [
    enquiry.name,
    enquiry.email,
    enquiry.phone ?? "",
    ...BUYER_FIELDS.map((field) => buyer[field] ?? ""),
  ].map((value) => value.trim().toLowerCase());
  const lines = (enquiry.lines ?? []).map((line) =>
    line.freeText
      ? ["", line.name.trim().toLowerCase(), line.quantity, line.unit ?? null]
      : [line.id, "", line.quantity, line.unit ?? null],
  );
  const identity = who.some(Boolean) ? who : [clientHash];
  return createHash("sha256").update(JSON.stringify({ identity, lines })).digest("hex");
}

type Tables = Pick<typeof sqlite, "enquiries" | "enquiryLines" | "orderStatusChanges" | "secrets">;

/** The enquiries feature's tables for the database's dialect. */
const tablesOf = (database: StoreDatabase): Tables =>
  twinTables(
    database,
    {
      enquiries: sqlite.enquiries,
      enquiryLines: sqlite.enquiryLines,
      orderStatusChanges: sqlite.orderStatusChanges,
      secrets: sqlite.secrets,
    },
    postgresql.twins,
  );

/** What a stored enquiry reads as, from either dialect's table. */
const storedColumnsOf = ({ enquiries }: Tables) => ({
  id: enquiries.id,
  createdAt: enquiries.createdAt,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  shop: enquiries.shop,
  drugLicence: enquiries.drugLicence,
  gstin: enquiries.gstin,
  city: enquiries.city,
  message: enquiries.message,
  page: enquiries.page,
  status: enquiries.status,
  attempts: enquiries.attempts,
  lastError: enquiries.lastError,
  nextAttemptAt: enquiries.nextAttemptAt,
  deliveredAt: enquiries.deliveredAt,
});

/**
 * Opens the enquiries database (app/server/database.server.ts: creating the folder of a local file and
 * applying the committed migrations) and returns the store. Several processes may share one database.
 */
export async function openEnquiryStore(options: EnquiryStoreOptions): Promise<EnquiryStore> {
  const database = await openStoreDatabase(options);
  let keeper: SqliteConnection | null = null;
  try {
    const hashKey = await storedSecret(database, "client-hash");
    const listSecret = await storedSecret(database, "enquiry-list");
    const orderSecret = await storedSecret(database, "order-page");
    const file = await guardDatabaseFile(options.url);
    keeper = await openKeeper(options.url);
    return createStore(database, { hashKey, listSecret, orderSecret, file, keeper });
  } catch (error) {
    keeper?.close();
    database.close();
    throw error;
  }
}

/**
 * A connection kept open on the database file as it was when the store opened, for
 * {@link rescueContent}; null for PostgreSQL. `@libsql/client` keeps a pool of connections and
 * opens more when statements overlap, each at the path: one opened after the file was deleted
 * reads a new, empty database there, and a rescue made through it saved nothing. This one is
 * opened before anything can be deleted and reads once at once, so that it holds the file, its
 * `-wal` and its `-shm` as they were.
 */
async function openKeeper(url: string): Promise<SqliteConnection | null> {
  const file = localDatabasePath(url);
  if (file === null) return null;
  const keeper = openExistingSqlite(file);
  try {
    await (await keeper.prepare("SELECT count(*) FROM sqlite_master")).get();
    return keeper;
  } catch (error) {
    keeper.close();
    throw error;
  }
}

/**
 * A secret the server makes for itself: random, made once per database and kept in it, so every
 * process sharing the database (and every restart) uses the same one. "client-hash" keys the
 * client-address hash, so the raw address never needs storing; "enquiry-list" signs the enquiry
 * list cookie when ENQUIRY_LIST_SECRET is not set; "order-page" makes the buyers' order page
 * tokens (order-token.server.ts).
 */
async function storedSecret(
  database: StoreDatabase,
  key: "client-hash" | "enquiry-list" | "order-page",
): Promise<string> {
  const { db } = database;
  const { secrets } = tablesOf(database);
  await db
    .insert(secrets)
    .values({ key, value: randomUUID() + randomUUID() })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.key, key));
  if (!row) throw new Error(`${key} secret missing after insert`);
  return row.value;
}

/**
 * When the database file was deleted, the open connection still holds all of it: copied to a new
 * file beside where it was, once, so that nothing stored is lost when the process ends. Null when
 * the copy could not be made (the folder is gone too, the disk is full).
 */
async function rescueContent(keeper: SqliteConnection | null, gone: DatabaseFileGoneError): Promise<string | null> {
  // Replaced too: a deleted file's path may already hold a new, empty database (another
  // connection opened there), and the keeper still reads the one it opened.
  if (!keeper) return null;
  const target = `${gone.file}.rescued-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  try {
    await vacuumInto(keeper, target);
    return target;
  } catch {
    return null;
  }
}

function createStore(
  database: StoreDatabase,
  {
    hashKey,
    listSecret,
    orderSecret,
    file,
    keeper,
  }: {
    hashKey: string;
    listSecret: string;
    orderSecret: string;
    file: DatabaseFileGuard;
    /** The connection a rescue is made through ({@link openKeeper}). */
    keeper: SqliteConnection | null;
  },
): EnquiryStore {
  const { db } = database;
  const tables = tablesOf(database);
  const { enquiries, enquiryLines, orderStatusChanges } = tables;
  const storedColumns = storedColumnsOf(tables);
  let rescued: Promise<string | null> | null = null;
  /** The database's content copied beside it, once, as soon as its file is found gone. */
  const rescueOnce = (gone: DatabaseFileGoneError) => (rescued ??= rescueContent(keeper, gone));
  /** Why the last enquiry was not stored; null once one was. */
  let lastFailure: string | null = null;

  /**
   * Runs a write that must be durable: the database file is checked before it (no writing into a
   * deleted file) and after it (the file written is still the one at the path). Any failure is an
   * {@link EnquiryNotStoredError} whose message is safe to log.
   */
  async function durably<T>(write: () => Promise<T>): Promise<T> {
    try {
      await file.check();
      const result = await write();
      await file.check();
      lastFailure = null;
      return result;
    } catch (error) {
      const failure =
        error instanceof DatabaseFileGoneError
          ? new EnquiryNotStoredError(error.message, await rescueOnce(error))
          : new EnquiryNotStoredError(errorReason(error));
      lastFailure = failure.reason;
      throw failure;
    }
  }

  /** The enquiries with their lines (order-lines.server.ts). */
  async function withLines(rows: Omit<StoredEnquiry, "lines">[]): Promise<StoredEnquiry[]> {
    const byOrder = await linesOfOrders(
      database,
      rows.map((row) => row.id),
    );
    // What the list showed of stock is the desk's to read, not part of a stored enquiry.
    const asStored = (lines: readonly SentLine[]): StoredLine[] => lines.map(({ outOfStock: _, ...line }) => line);
    return rows.map((row) => ({ ...row, lines: asStored(byOrder.get(row.id) ?? []) }));
  }

  /** A buyer's e-mail that may be claimed now: waiting, or claimed so long ago that its process died. */
  const claimable = (now: Date) =>
    or(
      eq(orderStatusChanges.notice, "waiting"),
      and(
        eq(orderStatusChanges.notice, "sending"),
        lt(orderStatusChanges.claimedAt, new Date(now.getTime() - STALE_NOTICE_CLAIM_MS)),
      ),
    );

  /** The orders (with pages) the condition selects, each with its lines, statuses, plan and page token. */
  async function ordersWhere(condition: SQL | undefined): Promise<OrderWithToken[]> {
    const rows = await db
      .select({
        ...storedColumns,
        channel: enquiries.channel,
        orderStatus: enquiries.orderStatus,
        orderPlan: enquiries.orderPlan,
        dedupeKey: enquiries.dedupeKey,
        tokenHash: enquiries.orderTokenHash,
      })
      .from(enquiries)
      .where(and(condition, isNotNull(enquiries.orderTokenHash)));
    if (rows.length === 0) return [];
    const withLinesRead = await withLines(rows);
    const reached = await db
      .select({ id: orderStatusChanges.enquiryId, status: orderStatusChanges.status, at: orderStatusChanges.at })
      .from(orderStatusChanges)
      .where(
        inArray(
          orderStatusChanges.enquiryId,
          rows.map((row) => row.id),
        ),
      );
    const byOrder = new Map<number, StatusReached[]>();
    for (const { id, status, at } of reached) byOrder.set(id, [...(byOrder.get(id) ?? []), { status, at }]);
    const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
    return rows.map((row, at) => {
      const { id, createdAt, channel, orderStatus, orderPlan, name, email, phone, message, page, dedupeKey } = row;
      const buyer = Object.fromEntries(BUYER_FIELDS.map((field) => [field, row[field]])) as StoredBuyer;
      const statuses = (byOrder.get(id) ?? [{ status: "new" as const, at: createdAt }]).sort(
        (a, b) => a.at.getTime() - b.at.getTime() || rank(a.status) - rank(b.status),
      );
      return {
        number: id,
        createdAt,
        channel,
        status: orderStatus ?? "new",
        statuses,
        plan: parseStoredPlan(orderPlan),
        page,
        name,
        email,
        phone,
        message,
        lines: withLinesRead[at]!.lines,
        ...buyer,
        token: orderToken(orderSecret, dedupeKey),
      };
    });
  }

  const hashClient = (address: string) =>
    createHmac("sha256", hashKey).update(rateLimitKey(address)).digest("hex").slice(0, 32);

  async function insertEnquiry(enquiry: NewEnquiry): Promise<SubmitResult> {
    const now = enquiry.now ?? new Date();
    const clientHash = hashClient(enquiry.clientAddress);
    const lines = enquiry.lines ?? [];
    const content = [enquiry.token ?? randomUUID(), enquiry.name, enquiry.email, enquiry.message];
    // Contact messages keep the key they had before lists existed (a resubmission stays one enquiry).
    if (enquiry.phone || lines.length > 0) content.push(enquiry.phone ?? "", JSON.stringify(lines));
    const buyer = Object.fromEntries(
      BUYER_FIELDS.map((field) => [field, enquiry.buyer?.[field] || null]),
    ) as StoredBuyer;
    // Lists sent before the buyer's fields existed keep their key too.
    if (BUYER_FIELDS.some((field) => buyer[field] !== null)) content.push(JSON.stringify(buyer));
    // The same list sent by WhatsApp and then by e-mail is two orders, each marked with how it left.
    const channel = enquiry.channel ?? "form";
    if (channel !== "form") content.push(channel);
    const dedupeKey = createHash("sha256").update(content.join("\u0000")).digest("hex");
    const token = enquiry.order ? orderToken(orderSecret, dedupeKey) : null;
    const page = token ? { orderToken: token } : {};
    const status: EnquiryStatus = enquiry.deliver ? "pending" : "stored";
    const since = now.getTime() - enquiry.rateLimit.windowMs;
    const repeatKey = enquiry.order ? repeatKeyOf(enquiry, buyer, clientHash) : null;
    // One statement, so the limit holds even when several processes take enquiries at once:
    // the row is only inserted while the sender has fewer than `max` recent enquiries, and (an
    // order) while the same buyer sent no same list within the last 10 minutes.
    const insertRow = sql`
      INSERT INTO ${enquiries} (created_at, name, email, phone, shop, drug_licence, gstin, city, message, page, status, attempts, next_attempt_at, client_hash, dedupe_key, channel, order_token_hash, order_status, repeat_key)
      SELECT ${now.getTime()}, ${enquiry.name}, ${enquiry.email}, ${enquiry.phone ?? null},
             ${buyer.shop}, ${buyer.drugLicence}, ${buyer.gstin}, ${buyer.city}, ${enquiry.message}, ${enquiry.page}, ${status}, 0,
             ${enquiry.deliver ? now.getTime() : null}, ${clientHash}, ${dedupeKey}, ${channel}, ${token && orderTokenHash(token)},
             'new', ${repeatKey}
      WHERE (SELECT count(*) FROM ${enquiries} WHERE client_hash = ${clientHash} AND created_at > ${since}) < ${enquiry.rateLimit.max}
        AND NOT EXISTS (SELECT 1 FROM ${enquiries} WHERE repeat_key = ${repeatKey} AND created_at > ${now.getTime() - REPEAT_WINDOW_MS})
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`;
    // The order's first status, "new" at its time; its e-mail ("Order {n} received") waits when the buyer gave an address.
    const received = token
      ? sql`
      INSERT INTO ${orderStatusChanges} (enquiry_id, status, at, staff, notice)
      SELECT id, 'new', created_at, NULL, CASE WHEN email <> '' THEN 'waiting' ELSE 'none' END
      FROM ${enquiries} WHERE dedupe_key = ${dedupeKey}
      ON CONFLICT (enquiry_id, status) DO NOTHING`
      : null;
    const findStored = async () =>
      (await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.dedupeKey, dedupeKey)))[0];
    /** The same list sent again by the same buyer within the window: that order, with its own page. */
    const findRepeat = async () => {
      if (repeatKey === null) return undefined;
      const [row] = await db
        .select({ id: enquiries.id, dedupeKey: enquiries.dedupeKey })
        .from(enquiries)
        .where(
          and(
            eq(enquiries.repeatKey, repeatKey),
            sql`${enquiries.createdAt} > ${now.getTime() - REPEAT_WINDOW_MS}`,
            isNotNull(enquiries.orderTokenHash),
          ),
        )
        .orderBy(desc(enquiries.id))
        .limit(1);
      return row && { kind: "duplicate" as const, id: row.id, orderToken: orderToken(orderSecret, row.dedupeKey) };
    };
    let inserted: { id: number }[];
    try {
      inserted = await writeEnquiry(received ? [insertRow, received] : [insertRow], lines, dedupeKey, clientHash);
    } catch (error) {
      // Failure is only claimed when the enquiry is truly not there: a write that failed after its
      // transaction committed (or one whose answer was lost) must be answered "received", or the
      // visitor's resend would be a second enquiry. Reads go on while another process writes (WAL).
      const stored = await findStored().catch(() => undefined);
      if (stored) return { kind: "stored", id: stored.id, ...page };
      throw error;
    }
    const id = inserted[0]?.id;
    if (id !== undefined) return { kind: "stored", id: Number(id), ...page };
    const existing = await findStored();
    if (existing) return { kind: "duplicate", id: existing.id, ...page };
    return (await findRepeat()) ?? { kind: "rate-limited" };
  }

  /**
   * Inserts the enquiry's row and, in the same transaction, its lines; the new row's id when
   * inserted. The transaction holds the sender's key: on PostgreSQL two of the sender's enquiries
   * at once (two hosts) are counted one after the other, so the rate limit holds.
   */
  async function writeEnquiry(
    [insertRow, ...after]: [SQL, ...SQL[]],
    lines: readonly NewLine[],
    dedupeKey: string,
    clientHash: string,
  ): Promise<{ id: number }[]> {
    const rowsOf = ([inserted]: Record<string, unknown>[][]) => (inserted ?? []).map((row) => ({ id: Number(row.id) }));
    if (lines.length === 0) {
      return rowsOf(await database.transaction([insertRow, ...after], { lock: clientHash }));
    } else {
      // The lines join the enquiry by its dedupe key, in the same batch (one write transaction):
      // an enquiry is never stored, or answered "received", without its lines. Refused by the
      // rate limit, the enquiry is not there and neither are they; a duplicate's lines exist already.
      const values = sql.join(
        lines.map(
          (line, position) =>
            // Typed, as PostgreSQL cannot tell a VALUES list's types from the table it ends in.
            sql`(CAST(${position + 1} AS integer), CAST(${line.freeText ? "" : line.id} AS text), CAST(${line.name} AS text),
                 CAST(${line.quantity} AS integer), CAST(${line.freeText ? 1 : 0} AS boolean), CAST(${line.pack ?? null} AS text),
                 CAST(${line.manufacturer ?? null} AS text), CAST(${line.unit ?? null} AS text),
                 CAST(${line.outOfStock === undefined || line.outOfStock === null ? null : Number(line.outOfStock)} AS boolean))`,
        ),
        sql`, `,
      );
      const insertLines = sql`
        WITH new_lines (position, medicine_id, name, quantity, free_text, pack, manufacturer, unit, out_of_stock) AS (VALUES ${values})
        INSERT INTO ${enquiryLines} (enquiry_id, position, medicine_id, name, quantity, free_text, pack, manufacturer, unit, out_of_stock)
        SELECT ${enquiries.id}, new_lines.position, new_lines.medicine_id, new_lines.name, new_lines.quantity,
               new_lines.free_text, new_lines.pack, new_lines.manufacturer, new_lines.unit, new_lines.out_of_stock
        FROM new_lines JOIN ${enquiries} ON ${enquiries.dedupeKey} = ${dedupeKey}
        WHERE true
        ON CONFLICT (enquiry_id, position) DO NOTHING`;
      return rowsOf(await database.transaction([insertRow, insertLines, ...after], { lock: clientHash }));
    }
  }

  return {
    listSecret,

    submit(enquiry) {
      return durably(() => insertEnquiry(enquiry));
    },

    async claimDue(now, leaseMs, limit) {
      const due = await db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(and(eq(enquiries.status, "pending"), lte(enquiries.nextAttemptAt, now)))
        .orderBy(asc(enquiries.nextAttemptAt), asc(enquiries.id))
        .limit(limit);
      const claimed: Omit<StoredEnquiry, "lines">[] = [];
      for (const { id } of due) {
        // Conditional on still being due: when another worker claimed it first, nothing is returned.
        const [row] = await db
          .update(enquiries)
          .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
          .where(and(eq(enquiries.id, id), eq(enquiries.status, "pending"), lte(enquiries.nextAttemptAt, now)))
          .returning(storedColumns);
        if (row) claimed.push(row);
      }
      return withLines(claimed);
    },

    async markDelivered(id, now) {
      await db
        .update(enquiries)
        .set({
          status: "delivered",
          deliveredAt: now,
          attempts: sql`${enquiries.attempts} + 1`,
          lastError: null,
          nextAttemptAt: null,
        })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "pending")));
    },

    async markFailed(id, error, nextAttemptAt) {
      await db
        .update(enquiries)
        .set({ attempts: sql`${enquiries.attempts} + 1`, lastError: error.slice(0, 1000), nextAttemptAt })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "pending")));
    },

    async release(id, now) {
      await db
        .update(enquiries)
        .set({ nextAttemptAt: now })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "pending")));
    },

    async nextDueAt() {
      const [row] = await db
        .select({ at: min(enquiries.nextAttemptAt) })
        .from(enquiries)
        .where(eq(enquiries.status, "pending"));
      return row?.at ?? null;
    },

    async countByStatus() {
      const rows = await db
        .select({ status: enquiries.status, count: sql<number>`count(*)` })
        .from(enquiries)
        .groupBy(enquiries.status);
      const counts: Record<EnquiryStatus, number> = { stored: 0, pending: 0, delivered: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    async findOrder(token) {
      if (!isOrderTokenShape(token)) return null;
      const [order] = await ordersWhere(eq(enquiries.orderTokenHash, orderTokenHash(token)));
      if (!order) return null;
      const { token: _token, ...found } = order;
      return found;
    },

    async setOrderStatus(id, status, { staff, now, plan }) {
      const from = statusesBefore(status);
      const current = sql`coalesce(${enquiries.orderStatus}, 'new')`;
      const move = sql`
        UPDATE ${enquiries} SET order_status = ${status}
          ${plan ? sql`, order_plan = ${JSON.stringify(plan)}` : sql``}
        WHERE ${enquiries.id} = ${id} AND ${current} IN (${sql.join(
          from.map((value) => sql`${value}`),
          sql`, `,
        )})
        RETURNING id`;
      // The first time a status is reached is the one kept (a second press changes nothing); the
      // buyer's e-mail of it waits when the order has a page and the buyer gave an address.
      const reached = sql`
        INSERT INTO ${orderStatusChanges} (enquiry_id, status, at, staff, notice)
        SELECT id, ${status}, ${now.getTime()}, ${staff},
               CASE WHEN email <> '' AND order_token_hash IS NOT NULL THEN 'waiting' ELSE 'none' END
        FROM ${enquiries} WHERE ${enquiries.id} = ${id} AND order_status = ${status}
        ON CONFLICT (enquiry_id, status) DO NOTHING`;
      const [moved] = await database.transaction([move, reached]);
      if ((moved?.length ?? 0) > 0) return "changed";
      const [exists] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
      return exists ? "refused" : "not-found";
    },

    async reopenOrder(id) {
      const closed = sql.join(
        CLOSED_STATUSES.map((value) => sql`${value}`),
        sql`, `,
      );
      // Where it stood before it was closed: the latest status reached that is not a closing one.
      const reopen = sql`
        UPDATE ${enquiries} SET order_status = coalesce((
          SELECT status FROM ${orderStatusChanges}
          WHERE enquiry_id = ${id} AND status NOT IN (${closed})
          ORDER BY at DESC LIMIT 1), 'new')
        WHERE ${enquiries.id} = ${id} AND order_status IN (${closed})
        RETURNING id`;
      const forget = sql`DELETE FROM ${orderStatusChanges} WHERE enquiry_id = ${id} AND status IN (${closed})`;
      const [reopened] = await database.transaction([reopen, forget]);
      if ((reopened?.length ?? 0) > 0) return "changed";
      const [exists] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
      return exists ? "refused" : "not-found";
    },

    async orderPlan(id) {
      const [row] = await db.select({ plan: enquiries.orderPlan }).from(enquiries).where(eq(enquiries.id, id));
      return row ? parseStoredPlan(row.plan) : null;
    },

    async setOrderPhone(id, phone) {
      const changed = await db
        .update(enquiries)
        .set({ phone })
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      return changed.length > 0;
    },

    async ordersByNumber(numbers) {
      if (numbers.length === 0) return [];
      const orders = await ordersWhere(and(inArray(enquiries.id, [...numbers]), isNotNull(enquiries.orderTokenHash)));
      return orders.sort((a, b) => b.number - a.number);
    },

    async noticesWaiting(now, limit) {
      return db
        .select({ id: orderStatusChanges.enquiryId, status: orderStatusChanges.status })
        .from(orderStatusChanges)
        .where(claimable(now))
        .orderBy(asc(orderStatusChanges.at))
        .limit(limit);
    },

    async claimNotice(id, status, now) {
      // One statement: of two processes at once, one finds it waiting.
      const [claimed] = await db
        .update(orderStatusChanges)
        .set({ notice: "sending", claimedAt: now })
        .where(and(eq(orderStatusChanges.enquiryId, id), eq(orderStatusChanges.status, status), claimable(now)))
        .returning({ attempts: orderStatusChanges.attempts });
      if (!claimed) return null;
      const [order] = await ordersWhere(eq(enquiries.id, id));
      if (!order) return null;
      return { status, attempts: claimed.attempts, order };
    },

    async noticeSent(id, status) {
      await db
        .update(orderStatusChanges)
        .set({ notice: "sent" })
        .where(and(eq(orderStatusChanges.enquiryId, id), eq(orderStatusChanges.status, status)));
    },

    async noticeFailed(id, status, maxAttempts) {
      await db
        .update(orderStatusChanges)
        .set({
          notice: sql`CASE WHEN ${orderStatusChanges.attempts} + 1 >= ${maxAttempts} THEN 'failed' ELSE 'waiting' END`,
          attempts: sql`${orderStatusChanges.attempts} + 1`,
          claimedAt: null,
        })
        .where(
          and(
            eq(orderStatusChanges.enquiryId, id),
            eq(orderStatusChanges.status, status),
            eq(orderStatusChanges.notice, "sending"),
          ),
        );
    },

    async list() {
      return withLines(
        await db.select(storedColumns).from(enquiries).orderBy(asc(enquiries.createdAt), asc(enquiries.id)),
      );
    },

    async health() {
      const reason = await file.check().then(
        () => lastFailure,
        async (error: unknown) => {
          // A monitor usually learns it first: what the file held is saved now, not at the next order.
          if (error instanceof DatabaseFileGoneError) await rescueOnce(error);
          return errorReason(error);
        },
      );
      return { status: reason ? "failing" : "ok", reason };
    },

    close() {
      keeper?.close();
      database.close();
    },
  };
}

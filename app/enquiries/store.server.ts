import { createHash, createHmac, randomUUID } from "node:crypto";
import type { Client } from "@libsql/client";
import { and, asc, eq, inArray, lte, min, sql } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { rateLimitKey } from "~/server/client-address.server";
import {
  DatabaseFileGoneError,
  guardDatabaseFile,
  openDatabase,
  type DatabaseFileGuard,
  type DatabaseOptions,
} from "~/server/database.server";
import { errorReason } from "~/server/logger.server";
import { enquiries, enquiryLines, secrets, type EnquiryStatus } from "./db-schema";
import { BUYER_FIELDS, type BuyerField } from "./form";
import type { EnquiryInput } from "./validation";

export { rateLimitKey } from "~/server/client-address.server";

/**
 * One line of an enquiry sent from the enquiry list, as it left (docs/product.md 12.8): a
 * medicine, or a free-text line "not in the catalogue" (`notInCatalogue`, no medicine id, its
 * text as `name`). Pack, manufacturer and unit are null when the catalogue had none.
 */
export type StoredLine = {
  medicineId: string | null;
  name: string;
  quantity: number;
  notInCatalogue: boolean;
  pack: string | null;
  manufacturer: string | null;
  /** The quantity's unit in English ("strips"); null for a plain number. */
  unit: string | null;
};

/** A line as the enquiry list sends it to be stored (service.server.ts). */
export type NewLine = {
  id: string;
  name: string;
  quantity: number;
  /** A free-text line (docs/product.md 12.2a): its id is the list's own, not stored. */
  freeText?: boolean;
  pack?: string | null;
  manufacturer?: string | null;
  unit?: string | null;
};

/** A stored enquiry as the company reads it (no client hash or dedupe key). */
export type StoredEnquiry = {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  /** Null when not given (the contact form has no phone field). */
  phone: string | null;
  message: string;
  page: string;
  status: EnquiryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  /** The enquiry list's medicines in order; empty for a contact message. */
  lines: StoredLine[];
} & StoredBuyer;

/** Who is asking (docs/product.md 12.3a): each null when not given (always for contact messages). */
export type StoredBuyer = Record<BuyerField, string | null>;

/** No buyer details: a contact message's. */
export const NO_BUYER: StoredBuyer = { shop: null, drugLicence: null, gstin: null, city: null };

export type NewEnquiry = Omit<EnquiryInput, "phone" | BuyerField> & {
  phone?: string | null;
  buyer?: Partial<StoredBuyer>;
  /** The enquiry list sent with it (docs/product.md 12.3), stored in the same transaction. */
  lines?: readonly NewLine[];
  /** Path of the page the form was sent from. */
  page: string;
  /** The sender's network address; only a keyed hash of it is stored. */
  clientAddress: string;
  /** The form's one-time token; a resubmission with the same token and content is stored once. */
  token: string | null;
  /** Whether the enquiry will be e-mailed (status `pending`) or only stored (`stored`). */
  deliver: boolean;
  rateLimit: { max: number; windowMs: number };
  now?: Date;
};

export type SubmitResult =
  | { kind: "stored"; id: number }
  /** The same form was sent again (a double click, a refresh after sending): already stored. */
  | { kind: "duplicate"; id: number }
  | { kind: "rate-limited" };

/**
 * An enquiry that is not (durably) in the database: the database failed (disk full, read-only,
 * locked too long) or its file was deleted or replaced while the server runs. Its message says
 * why in the database's own words, never with the visitor's text (drizzle's errors quote every
 * value of the statement).
 */
export class EnquiryNotStoredError extends Error {
  constructor(
    readonly reason: string,
    /** Where the database's content was copied when its file had gone; null otherwise. */
    readonly rescuedTo: string | null = null,
  ) {
    super(`enquiry not stored: ${reason}`);
    this.name = "EnquiryNotStoredError";
  }
}

export type EnquiryStore = {
  /** The secret that signs enquiry list cookies when ENQUIRY_LIST_SECRET is not set: one per database. */
  listSecret: string;
  /**
   * Stores an enquiry durably unless its sender reached the rate limit. Throws
   * {@link EnquiryNotStoredError} when it could not: nothing may then be answered "received".
   */
  submit(enquiry: NewEnquiry): Promise<SubmitResult>;
  /**
   * Claims up to `limit` pending enquiries that are due, for `leaseMs`: other workers (other
   * processes on the same database) skip them until the lease ends, so each is sent once, and
   * one whose sender crashed mid-way is picked up again after the lease.
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<StoredEnquiry[]>;
  markDelivered(id: number, now: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Gives a claimed enquiry back without counting an attempt (the worker is stopping). */
  release(id: number, now: Date): Promise<void>;
  /** When the earliest pending enquiry is due, or null when none is pending. */
  nextDueAt(): Promise<Date | null>;
  countByStatus(): Promise<Record<EnquiryStatus, number>>;
  /** Every stored enquiry, oldest first. */
  list(): Promise<StoredEnquiry[]>;
  /**
   * Whether enquiries can be stored now: "failing" when the database file is gone or replaced, or
   * the last enquiry could not be stored (a full disk, a read-only file), with the reason.
   */
  health(): Promise<EnquiriesHealth>;
  close(): void;
};

export type EnquiriesHealth = { status: "ok" | "failing"; reason: string | null };

export type EnquiryStoreOptions = DatabaseOptions;

const storedColumns = {
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
};

/**
 * Opens the enquiries database (app/server/database.server.ts: creating the folder of a local file and
 * applying the committed migrations) and returns the store. Several processes may share one database.
 */
export async function openEnquiryStore(options: EnquiryStoreOptions): Promise<EnquiryStore> {
  const { db, client } = await openDatabase(options);
  try {
    const hashKey = await storedSecret(db, "client-hash");
    const listSecret = await storedSecret(db, "enquiry-list");
    const file = await guardDatabaseFile(options.url);
    return createStore(db, client, { hashKey, listSecret, file });
  } catch (error) {
    client.close();
    throw error;
  }
}

/**
 * A secret the server makes for itself: random, made once per database and kept in it, so every
 * process sharing the database (and every restart) uses the same one. "client-hash" keys the
 * client-address hash, so the raw address never needs storing; "enquiry-list" signs the enquiry
 * list cookie when ENQUIRY_LIST_SECRET is not set.
 */
async function storedSecret(db: LibSQLDatabase, key: "client-hash" | "enquiry-list"): Promise<string> {
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
async function rescueContent(client: Client, gone: DatabaseFileGoneError): Promise<string | null> {
  if (gone.how !== "deleted") return null;
  const target = `${gone.file}.rescued-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  try {
    await client.execute({ sql: "VACUUM INTO ?", args: [target] });
    return target;
  } catch {
    return null;
  }
}

function createStore(
  db: LibSQLDatabase,
  client: Client,
  { hashKey, listSecret, file }: { hashKey: string; listSecret: string; file: DatabaseFileGuard },
): EnquiryStore {
  let rescued: Promise<string | null> | null = null;
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
          ? new EnquiryNotStoredError(error.message, await (rescued ??= rescueContent(client, error)))
          : new EnquiryNotStoredError(errorReason(error));
      lastFailure = failure.reason;
      throw failure;
    }
  }

  /** The enquiries with their lines, read in one query per 500 enquiries. */
  async function withLines(rows: Omit<StoredEnquiry, "lines">[]): Promise<StoredEnquiry[]> {
    const byEnquiry = new Map<number, StoredLine[]>();
    for (let start = 0; start < rows.length; start += 500) {
      const ids = rows.slice(start, start + 500).map((row) => row.id);
      const found = await db
        .select({
          enquiryId: enquiryLines.enquiryId,
          medicineId: enquiryLines.medicineId,
          name: enquiryLines.name,
          quantity: enquiryLines.quantity,
          notInCatalogue: enquiryLines.freeText,
          pack: enquiryLines.pack,
          manufacturer: enquiryLines.manufacturer,
          unit: enquiryLines.unit,
        })
        .from(enquiryLines)
        .where(inArray(enquiryLines.enquiryId, ids))
        .orderBy(asc(enquiryLines.enquiryId), asc(enquiryLines.position));
      for (const { enquiryId, medicineId, ...line } of found) {
        const lines = byEnquiry.get(enquiryId) ?? [];
        lines.push({ medicineId: line.notInCatalogue ? null : medicineId, ...line });
        byEnquiry.set(enquiryId, lines);
      }
    }
    return rows.map((row) => ({ ...row, lines: byEnquiry.get(row.id) ?? [] }));
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
    const dedupeKey = createHash("sha256").update(content.join("\u0000")).digest("hex");
    const status: EnquiryStatus = enquiry.deliver ? "pending" : "stored";
    const since = now.getTime() - enquiry.rateLimit.windowMs;
    // One statement, so the limit holds even when several processes take enquiries at once:
    // the row is only inserted while the sender has fewer than `max` recent enquiries.
    const insertRow = db.all<{ id: number }>(sql`
      INSERT INTO ${enquiries} (created_at, name, email, phone, shop, drug_licence, gstin, city, message, page, status, attempts, next_attempt_at, client_hash, dedupe_key)
      SELECT ${now.getTime()}, ${enquiry.name}, ${enquiry.email}, ${enquiry.phone ?? null},
             ${buyer.shop}, ${buyer.drugLicence}, ${buyer.gstin}, ${buyer.city}, ${enquiry.message}, ${enquiry.page}, ${status}, 0,
             ${enquiry.deliver ? now.getTime() : null}, ${clientHash}, ${dedupeKey}
      WHERE (SELECT count(*) FROM ${enquiries} WHERE client_hash = ${clientHash} AND created_at > ${since}) < ${enquiry.rateLimit.max}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`);
    let inserted: { id: number }[];
    if (lines.length === 0) {
      inserted = await insertRow;
    } else {
      // The lines join the enquiry by its dedupe key, in the same batch (one write transaction):
      // an enquiry is never stored, or answered "received", without its lines. Refused by the
      // rate limit, the enquiry is not there and neither are they; a duplicate's lines exist already.
      const values = sql.join(
        lines.map(
          (line, position) =>
            sql`(${position + 1}, ${line.freeText ? "" : line.id}, ${line.name}, ${line.quantity}, ${line.freeText ? 1 : 0}, ${line.pack ?? null}, ${line.manufacturer ?? null}, ${line.unit ?? null})`,
        ),
        sql`, `,
      );
      const insertLines = db.run(sql`
        WITH new_lines (position, medicine_id, name, quantity, free_text, pack, manufacturer, unit) AS (VALUES ${values})
        INSERT INTO ${enquiryLines} (enquiry_id, position, medicine_id, name, quantity, free_text, pack, manufacturer, unit)
        SELECT ${enquiries.id}, new_lines.position, new_lines.medicine_id, new_lines.name, new_lines.quantity,
               new_lines.free_text, new_lines.pack, new_lines.manufacturer, new_lines.unit
        FROM new_lines JOIN ${enquiries} ON ${enquiries.dedupeKey} = ${dedupeKey}
        WHERE true
        ON CONFLICT (enquiry_id, position) DO NOTHING`);
      [inserted] = await db.batch([insertRow, insertLines]);
    }
    const id = inserted[0]?.id;
    if (id !== undefined) return { kind: "stored", id: Number(id) };
    const [existing] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.dedupeKey, dedupeKey));
    return existing ? { kind: "duplicate", id: existing.id } : { kind: "rate-limited" };
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

    async list() {
      return withLines(
        await db.select(storedColumns).from(enquiries).orderBy(asc(enquiries.createdAt), asc(enquiries.id)),
      );
    },

    async health() {
      const reason = await file.check().then(
        () => lastFailure,
        (error: unknown) => errorReason(error),
      );
      return { status: reason ? "failing" : "ok", reason };
    },

    close() {
      client.close();
    },
  };
}

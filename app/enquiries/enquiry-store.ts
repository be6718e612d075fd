import type { EnquiryStatus, OrderChannel, OrderStatus } from "./db-schema";
import type { OrderPlan } from "./order-plan";
import type { BuyerField } from "./form";
import type { EnquiryInput } from "./validation";

/*
 * The enquiry store's interface and what it stores and returns (docs/product.md 12.3, 12.8); the
 * libSQL implementation is store.server.ts. Kept apart so that the e-mail, the export and the
 * tests name these shapes without the database code.
 */

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
  /**
   * The catalogue showed the medicine out of stock when the list was sent (docs/product.md 16.10):
   * null or absent when it could not say (a free-text line, a sheet without a stock column).
   */
  outOfStock?: boolean | null;
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
  /** How the list left (docs/product.md 12.3b); "form" when not said. */
  channel?: OrderChannel;
  /** Give it a buyer's order page: the result then carries the page's token. */
  order?: boolean;
};

/** A status an order reached, and when (docs/product.md 12.3c). */
export type StatusReached = { status: OrderStatus; at: Date };

/**
 * A buyer's order as its page shows it (docs/product.md 12.3b, 12.3c): the reference is "Order
 * {number}"; `status` where it stands now, `statuses` each one reached in order (the first is
 * "new", when it was sent), `plan` what the desk will send once it accepted the order.
 */
export type StoredOrder = {
  number: number;
  createdAt: Date;
  channel: OrderChannel;
  status: OrderStatus;
  statuses: StatusReached[];
  plan: OrderPlan | null;
  /** The path of the page it was sent from: its language. */
  page: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  lines: StoredLine[];
} & StoredBuyer;

/** An order with its page's token: what an e-mail or the buyer's own list links to. */
export type OrderWithToken = StoredOrder & { token: string };

/** What {@link EnquiryStore.setOrderStatus} did: `refused` when the order does not stand where the move starts. */
export type StatusChange = "changed" | "refused" | "not-found";

/** A buyer's e-mail of a status, claimed for sending by this process; `attempts` before this one. */
export type ClaimedNotice = { status: OrderStatus; attempts: number; order: OrderWithToken };

export type SubmitResult =
  /** `orderToken`: the order page's (docs/decisions/022), when one was asked for. */
  | { kind: "stored"; id: number; orderToken?: string }
  /** The same form was sent again (a double click, a refresh after sending): already stored, same page. */
  | { kind: "duplicate"; id: number; orderToken?: string }
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
  /** The order whose page token is `token`; null for any other text (no such order, or not a token). */
  findOrder(token: string): Promise<StoredOrder | null>;
  /** Every stored enquiry, oldest first. */
  list(): Promise<StoredEnquiry[]>;
  /**
   * Moves an order forward (docs/product.md 12.3c): to a later status of New → Accepted → Billed →
   * Dispatched → Closed, or to "duplicate" from any open one; "accepted" also from "accepted" (the
   * plan replaced). Records the time reached (the first time only) and, for a buyer who gave an
   * address, the e-mail waiting to be sent; with `plan`, stores it with the order.
   */
  setOrderStatus(
    id: number,
    status: Exclude<OrderStatus, "new">,
    change: { staff: string; now: Date; plan?: OrderPlan },
  ): Promise<StatusChange>;
  /** "Reopen": a closed order (or one closed as a duplicate) stands again where it stood before. */
  reopenOrder(id: number): Promise<StatusChange>;
  /** The supply plan the desk recorded with "Accept order"; null before (or of another shape). */
  orderPlan(id: number): Promise<OrderPlan | null>;
  /** Keeps the buyer's phone the desk asked for (decision 59); false when there is no such order. */
  setOrderPhone(id: number, phone: string): Promise<boolean>;
  /** The orders of these numbers that have pages, newest first (the buyer's "My orders"). */
  ordersByNumber(numbers: readonly number[]): Promise<OrderWithToken[]>;
  /** The buyers' e-mails waiting to be sent (or whose claim went stale), oldest first, at most `limit`. */
  noticesWaiting(now: Date, limit: number): Promise<{ id: number; status: OrderStatus }[]>;
  /** Claims one: the order and status when this call won it, null when another process has it or it went. */
  claimNotice(id: number, status: OrderStatus, now: Date): Promise<ClaimedNotice | null>;
  /** The claimed e-mail went. */
  noticeSent(id: number, status: OrderStatus): Promise<void>;
  /** The claimed e-mail failed: it waits again, or after `maxAttempts` is given up. */
  noticeFailed(id: number, status: OrderStatus, maxAttempts: number): Promise<void>;
  /**
   * Whether enquiries can be stored now: "failing" when the database file is gone or replaced, or
   * the last enquiry could not be stored (a full disk, a read-only file), with the reason.
   */
  health(): Promise<EnquiriesHealth>;
  close(): void;
};

export type EnquiriesHealth = { status: "ok" | "failing"; reason: string | null };

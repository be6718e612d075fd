/**
 * What the enquiries store's test files share: an enquiry as the form sends it, and the store of
 * the contract (store.server.test.ts, store-lists.server.test.ts) opened on a fresh database of
 * one dialect, closed after each test (`opened`: the stores still open, for a test that closes one itself).
 */
import { sql } from "drizzle-orm";
import { afterEach } from "vitest";
import { type Dialect, openStoreDatabase } from "~/server/database.server";
import { useFreshDatabase } from "~/server/store-databases.test-support";
import type { EnquiryStore, NewEnquiry } from "./enquiry-store";
import { openEnquiryStore } from "./store.server";

export const HOUR = 3_600_000;
export const t0 = new Date("2026-03-01T10:00:00.000Z");

export function enquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    name: "Asha Kumari",
    email: "asha@example.com",
    message: "Do you stock Dolo 650 in strips of 15?",
    page: "/contact",
    clientAddress: "203.0.113.7",
    token: crypto.randomUUID(),
    deliver: false,
    rateLimit: { max: 3, windowMs: HOUR },
    now: t0,
    ...overrides,
  };
}

/** A fresh database of the dialect before each test, and the stores opened on it, closed after. */
export function useContractStore(dialect: Dialect) {
  const database = useFreshDatabase(dialect);
  const opened: EnquiryStore[] = [];
  afterEach(() => {
    opened.splice(0).forEach((store) => store.close());
  });
  async function open(): Promise<EnquiryStore> {
    const store = await openEnquiryStore({ url: database.url });
    opened.push(store);
    return store;
  }
  /** The rows of a query, read past the store, through a connection of its own. */
  async function raw(query: string): Promise<Record<string, unknown>[]> {
    const own = await openStoreDatabase({ url: database.url });
    try {
      return await own.rows(sql.raw(query));
    } finally {
      own.close();
    }
  }
  return { database, open, raw, opened };
}

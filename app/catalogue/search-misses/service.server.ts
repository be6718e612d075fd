import { rateLimitKey } from "~/server/client-address.server";
import type { DatabaseOptions } from "~/server/database.server";
import { reopening } from "~/server/reopening.server";
import { openSearchMissStore, type SearchMissStore } from "./store.server";

type Logger = { error(details: object, message: string): void };

/**
 * Misses the browser reports (it answers searches from its own copy of the catalogue, so the
 * server never sees them) are limited per client address: an address (an IPv4 address or an
 * IPv6 /64, as for enquiries) may report this many within the window; more are refused (429).
 * Kept in memory only: nothing about the address is stored, and a restart starts the count afresh.
 */
export const SEARCH_MISS_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 };

export type SearchMissService = {
  /** Counts a miss the server's own loader found, in the background: never waits, never throws. */
  note(search: string): void;
  /** Counts a miss the browser reported, unless its address is over the rate limit. */
  report(search: string, clientAddress: string): Promise<"recorded" | "rate-limited">;
  store: SearchMissStore;
  close(): void;
};

/**
 * A fixed-window counter per key, in memory. Expired windows are dropped whenever the map
 * grows past `sweepAt` keys, so a flood of addresses cannot grow it without bound for long.
 */
export function createRateLimiter(limit: { max: number; windowMs: number }, sweepAt = 10_000) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** Takes one from `key`'s allowance; false when none is left in the current window. */
    take(key: string, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (windows.size >= sweepAt) {
          for (const [other, { endsAt }] of windows) if (endsAt <= now) windows.delete(other);
        }
        window = { count: 0, endsAt: now + limit.windowMs };
        windows.set(key, window);
      }
      if (window.count >= limit.max) return false;
      window.count++;
      return true;
    },
  };
}

export function createSearchMissService(
  store: SearchMissStore,
  logger: Logger,
  rateLimit = SEARCH_MISS_RATE_LIMIT,
): SearchMissService {
  const limiter = createRateLimiter(rateLimit);
  return {
    store,
    note(search) {
      store.record(search).catch((error: unknown) => {
        // Counting is a side note of the page: a failure is logged, the page is served all the same.
        logger.error({ err: error }, "search miss not recorded");
      });
    },
    async report(search, clientAddress) {
      if (!limiter.take(rateLimitKey(clientAddress))) return "rate-limited";
      await store.record(search);
      return "recorded";
    },
    close() {
      store.close();
    },
  };
}

/**
 * Opens the misses store on the server's database (migrations applied) and the service over it.
 * A database that cannot be opened does not stop the start (the enquiries say why, in the log and
 * /healthz): until a later use opens it (app/server/reopening.server.ts), misses are not counted.
 */
export async function startSearchMisses(options: DatabaseOptions & { logger: Logger }): Promise<SearchMissService> {
  const database = reopening(() => openSearchMissStore(options));
  const opened = await database.get();
  if (opened) return createSearchMissService(opened, options.logger);
  const waiting: SearchMissStore = {
    async record(search, now) {
      // A count lost while the database is down matters less than a log line per search.
      await (await database.get())?.record(search, now);
    },
    async list(listOptions) {
      const store = await database.get();
      if (!store) throw new Error(`the database cannot be opened: ${database.reason() ?? "closed"}`);
      return store.list(listOptions);
    },
    close: () => database.close(),
  };
  return createSearchMissService(waiting, options.logger);
}

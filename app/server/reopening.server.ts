import { MigrationFailedError } from "./database.server";
import { errorReason } from "./logger.server";

/** The first pause after a failed opening; each failure doubles it, up to {@link REOPEN_MAX_MS}. */
export const REOPEN_BASE_MS = 1_000;
export const REOPEN_MAX_MS = 30_000;

export type Reopening<T> = {
  /**
   * The opened thing; when it is not open, one attempt to open it is made first, unless the pause
   * since the last failed attempt has not passed yet. Null when it cannot be had now (see `reason`).
   * Callers at the same moment share one attempt.
   */
  get(): Promise<T | null>;
  /** Why it could not be opened the last time it was tried; null once it is open. */
  reason(): string | null;
  /** Closes it when it is open; no attempt is made after. */
  close(): void;
};

export type ReopeningOptions<T> = {
  /** Told once, when a later attempt opened it. */
  onOpened?: (value: T) => void;
  baseMs?: number;
  maxMs?: number;
  now?: () => number;
};

/**
 * Something the server can run without for a while (the database on a full disk, a corrupt or
 * unwritable file, a PostgreSQL server out of reach), opened again on a later use instead of at a
 * restart (a migration refused at the first attempt is thrown, not waited out: the start stops): each use after the
 * pause tries once, the pause doubling with each failure so that a database that stays broken
 * costs one attempt per half-minute at most, not one per request.
 */
export function reopening<T extends { close(): void }>(
  open: () => Promise<T>,
  options: ReopeningOptions<T> = {},
): Reopening<T> {
  const baseMs = options.baseMs ?? REOPEN_BASE_MS;
  const maxMs = options.maxMs ?? REOPEN_MAX_MS;
  const now = options.now ?? Date.now;
  let value: T | null = null;
  let failure: string | null = null;
  let failures = 0;
  let nextAttemptAt = 0;
  let attempt: Promise<T | null> | null = null;
  let closed = false;

  async function tryOpen(): Promise<T | null> {
    try {
      const opened = await open();
      if (closed) {
        opened.close();
        return null;
      }
      const wasFailing = failure !== null;
      value = opened;
      failure = null;
      if (wasFailing) options.onOpened?.(opened);
      return opened;
    } catch (error) {
      // At start (the first attempt), a database that refused the code's tables stops the start: no
      // waiting mends that. Found later (it came back so), it is a reason like any other, for /healthz.
      if (error instanceof MigrationFailedError && failures === 0) throw error;
      failure = errorReason(error);
      nextAttemptAt = now() + Math.min(baseMs * 2 ** failures, maxMs);
      failures++;
      return null;
    }
  }

  return {
    async get() {
      if (value || closed) return value;
      if (attempt) return attempt;
      if (now() < nextAttemptAt) return null;
      attempt = tryOpen().finally(() => {
        attempt = null;
      });
      return attempt;
    },
    reason: () => failure,
    close() {
      closed = true;
      value?.close();
    },
  };
}

/**
 * A store (every method async, but `close`) that the server starts without when its database
 * cannot be opened: each call waits for {@link Reopening.get} and fails with the reason while the
 * database is still out of reach, so that the catalogue is served all the same (docs/architecture.md,
 * "A database that cannot be opened"). One attempt is made at once, so that a healthy database is
 * opened (and migrated) at start as before.
 */
export async function storeOnceOpen<S extends { close(): void }>(open: () => Promise<S>): Promise<S> {
  const database = reopening(open);
  const opened = await database.get();
  if (opened) return opened;
  return new Proxy({} as S, {
    get(_target, property) {
      if (property === "close") return () => database.close();
      // Not a thenable: a store is returned from async functions, which look for `then`.
      if (property === "then" || typeof property === "symbol") return undefined;
      return async (...args: unknown[]) => {
        const store = await database.get();
        if (!store) throw new Error(`the database cannot be opened: ${database.reason() ?? "closed"}`);
        const method: unknown = Reflect.get(store, property);
        if (typeof method !== "function") throw new TypeError(`${String(property)} is not a method of the store`);
        return Reflect.apply(method, store, args) as unknown;
      };
    },
  });
}

import type { CatalogueEntry } from "~/catalogue/medicine/catalogue-entry";
import { decodeCopy, type CompactCopy } from "./codec";
import { CACHE_KEY } from "./storage-key";

export type KeptCopy = { version: string; updatedAt: string; timestamp: number; entries: CatalogueEntry[] };

/** Storage as the browser gives it; any call may throw (private mode, quota, disabled). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Removes the entry (a stale one, docs/product.md §4); storage that refuses is left alone. */
export function clearKeptCopy(storage: StorageLike): void {
  try {
    storage.removeItem(CACHE_KEY);
  } catch {
    // Storage that cannot even remove is storage we do not use.
  }
}

/**
 * The cached catalogue if it is younger than `maxAgeMs` and of `expectedVersion` (when the
 * server has said which version is current). A stale, outdated or damaged entry is removed
 * and null returned, so the caller falls back to the server.
 */
export function readKeptCopy(
  storage: StorageLike,
  options: { now: number; maxAgeMs: number; expectedVersion?: string },
): KeptCopy | null {
  let text: string | null;
  try {
    text = storage.getItem(CACHE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== "object" || stored === null || !("timestamp" in stored) || !("snapshot" in stored)) {
      throw new Error("not a cache entry");
    }
    const timestamp = stored.timestamp;
    const snapshot = decodeCopy(stored.snapshot);
    if (typeof timestamp !== "number" || !snapshot) throw new Error("damaged cache entry");
    const age = options.now - timestamp;
    const outdated = options.expectedVersion !== undefined && snapshot.version !== options.expectedVersion;
    if (age < 0 || age >= options.maxAgeMs || outdated) throw new Error("stale cache entry");
    return { version: snapshot.version, updatedAt: snapshot.updatedAt, timestamp, entries: snapshot.entries };
  } catch {
    clearKeptCopy(storage);
    return null;
  }
}

/** Stores the snapshot with its timestamp; false when storage refuses (full or disabled). */
export function writeKeptCopy(storage: StorageLike, snapshot: CompactCopy, now: number): boolean {
  try {
    storage.setItem(CACHE_KEY, JSON.stringify({ timestamp: now, snapshot }));
    return true;
  } catch {
    clearKeptCopy(storage);
    return false;
  }
}

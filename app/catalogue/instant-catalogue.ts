import {
  clearCachedCatalogue,
  readCachedCatalogue,
  writeCachedCatalogue,
  type CachedCatalogue,
  type StorageLike,
} from "./browser-cache";
import { latestCatalogueStatus, reportCatalogueStatus } from "./catalogue-status";
import { decodeSnapshot } from "./snapshot";

/** The compact catalogue the server offers (app/routes/catalogue-json.ts). */
export const SNAPSHOT_URL = "/catalogue.json";

/** What the instant catalogue needs of the browser; tests pass their own. */
export type BrowserEnvironment = {
  /** Local storage, or null where the browser refuses it (disabled, some private modes). */
  storage(): StorageLike | null;
  /** The parsed body of the snapshot URL; rejects on a network error or a non-2xx answer. */
  fetchSnapshot(): Promise<unknown>;
  now(): number;
  online(): boolean;
  /** The visitor asked to save data (the Save-Data preference): no snapshot download. */
  saveData(): boolean;
};

export type InstantCatalogue = {
  /** The kept catalogue if younger than `maxAgeMs` and current, else null (ask the server). */
  current(maxAgeMs: number): CachedCatalogue | null;
  /** Makes sure a current copy is kept when the server offers one: downloads it if not. */
  sync(maxAgeMs: number): Promise<void>;
};

/**
 * The browser's copy of the catalogue (SPEC.md §4/§7, DECISIONS.md 8): one storage entry,
 * mirrored in memory so a query does not re-read storage. The entry is the single source:
 * when storage refuses it (full, disabled), pages keep asking the server.
 */
export function createInstantCatalogue(environment: BrowserEnvironment): InstantCatalogue {
  let kept: CachedCatalogue | null = null;
  let download: Promise<void> | null = null;

  // A newer version reported by any page retires the kept copy (catalogue-status.ts). Offline,
  // a saved page may name an older version than the kept copy: then any copy beats none.
  const isCurrent = (copy: CachedCatalogue) => {
    const latest = latestCatalogueStatus();
    return latest === null || copy.version === latest.version || !environment.online();
  };
  const isFresh = (copy: CachedCatalogue, maxAgeMs: number) => {
    const age = environment.now() - copy.timestamp;
    return age >= 0 && age < maxAgeMs;
  };

  function current(maxAgeMs: number): CachedCatalogue | null {
    const storage = environment.storage();
    if (kept && (!isFresh(kept, maxAgeMs) || !isCurrent(kept))) {
      kept = null;
      if (storage) clearCachedCatalogue(storage);
    }
    if (!kept && storage) {
      kept = readCachedCatalogue(storage, {
        now: environment.now(),
        maxAgeMs,
        expectedVersion: environment.online() ? latestCatalogueStatus()?.version : undefined,
      });
    }
    return kept;
  }

  async function fetchAndKeep(): Promise<void> {
    let body: unknown;
    try {
      body = await environment.fetchSnapshot();
    } catch {
      return; // Offline or a server in trouble: pages keep asking the server, which says why.
    }
    const snapshot = decodeSnapshot(body);
    if (!snapshot) return;
    // What the server sends now is its current catalogue, whatever the page rendered earlier said.
    reportCatalogueStatus({ version: snapshot.version, instant: true });
    const storage = environment.storage();
    const timestamp = environment.now();
    const stored = storage !== null && writeCachedCatalogue(storage, snapshot.compact, timestamp);
    kept = stored ? { version: snapshot.version, timestamp, entries: snapshot.entries } : null;
  }

  return {
    current,
    async sync(maxAgeMs) {
      if (current(maxAgeMs)) return;
      if (!latestCatalogueStatus()?.instant || environment.saveData() || !environment.online()) return;
      download ??= fetchAndKeep().finally(() => (download = null));
      await download;
    },
  };
}

type NetworkInformation = { saveData?: boolean };

const browserEnvironment: BrowserEnvironment = {
  storage() {
    try {
      return window.localStorage;
    } catch {
      return null; // Reading the property itself throws where storage is disabled.
    }
  },
  async fetchSnapshot() {
    // Always ask the server (a 304 when unchanged), whatever caching headers allow: a stale
    // copy from the HTTP cache would bring back the very version that is being replaced.
    const response = await fetch(SNAPSHOT_URL, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${SNAPSHOT_URL} answered ${response.status}`);
    return response.json();
  },
  now: () => Date.now(),
  online: () => navigator.onLine,
  saveData: () => (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true,
};

let instance: InstantCatalogue | undefined;

/** The page's instant catalogue (browser only: it reads storage and the network). */
export function instantCatalogue(): InstantCatalogue {
  instance ??= createInstantCatalogue(browserEnvironment);
  return instance;
}

import { COPY_URL } from "~/catalogue/urls/links";
import { clearKeptCopy, readKeptCopy, writeKeptCopy, type KeptCopy, type StorageLike } from "./storage";
import { latestCatalogueStatus, reportCatalogueStatus } from "./status";
import { decodeCopy } from "./codec";

/** What the copy needs of the browser; tests pass their own. */
export type BrowserEnvironment = {
  /** Local storage, or null where the browser refuses it (disabled, some private modes). */
  storage(): StorageLike | null;
  /** The parsed body of the snapshot URL; rejects on a network error or a non-2xx answer. */
  fetchCopy(): Promise<unknown>;
  now(): number;
  online(): boolean;
  /** The visitor asked to save data (the Save-Data preference): no snapshot download. */
  saveData(): boolean;
};

export type CatalogueCopy = {
  /** The kept catalogue if younger than `maxAgeMs` and current, else null (ask the server). */
  current(maxAgeMs: number): KeptCopy | null;
  /** Makes sure a current copy is kept when the server offers one: downloads it if not. */
  sync(maxAgeMs: number): Promise<void>;
};

/**
 * The browser's copy of the catalogue (docs/product.md 4.2): one storage entry,
 * mirrored in memory so a query does not re-read storage. The entry is the single source:
 * when storage refuses it (full, disabled), pages keep asking the server.
 */
export function createCatalogueCopy(environment: BrowserEnvironment): CatalogueCopy {
  let kept: KeptCopy | null = null;
  let download: Promise<void> | null = null;

  // A newer version reported by any page retires the kept copy (catalogue-status.ts). Offline,
  // a saved page may name an older version than the kept copy: then any copy beats none.
  const isCurrent = (copy: KeptCopy) => {
    const latest = latestCatalogueStatus();
    return latest === null || copy.version === latest.version || !environment.online();
  };
  const isFresh = (copy: KeptCopy, maxAgeMs: number) => {
    const age = environment.now() - copy.timestamp;
    return age >= 0 && age < maxAgeMs;
  };

  function current(maxAgeMs: number): KeptCopy | null {
    const storage = environment.storage();
    if (kept && (!isFresh(kept, maxAgeMs) || !isCurrent(kept))) {
      kept = null;
      if (storage) clearKeptCopy(storage);
    }
    if (!kept && storage) {
      kept = readKeptCopy(storage, {
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
      body = await environment.fetchCopy();
    } catch {
      return; // Offline or a server in trouble: pages keep asking the server, which says why.
    }
    const snapshot = decodeCopy(body);
    if (!snapshot) return;
    // What the server sends now is its current catalogue, whatever the page rendered earlier said.
    reportCatalogueStatus({ version: snapshot.version, updatedAt: snapshot.updatedAt, instant: true });
    const storage = environment.storage();
    const timestamp = environment.now();
    const stored = storage !== null && writeKeptCopy(storage, snapshot.compact, timestamp);
    kept = stored
      ? { version: snapshot.version, updatedAt: snapshot.updatedAt, timestamp, entries: snapshot.entries }
      : null;
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
  async fetchCopy() {
    // Always ask the server (a 304 when unchanged), whatever caching headers allow: a stale
    // copy from the HTTP cache would bring back the very version that is being replaced.
    const response = await fetch(COPY_URL, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${COPY_URL} answered ${response.status}`);
    return response.json();
  },
  now: () => Date.now(),
  online: () => navigator.onLine,
  saveData: () => (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true,
};

let instance: CatalogueCopy | undefined;

/** The page's copy of the catalogue (browser only: it reads storage and the network). */
export function catalogueCopy(): CatalogueCopy {
  instance ??= createCatalogueCopy(browserEnvironment);
  return instance;
}

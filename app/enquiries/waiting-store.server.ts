import { randomUUID } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { reopening, type ReopeningOptions } from "~/server/reopening.server";
import { EnquiryNotStoredError, type EnquiryStore } from "./enquiry-store";

export type WaitingStoreOptions = {
  /**
   * Where a copy of the database's list secret is kept (in DATA_DIR), so that enquiry lists signed
   * with it still open while the database cannot be: without it a visitor's list would look empty.
   */
  keptSecretFile?: string;
  /** Told when a later attempt opened the database (start the delivery worker, log it). */
  onOpened?: (store: EnquiryStore) => void;
  reopen?: Omit<ReopeningOptions<EnquiryStore>, "onOpened">;
};

/**
 * The enquiry store over a database that may not open (a full disk, an unwritable or corrupt
 * file): the server starts all the same and serves the catalogue; until the database opens, each
 * enquiry is refused with {@link EnquiryNotStoredError} (the visitor is told to try again or to
 * call) and `health()` says why. Every use tries to open it again, with a growing pause between
 * attempts (app/server/reopening.server.ts), so it recovers without a restart.
 */
export async function openWaitingEnquiryStore(
  open: () => Promise<EnquiryStore>,
  options: WaitingStoreOptions = {},
): Promise<{ store: EnquiryStore; failure: string | null }> {
  const { keptSecretFile } = options;
  /** The store once a later attempt opened it. */
  let recovered: EnquiryStore | null = null;
  const database = reopening(open, {
    ...options.reopen,
    onOpened: (store) => {
      recovered = store;
      if (keptSecretFile) void keepSecret(keptSecretFile, store.listSecret);
      options.onOpened?.(store);
    },
  });
  const first = await database.get();
  if (first) {
    if (keptSecretFile) await keepSecret(keptSecretFile, first.listSecret);
    return { store: first, failure: null };
  }
  // Lists signed before still open with the kept copy; with none, a secret of this process's own.
  const fallbackSecret = (keptSecretFile && (await readKeptSecret(keptSecretFile))) || randomUUID() + randomUUID();

  const unavailable = () => `the enquiries database cannot be opened: ${database.reason() ?? "closed"}`;
  async function opened(): Promise<EnquiryStore> {
    const store = await database.get();
    if (!store) throw new EnquiryNotStoredError(unavailable());
    return store;
  }

  const store: EnquiryStore = {
    get listSecret() {
      return recovered?.listSecret ?? fallbackSecret;
    },
    submit: async (enquiry) => (await opened()).submit(enquiry),
    claimDue: async (...args) => (await opened()).claimDue(...args),
    markDelivered: async (...args) => (await opened()).markDelivered(...args),
    markFailed: async (...args) => (await opened()).markFailed(...args),
    release: async (...args) => (await opened()).release(...args),
    nextDueAt: async () => (await opened()).nextDueAt(),
    countByStatus: async () => (await opened()).countByStatus(),
    list: async () => (await opened()).list(),
    findOrder: async (token) => (await opened()).findOrder(token),
    setOrderStatus: async (...args) => (await opened()).setOrderStatus(...args),
    reopenOrder: async (...args) => (await opened()).reopenOrder(...args),
    ordersByNumber: async (...args) => (await opened()).ordersByNumber(...args),
    orderPlan: async (id) => (await opened()).orderPlan(id),
    setOrderPhone: async (...args) => (await opened()).setOrderPhone(...args),
    noticesWaiting: async (...args) => (await opened()).noticesWaiting(...args),
    claimNotice: async (...args) => (await opened()).claimNotice(...args),
    noticeSent: async (...args) => (await opened()).noticeSent(...args),
    noticeFailed: async (...args) => (await opened()).noticeFailed(...args),
    async health() {
      // A monitor's visit is a use too: the database is found again even when no one sends anything.
      const current = await database.get();
      return current ? current.health() : { status: "failing", reason: unavailable() };
    },
    close: () => database.close(),
  };
  return { store, failure: unavailable() };
}

/** The kept copy of the list secret; null when there is none (or it cannot be read). */
async function readKeptSecret(file: string): Promise<string | null> {
  const text = await readFile(file, "utf8").catch(() => "");
  return /^[\w-]{32,200}$/.test(text.trim()) ? text.trim() : null;
}

/** Writes the copy whole (a process reading it never sees half), readable by the server's user only. */
async function keepSecret(file: string, secret: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  try {
    if ((await readKeptSecret(file)) === secret) return;
    await writeFile(partial, secret, { mode: 0o600 });
    await rename(partial, file);
  } catch {
    // A full disk: the database's secret still signs lists; only the copy for a later outage is missing.
  }
}

import type { StoreLogger } from "../store.server";
import type { KeptCatalogue, LastGoodRecord } from "../last-good.server";
import type { SharedVersionStore } from "./store.server";

/**
 * One catalogue version on every host (docs/deployment.md): the last good catalogue is kept in
 * DATA_DIR's file, as on one host, and in the database the hosts share. The store follows the
 * database's version every second (app/catalogue/store.server.ts, followKept), so a version one
 * host took from the sheet is served by all within about two seconds; and one host per refresh
 * interval reads the sheet ({@link SharedCatalogue.claimRead}).
 *
 * The database may be out (stopped, cut off): the file answers meanwhile, so the catalogue is
 * still served and a restart starts from it. A version this host took while the database was out
 * is written to it once it answers again, unless another host kept a later reading by then.
 */
export type SharedCatalogue = {
  kept: KeptCatalogue;
  /** True when this host reads the sheet in the current refresh interval. */
  claimRead(): Promise<boolean>;
};

export type SharedCatalogueOptions = {
  /** DATA_DIR's file (app/catalogue/last-good.server.ts, keptInFile). */
  file: KeptCatalogue;
  store: SharedVersionStore;
  refreshSeconds: number;
  logger: StoreLogger;
  now?: () => Date;
};

export function sharedCatalogue(options: SharedCatalogueOptions): SharedCatalogue {
  const { file, store, logger } = options;
  const now = options.now ?? (() => new Date());
  /** A version kept in the file but not yet in the database (it was out). */
  let pending: LastGoodRecord | null = null;
  let failing = false;

  function failed(error: unknown, doing: string): void {
    if (failing) return;
    failing = true;
    logger.warn(
      { err: error },
      `the shared database cannot be reached ${doing}; the catalogue kept in DATA_DIR is used`,
    );
  }

  function answered(): void {
    if (!failing) return;
    failing = false;
    logger.info({}, "the shared database answers again: the hosts' catalogue version is followed from it");
  }

  async function writeShared(record: LastGoodRecord): Promise<void> {
    try {
      await store.write(record);
      if (pending?.version === record.version) pending = null;
      answered();
    } catch (error) {
      pending = record;
      failed(error, "to keep the catalogue version");
    }
  }

  const kept: KeptCatalogue = {
    where: `${file.where} (and the shared database)`,

    async has() {
      if (await file.has()) return true;
      return (await store.version().catch(() => null)) !== null;
    },

    async version() {
      if (pending) await writeShared(pending);
      try {
        const version = await store.version();
        answered();
        // None shared yet (the first host is still reading the sheet): the processes of this host follow the file.
        return version ?? (await file.version());
      } catch (error) {
        failed(error, "to follow the catalogue version");
        return file.version();
      }
    },

    async read() {
      const inFile = await file.read().catch(() => null);
      let shared: LastGoodRecord | null;
      try {
        shared = await store.read();
        answered();
      } catch (error) {
        failed(error, "to read the kept catalogue");
        return file.read();
      }
      if (!shared) {
        if (inFile) pending = inFile;
        return file.read();
      }
      // The file holds a later reading than the database (taken while it was out): that one is
      // served, and shared once the database takes it.
      if (inFile && Date.parse(inFile.loadedAt) > Date.parse(shared.loadedAt)) {
        pending = inFile;
        return inFile;
      }
      // The file follows the database's version, so that a restart while the database is out starts from it.
      if (inFile?.version !== shared.version) {
        await file.write(shared).catch((error: unknown) => {
          logger.warn({ err: error, file: file.where }, "could not keep the shared catalogue in DATA_DIR");
        });
      }
      return shared;
    },

    async write(record) {
      await file.write(record);
      await writeShared(record);
    },
  };

  return {
    kept,
    async claimRead() {
      const at = now();
      return store.claimRead(Math.floor(at.getTime() / (options.refreshSeconds * 1000)), at);
    },
  };
}

import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { runInSlices } from "~/catalogue/loading/slices";
import { storeOnceOpen } from "~/server/reopening.server";
import { compareSteps } from "./diff";
import { openChangeStore, type ChangeStore, type ChangeStoreOptions } from "./store.server";

type Logger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ChangeService = {
  /**
   * Compares a version with the one it replaced, in slices off the request path, and records what
   * changed; never throws (a failure is logged). Versions are compared one after another, in the
   * order they were taken. Resolves when recorded (tests and the bench wait for it).
   */
  compare(previous: CatalogueSnapshot, next: CatalogueSnapshot): Promise<void>;
  /**
   * How many versions this process recorded: pages showing changes (a medicine's last price
   * change) are kept by the page cache per catalogue version and this (server/app.ts), since the
   * changes of a version are recorded a moment after it is served.
   */
  generation(): number;
  store: ChangeStore;
  close(): Promise<void>;
};

export function createChangeService(store: ChangeStore, logger: Logger): ChangeService {
  let queue: Promise<void> = Promise.resolve();
  let generation = 0;
  return {
    store,
    generation: () => generation,
    compare(previous, next) {
      queue = queue.then(async () => {
        try {
          const changes = await runInSlices(compareSteps(previous.byId, next.medicines, next.byId));
          await store.record(next.version, next.loadedAt, changes);
          generation++;
          logger.info({ version: next.version, changes: changes.length }, "catalogue changes recorded");
        } catch (error) {
          logger.error({ err: error, version: next.version }, "recording the catalogue's changes failed");
        }
      });
      return queue;
    },
    async close() {
      await queue;
      store.close();
    },
  };
}

/**
 * Opens the changes store on the server's database (migrations applied) and the service over it.
 * A database that cannot be opened does not stop the start: until a later use opens it, nothing
 * is recorded (a failure logged) and the changes page answers with an error.
 */
export async function startChanges(options: ChangeStoreOptions & { logger: Logger }): Promise<ChangeService> {
  return createChangeService(await storeOnceOpen(() => openChangeStore(options)), options.logger);
}

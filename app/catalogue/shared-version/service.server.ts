import type { ServerConfig } from "~/composition/config.server";
import { localDatabasePath } from "~/server/database.server";
import { storeOnceOpen } from "~/server/reopening.server";
import { keptInFile } from "../last-good.server";
import type { StoreLogger } from "../store.server";
import { sharedCatalogue, type SharedCatalogue } from "./kept.server";
import { openSharedVersionStore } from "./store.server";

/**
 * The catalogue's share of a database several hosts use (DATABASE_URL not a local file): where
 * its version is kept and who reads the sheet next (kept.server.ts). Null with the default SQLite
 * file in DATA_DIR: the processes of one host share that folder's file already. A database out of
 * reach at start is opened again later (app/server/reopening.server.ts); the catalogue is served
 * from DATA_DIR meanwhile.
 */
export async function openSharedCatalogue(
  config: Pick<ServerConfig, "DATABASE_URL" | "DATABASE_AUTH_TOKEN" | "DATA_DIR" | "CATALOGUE_REFRESH_SECONDS">,
  logger: StoreLogger,
): Promise<(SharedCatalogue & { close(): void }) | null> {
  if (localDatabasePath(config.DATABASE_URL) !== null) return null;
  const store = await storeOnceOpen(() =>
    openSharedVersionStore({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN }),
  );
  const shared = sharedCatalogue({
    file: keptInFile(config.DATA_DIR),
    store,
    refreshSeconds: config.CATALOGUE_REFRESH_SECONDS,
    logger,
  });
  return { ...shared, close: () => store.close() };
}

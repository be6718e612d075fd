import type { CatalogueStore } from "~/catalogue/store.server";
import type { ServerConfig } from "~/config.server";
import type { Logger } from "~/logger.server";

/** What the server hands every loader and action (server/app.ts builds it). */
export type ServerContext = {
  catalogue: CatalogueStore;
  config: ServerConfig;
  logger: Logger;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends ServerContext {}
}

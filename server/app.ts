import "react-router";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { resolveSource, DEFAULT_MAX_RETRY_DELAY_MS } from "~/catalogue/source.server";
import { createCatalogueStore } from "~/catalogue/store.server";
import { loadConfig, type ServerConfig } from "~/config.server";
import type { ServerContext } from "~/load-context";
import { createLogger } from "~/logger.server";

export type ServerOptions = {
  /** Vite's dev middleware in development; absent in production, where built assets are served. */
  devMiddleware?: RequestHandler;
  /** Folder of the client build (production). */
  clientBuildDir?: string;
  env?: Record<string, string | undefined>;
};

export type Server = {
  app: express.Express;
  config: ServerConfig;
  context: ServerContext;
  /** Stops background work; the caller closes the HTTP server first. */
  close(): Promise<void>;
};

/**
 * Builds the Express application: catalogue store, middleware, static files and the
 * React Router handler. The first catalogue load finishes before this resolves, so
 * the first visitor never waits for the sheet.
 */
export async function createServer(options: ServerOptions = {}): Promise<Server> {
  const config = loadConfig(options.env);
  const logger = createLogger(config.LOG_LEVEL, config.NODE_ENV === "development");
  const source = resolveSource(config);
  if (config.CATALOGUE_SOURCE && config.SHEET_ID) {
    logger.warn({}, "CATALOGUE_SOURCE and SHEET_ID are both set; CATALOGUE_SOURCE wins");
  }
  const catalogue = createCatalogueStore({
    source,
    fetchPolicy: {
      timeoutMs: config.CATALOGUE_FETCH_TIMEOUT_MS,
      retries: 3,
      baseDelayMs: config.CATALOGUE_RETRY_BASE_MS,
      maxDelayMs: DEFAULT_MAX_RETRY_DELAY_MS,
    },
    dataDir: config.DATA_DIR,
    refreshSeconds: config.CATALOGUE_REFRESH_SECONDS,
    logger,
  });
  await catalogue.start();
  const context: ServerContext = { catalogue, config, logger };

  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientBuildDir) {
    // Hashed file names change with content, so these can be cached for a year.
    app.use("/assets", express.static(`${options.clientBuildDir}/assets`, { immutable: true, maxAge: "1y" }));
    app.use(express.static(options.clientBuildDir, { maxAge: "1h" }));
  }

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: config.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: () => context,
    }),
  );

  return {
    app,
    config,
    context,
    async close() {
      catalogue.stop();
      logger.flush();
    },
  };
}

import { type AppServer, startAppServer as startServer } from "../../../scripts/lib/app-server";

export type { AppServer };

/**
 * Starts the production build (scripts/lib/app-server.ts) on a free loopback port with the
 * given environment, and resolves once it listens. The first catalogue load has finished by
 * then (the server loads before listening).
 */
export function startAppServer(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<AppServer> {
  return startServer({
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      CATALOGUE_RETRY_BASE_MS: "20",
      SITE_URL: "http://localhost:3000",
      ...env,
    },
    dataDir: options.dataDir,
    dataDirPrefix: "pharma-e2e-",
    timeoutMs: 20_000,
  });
}

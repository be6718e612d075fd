import { type AppServer, startAppServer as startServer } from "../../scripts/lib/app-server";
import { freePort, runToCompletion } from "../../scripts/lib/processes";
import { repoRoot } from "./catalogues";

let built = false;

/** `npm run build` once per benchmark run (skipped with `--no-build`, e.g. after `npm test`). */
export async function buildOnce(skip: boolean): Promise<void> {
  if (built || skip) return;
  console.log("  building (npm run build)…");
  await runToCompletion("npm", ["run", "--silent", "build"], repoRoot);
  built = true;
}

/**
 * Starts the built server (scripts/lib/app-server.ts) with a fresh DATA_DIR under `tempDir`;
 * `catalogueFile` is a gviz file (the bundled sample when absent). Resolves once `/healthz`
 * answers 200: the catalogue is loaded.
 */
export async function startAppServer(options: {
  tempDir: string;
  catalogueFile?: string;
  /** More environment variables for the server, e.g. a configuration a benchmark compares. */
  env?: Record<string, string | undefined>;
  /** Another built copy of the app to serve (`--compare-with`); default: this one. */
  appDir?: string;
  /** Options for Node before `server.js`, e.g. `--cpu-prof`. */
  nodeArgs?: readonly string[];
  /** The Node options of the build's `npm run serve` (default: this one's). */
  serveNodeOptions?: readonly string[];
}): Promise<AppServer> {
  const port = await freePort();
  return startServer({
    port,
    tempDir: options.tempDir,
    appDir: options.appDir,
    nodeArgs: options.nodeArgs,
    serveNodeOptions: options.serveNodeOptions,
    dataDirPrefix: "data-",
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${port}`,
      CATALOGUE_SOURCE: options.catalogueFile,
      SHEET_ID: undefined,
      SHEET_GID: undefined,
      ...options.env,
    },
    // The server's log stays out of the summary (Lighthouse's /robots.txt probes log 404 warnings);
    // its last lines are shown if it fails to start.
    keepLogLines: 40,
  });
}

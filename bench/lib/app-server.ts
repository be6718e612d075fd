import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./catalogues";
import { freePort, runToCompletion, startProcess, stopProcess, waitForHttp } from "./processes";

/** The production server (`node server.js`) on loopback, as the benchmarks drive it. */
export type AppServer = { origin: string; child: ChildProcess; stop(): Promise<void> };

let built = false;

/** `npm run build` once per benchmark run (skipped with `--no-build`, e.g. after `npm test`). */
export async function buildOnce(skip: boolean): Promise<void> {
  if (built || skip) return;
  console.log("  building (npm run build)…");
  await runToCompletion("npm", ["run", "--silent", "build"], repoRoot);
  built = true;
}

/**
 * Starts the built server on 127.0.0.1 with a fresh DATA_DIR; `catalogueFile` is a gviz file
 * (the bundled sample when absent). Resolves once `/healthz` answers 200: the catalogue is loaded.
 */
export async function startAppServer(options: {
  tempDir: string;
  catalogueFile?: string;
  /** More environment variables for the server, e.g. a configuration a benchmark compares. */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(options.tempDir, "data-"));
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    CATALOGUE_SOURCE: options.catalogueFile,
    SHEET_ID: undefined,
    SHEET_GID: undefined,
    ...options.env,
  };
  // An undefined value would reach the child as the text "undefined": leave such variables out.
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const child = startProcess(process.execPath, ["server.js"], {
    cwd: repoRoot,
    env: definedEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The server's log stays out of the summary (Lighthouse's /robots.txt probes log 404 warnings);
  // its last lines are shown if it fails to start.
  const log: string[] = [];
  const keep = (chunk: string) => {
    log.push(...chunk.split("\n").filter(Boolean));
    if (log.length > 40) log.splice(0, log.length - 40);
  };
  child.stdout?.setEncoding("utf8").on("data", keep);
  child.stderr?.setEncoding("utf8").on("data", keep);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/healthz`, child);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log.join("\n")}`);
  }
  return { origin, child, stop: () => stopProcess(child) };
}

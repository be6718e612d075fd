/**
 * The production server (`node server.js`) on loopback, as the browser tests and the benchmarks
 * start it: given an environment and a data folder, started, awaited until it serves, and stopped
 * by its own PID.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startProcess, stopProcess, waitForHttp } from "./processes";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type AppServer = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The server's DATA_DIR. */
  dataDir: string;
  child: ChildProcess;
  /** The server's log lines (stdout and stderr) so far: the last `keepLogLines` when that is set. */
  logs: string[];
  /** SIGTERM to the server's own PID (SIGKILL if it lingers); removes the data folder it was given none. */
  stop(): Promise<void>;
};

export type AppServerOptions = {
  /**
   * The server's environment. NODE_ENV (production), HOST (127.0.0.1), PORT and DATA_DIR are set
   * here; a variable whose value is undefined is left out.
   */
  env: Readonly<Record<string, string | undefined>>;
  /** A data folder, kept after stop. By default a fresh one, removed on stop. */
  dataDir?: string;
  /** Where the fresh data folder is made, and its name's prefix. */
  tempDir?: string;
  dataDirPrefix?: string;
  /**
   * 0 (default): a port the system picks, learnt from the server's "serving on" log line (which
   * needs LOG_LEVEL info or lower); the first catalogue load has finished by then. Any other
   * port: ready once `/healthz` answers 200.
   */
  port?: number;
  /** Keep only this many of the latest log lines (default: all). */
  keepLogLines?: number;
  /** How long the server may take to be ready. */
  timeoutMs?: number;
  /** Another copy of the app to run (its own `server.js` and `build/`), e.g. a benchmark's "before"; default: this one. */
  appDir?: string;
  /** Options for Node before `server.js`, e.g. `--cpu-prof` (which NODE_OPTIONS does not take). */
  nodeArgs?: readonly string[];
  /** The Node options of `npm run serve` (default: {@link SERVE_NODE_OPTIONS}); an earlier build's own for a benchmark's "before". */
  serveNodeOptions?: readonly string[];
};

/**
 * The environment `npm run serve` gives the server (package.json): glibc's malloc with two arenas
 * instead of eight per core, which gave a burst of first photos' memory back (libvips's threads
 * each kept an arena of freed memory; docs/decisions/036-cheaper-pages.md). Set before the process
 * starts, since glibc reads it once; a caller's environment may override it.
 */
export const SERVE_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;

/**
 * The options `npm run serve` gives Node before `server.js` (package.json): V8's young generation
 * at 4 MB a semi-space instead of 16, which took about 40 MB off a process for about 3 ms more CPU
 * a page (2 MB saved little more for 8 ms; docs/decisions/036-cheaper-pages.md, third round). V8
 * reads it once, when the heap is made: `server.js` cannot set it as it does the heap's growth,
 * and the cluster's workers are forked with the primary's options.
 */
export const SERVE_NODE_OPTIONS = ["--max-semi-space-size=4"] as const;

/** Starts the built server and resolves once it serves; if it does not, fails with its log. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { port = 0, keepLogLines = Infinity, timeoutMs = 60_000 } = options;
  const dataDir =
    options.dataDir ??
    (await mkdtemp(path.join(options.tempDir ?? tmpdir(), options.dataDirPrefix ?? "pharma-server-")));
  const env = {
    ...SERVE_ENVIRONMENT,
    ...options.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // An undefined value would reach the child as the text "undefined": leave such variables out.
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const nodeOptions = [...(options.serveNodeOptions ?? SERVE_NODE_OPTIONS), ...(options.nodeArgs ?? [])];
  const child = startProcess(process.execPath, [...nodeOptions, "server.js"], {
    cwd: options.appDir ?? repoRoot,
    env: definedEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });

  const logs: string[] = [];
  const onLine: ((line: string) => void)[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on("line", (line) => {
      logs.push(line);
      if (logs.length > keepLogLines) logs.splice(0, logs.length - keepLogLines);
      for (const listener of onLine) listener(line);
    });
  }

  const stop = async () => {
    await stopProcess(child);
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = port === 0 ? await listeningUrl(child, onLine, timeoutMs) : `http://127.0.0.1:${port}`;
    if (port !== 0) await waitForHttp(`${url}/healthz`, child, timeoutMs);
    return { url, dataDir, child, logs, stop };
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs.join("\n")}`);
  }
}

/** The server's address, from its "serving on" log line. */
function listeningUrl(child: ChildProcess, onLine: ((line: string) => void)[], timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start")), timeoutMs);
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    };
    child.once("exit", exited);
    onLine.push((line) => {
      const match = /"port":(\d+)/.exec(line);
      if (match && line.includes("serving on")) {
        clearTimeout(timer);
        child.off("exit", exited);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
  });
}

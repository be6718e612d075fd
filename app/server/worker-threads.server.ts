import { existsSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import path from "node:path";

/**
 * What the server's worker-thread pools share (the order checks,
 * app/catalogue/order-lines/checks/check-pool.server.ts; the Excel workbooks,
 * app/formatting/workbook/workbook-pool.server.ts): where a worker's module is, and the lower
 * priority its thread runs at.
 */

/**
 * A worker's module: built beside the server's bundle (`build/server/<name>.js`, by
 * scripts/build-workers.ts), or, running from the sources (development, tests), its TypeScript
 * loaded through tsx.
 */
export type WorkerModule = { filename: string; execArgv: string[]; env: NodeJS.ProcessEnv };

/** A worker module from the sources (TypeScript, through tsx); tests name another. */
export function sourceWorker(filename: string): WorkerModule {
  return {
    filename,
    execArgv: ["--import", "tsx"],
    // The sources' `~/` paths are tsconfig.app.json's.
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? "tsconfig.app.json" },
  };
}

/**
 * The worker `builtName` beside the server's bundle when the pool's module (in folder `here`) is
 * part of it, else its source `sourceFile` (a path from `here`).
 */
export function workerModuleBeside(here: string, builtName: string, sourceFile: string): WorkerModule {
  // The pool's module may be bundled into the server's entry (build/server/) or one of its chunks
  // (build/server/assets/): the built worker sits beside the entry.
  const built = [here, path.dirname(here)]
    .map((folder) => path.join(folder, builtName))
    .find((file) => existsSync(file));
  if (built) return { filename: built, execArgv: [], env: process.env };
  return sourceWorker(path.join(here, sourceFile));
}

/**
 * How much nicer than the process a worker's thread runs (nice values end at 19). Its work is
 * background work beside the thread that answers requests: with as many cores as check threads,
 * two 500-line checks took the cores that thread needed to render and send pages, and `/healthz`
 * waited. Ten nicer, the request thread gets a core first whenever it has work (Linux gives a
 * thread about nine times the CPU of one ten nicer).
 */
export const BACKGROUND_THREAD_NICER_BY = 10;

/** The nice value of a background thread in a process of nice `processNice`. */
export const backgroundThreadNice = (processNice: number) => Math.min(19, processNice + BACKGROUND_THREAD_NICER_BY);

/**
 * Lowers the calling worker thread's priority by {@link BACKGROUND_THREAD_NICER_BY}. On Linux a
 * thread's nice value is its own; elsewhere it would lower the whole process, and is not done.
 */
export function runAsBackgroundThread(): void {
  if (process.platform !== "linux") return;
  try {
    setPriority(backgroundThreadNice(getPriority()));
  } catch {
    // Not allowed here (a sandbox's seccomp filter): the thread runs at the process's priority.
  }
}

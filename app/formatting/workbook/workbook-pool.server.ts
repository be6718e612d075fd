import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { workerModuleBeside, type WorkerModule } from "~/server/worker-threads.server";
import type { WorkbookPlan } from "./workbook-plan";

/**
 * Excel workbooks written off the thread that answers requests (docs/decisions/048-workbook-thread.md),
 * in one worker thread started when a workbook is first asked for and ended once idle. exceljs,
 * loaded in the serving thread, stayed there for good (27 MB resident in every process from its
 * start: the price list is built ahead), and a 12,000-row workbook written there left a bare
 * process at 171 MB resident (39 before it); written in a thread that then ended, at 59 MB.
 */

/**
 * How long the thread waits for the next workbook before it ends. Short: an idle thread still
 * holds exceljs and its last workbook's heap (tens of MB), and a new one costs about 0.4 s
 * (the thread's start and exceljs's load, on an idle 2-core machine) to a download that follows.
 * The price list's files, built ahead one after another, share one thread.
 */
export const WORKBOOK_THREAD_IDLE_MS = 10_000;

let pool: Piscina<WorkbookPlan, Uint8Array<ArrayBuffer>> | null = null;
let worker: WorkerModule | null = null;
let idleMs = WORKBOOK_THREAD_IDLE_MS;
/** The workbooks asked for and not yet written, each with the means to fail it at once. */
const pending = new Set<AbortController>();

function workbookWorker(): WorkerModule {
  return workerModuleBeside(
    path.dirname(fileURLToPath(import.meta.url)),
    "workbook-worker.js",
    "workbook-worker.server.ts",
  );
}

/**
 * The workbook's bytes, written in the workbook thread; workbooks asked for meanwhile wait their
 * turn (one thread: one workbook's memory at a time). Rejects when the thread fails.
 */
export async function workbookBytes(plan: WorkbookPlan): Promise<Uint8Array<ArrayBuffer>> {
  const written = new AbortController();
  pending.add(written);
  try {
    return await (pool ??= startPool()).run(plan, { signal: written.signal });
  } finally {
    pending.delete(written);
  }
}

/**
 * Another worker module or idle time (tests: a worker that cannot start, a thread that ends
 * soon); taken by the next thread pool, after {@link closeWorkbooks}.
 */
export function configureWorkbooks(settings: { worker?: WorkerModule; idleMs?: number }): void {
  if (settings.worker) worker = settings.worker;
  if (settings.idleMs !== undefined) idleMs = settings.idleMs;
}

function startPool(): Piscina<WorkbookPlan, Uint8Array<ArrayBuffer>> {
  worker ??= workbookWorker();
  const started = new Piscina<WorkbookPlan, Uint8Array<ArrayBuffer>>({
    filename: worker.filename,
    execArgv: worker.execArgv,
    env: worker.env,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: idleMs,
    concurrentTasksPerWorker: 1,
  });
  // A thread that fails outside a workbook (its module cannot be loaded) leaves the workbooks
  // waiting for it unanswered, and piscina starts another that fails the same way: they fail now,
  // with its error, for their callers to log and answer.
  started.on("error", (error: unknown) => {
    for (const workbook of pending) workbook.abort(error);
  });
  return started;
}

/** Ends the workbook thread (the server's shutdown); a later workbook starts another. */
export async function closeWorkbooks(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close({ force: true });
}

import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { answerOf, type CheckAnswer, type CheckJob, type PlainAnswer } from "./check-jobs.server";
import type { CheckTask } from "./check-worker.server";
import { sharedCatalogueOf } from "./shared-catalogue";
import { workerModuleBeside, type WorkerModule } from "~/server/worker-threads.server";

/**
 * Order checks off the request thread (decision 57; docs/decisions/032-order-check-pool.md): a
 * pasted or uploaded order (its file read there too: unzipped, parsed, bounded) and the check
 * table posted back are matched in a few worker threads (piscina), so that neither a 500-line order
 * nor a large workbook holds the pages, /healthz included. Bounded twice: at
 * most `threads` at once and `queue` waiting in the process, at most `perClient` running or waiting
 * for one client; a check past either bound is refused at once ("busy"), and the page answers 503
 * with what the buyer typed kept.
 */
export type OrderCheckSettings = {
  /** Worker threads: checks at once. */
  threads: number;
  /** Checks waiting for a thread; more are refused. */
  queue: number;
  /** Checks one client may have running or waiting. */
  perClient: number;
  /**
   * How long a check may take, waiting included, before it is answered "failed" (default
   * {@link CHECK_DEADLINE_MS}): a worker that never starts or never answers must not hold the
   * buyer's request open.
   */
  deadlineMs?: number;
};

/** Far longer than the costliest order takes (a 500-line order: well under a second per thread). */
export const CHECK_DEADLINE_MS = 30_000;

export type CheckOutcome =
  | { ok: true; answer: CheckAnswer }
  /** Refused: the process's queue or the client's share is full. */
  | { ok: false; reason: "busy" }
  /** The worker failed (it crashed, or ran out of memory): logged; the check may be asked again. */
  | { ok: false; reason: "failed" };

export type OrderChecks = {
  run(client: string, medicines: readonly Medicine[], job: CheckJob): Promise<CheckOutcome>;
  /** Checks running and waiting now (for /healthz). */
  load(): { running: number; waiting: number; threads: number; queue: number };
  close(): Promise<void>;
};

type Logger = { warn(details: object, message: string): void; error(details: object, message: string): void };

function workerModule(): WorkerModule {
  return workerModuleBeside(
    path.dirname(fileURLToPath(import.meta.url)),
    "order-check-worker.js",
    "check-worker.server.ts",
  );
}

/**
 * The buffer to move with a file's bytes: theirs alone (as `File.arrayBuffer()` gives them). Bytes
 * that are a view of a larger or shared buffer (a Node Buffer from its pool) are copied instead.
 */
function movable(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

export function createOrderChecks(
  settings: OrderCheckSettings,
  logger: Logger,
  worker: WorkerModule = workerModule(),
): OrderChecks {
  const pool = new Piscina<CheckTask, PlainAnswer>({
    filename: worker.filename,
    execArgv: worker.execArgv,
    env: worker.env,
    minThreads: 0,
    maxThreads: settings.threads,
    maxQueue: settings.queue,
    // A worker keeps its catalogue and index while checks come; an idle minute lets the memory go.
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
  });
  /** The checks accepted and not yet answered, each with the means to answer it "failed" at once. */
  const pending = new Set<AbortController>();
  // A worker that fails outside a check (its module cannot be loaded, it threw at start) leaves
  // the checks waiting for it unanswered: piscina starts another, which fails the same way. Those
  // checks are answered "failed" now (the page says "try again"), not at their deadline.
  pool.on("error", (error: unknown) => {
    logger.error({ err: error }, "an order-check worker failed");
    for (const check of pending) check.abort(error);
  });
  const deadlineMs = settings.deadlineMs ?? CHECK_DEADLINE_MS;
  const perClient = new Map<string, number>();
  /** Checks accepted and not yet answered: the first `threads` run, the others wait. */
  let inFlight = 0;

  return {
    async run(client, medicines, job) {
      const mine = perClient.get(client) ?? 0;
      if (mine >= settings.perClient || inFlight >= settings.threads + settings.queue) {
        return { ok: false, reason: "busy" };
      }
      perClient.set(client, mine + 1);
      inFlight++;
      const check = new AbortController();
      pending.add(check);
      const deadline = setTimeout(
        () => check.abort(new Error(`no answer from an order-check worker within ${deadlineMs} ms`)),
        deadlineMs,
      );
      try {
        // An uploaded file's bytes move to the worker (no copy of up to 1 MB per check); the job's
        // own view of them is left empty.
        const transferList = job.kind === "order" && job.file ? movable(job.file.bytes) : [];
        const answer = await pool.run(
          { catalogue: sharedCatalogueOf(medicines), job },
          { signal: check.signal, transferList },
        );
        return { ok: true, answer: answerOf(medicines, answer) };
      } catch (error) {
        if (error instanceof Error && error.message === "Task queue is at limit") return { ok: false, reason: "busy" };
        const reason: unknown = check.signal.aborted ? check.signal.reason : error;
        logger.error({ err: reason, kind: job.kind }, "an order check failed in its worker");
        return { ok: false, reason: "failed" };
      } finally {
        clearTimeout(deadline);
        pending.delete(check);
        inFlight--;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      }
    },
    load() {
      return {
        running: Math.min(settings.threads, inFlight),
        waiting: Math.max(0, inFlight - settings.threads),
        threads: settings.threads,
        queue: settings.queue,
      };
    },
    async close() {
      await pool.close({ force: true });
    },
  };
}

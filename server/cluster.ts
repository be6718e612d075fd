import cluster, { type Worker } from "node:cluster";
import process from "node:process";
import { loadConfig } from "~/composition/config.server";
import { MigrationFailedError, openStoreDatabase } from "~/server/database.server";
import { createLogger, errorReason } from "~/server/logger.server";
import { assertWritableFolder } from "~/server/writable-folder.server";

/**
 * WEB_CONCURRENCY server processes on one port (docs/architecture.md, "Processes"). The primary
 * only supervises: it applies the database's migrations once, forks the workers (each one runs
 * server.js as a whole server: catalogue, enquiries, mail worker, HTTP), replaces a worker that
 * dies, and on SIGTERM/SIGINT has them finish their requests and exits when they have.
 * Connections reach the workers through node:cluster, which shares the listening socket.
 */

/** How many server processes to run: WEB_CONCURRENCY, always 1 in development. */
export function clusterSize(env: Record<string, string | undefined> = process.env): number {
  const config = loadConfig(env);
  return config.NODE_ENV === "development" ? 1 : config.WEB_CONCURRENCY;
}

/** A worker that lived this long before dying is replaced at once; one that died sooner waits. */
const STABLE_AFTER_MS = 10_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A worker takes up to 10 s to finish its requests (server.js); the primary waits a little longer. */
const STOP_GRACE_MS = 15_000;

/**
 * How long to wait before replacing a worker: nothing after a worker that had been running
 * fine, then 0.5 s, 1 s, 2 s … up to 30 s for each worker in a row that died soon after it
 * started, so that a crash at start-up (say, a database that refuses every connection) costs a
 * fork every 30 s rather than spinning the CPU.
 */
export function restartDelayMs(quickDeathsInARow: number): number {
  if (quickDeathsInARow <= 0) return 0;
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (quickDeathsInARow - 1));
}

/** Runs the primary until its workers have stopped; then the process exits (0 when all stopped cleanly). */
export async function runPrimary(env: Record<string, string | undefined> = process.env): Promise<never> {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL, false);
  const size = config.WEB_CONCURRENCY;

  // Migrations run here once, before any worker opens the database (each worker's own guard,
  // app/server/database.server.ts, then finds nothing to do; it is for processes started on their own).
  try {
    await assertWritableFolder(config.DATA_DIR, "DATA_DIR");
  } catch (error) {
    // As a single process does (server/services.ts): one JSON line that says why, then stop.
    logger.fatal({ err: error }, `cannot start: ${errorReason(error)}`);
    logger.flush();
    process.exit(1);
  }
  try {
    const database = await openStoreDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
    database.close();
  } catch (error) {
    if (error instanceof MigrationFailedError) {
      // The tables the code needs cannot be made: no worker could serve enquiries right.
      logger.fatal({ err: error }, `cannot start: ${errorReason(error)}`);
      logger.flush();
      process.exit(1);
    }
    // A database that cannot be opened (a full disk, a corrupt file) does not stop the site: each
    // worker serves the catalogue and opens the database again later (app/enquiries/waiting-store.server.ts).
    logger.error({ reason: errorReason(error) }, "the database cannot be opened; the workers start without it");
  }

  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let quickDeaths = 0;
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  const listening = new Set<Worker>();
  cluster.on("listening", (worker, address) => {
    listening.add(worker);
    logger.info({ worker: worker.id, pid: worker.process.pid }, "worker listening");
    if (!ready && listening.size >= size) {
      ready = true;
      const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
      logger.info(
        { host: config.HOST, port: address.port, workers: size, pid: process.pid },
        `serving on http://${host}:${address.port} with ${size} worker processes`,
      );
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (startedAt.size === 0) finish();
      return;
    }
    if (!ready) {
      // A worker that cannot start is a problem of configuration or environment: say so and stop
      // instead of forking it again and again.
      logger.fatal({ worker: worker.id, code, signal }, "a worker died before the server was ready; stopping");
      exitCode = 1;
      stop("start-up failure");
      return;
    }
    quickDeaths = lived < STABLE_AFTER_MS ? quickDeaths + 1 : 0;
    const delayMs = restartDelayMs(quickDeaths);
    logger.error({ worker: worker.id, pid: worker.process.pid, code, signal, delayMs }, "worker died; replacing it");
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delayMs);
    restarts.add(timer);
  });

  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  function finish() {
    logger.info({ exitCode }, "all workers stopped");
    logger.flush();
    finished();
  }

  function stop(reason: string) {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    logger.info({ reason, workers: startedAt.size }, "stopping the workers");
    if (startedAt.size === 0) return finish();
    // Each worker closes its server, finishes in-flight requests and stops its background work (server.js).
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      exitCode = 1;
    }, STOP_GRACE_MS).unref();
  }

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  logger.info({ workers: size, pid: process.pid }, "starting worker processes");
  for (let index = 0; index < size; index++) fork();
  await done;
  process.exit(exitCode);
}

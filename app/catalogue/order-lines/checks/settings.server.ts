import { positiveInt } from "~/server/config.server";

/**
 * Order checks off the request thread (check-pool.server.ts): threads, the queue behind them and
 * one client's share. Read with the others once at start (app/composition/config.server.ts);
 * README's configuration table documents each one.
 */
export const orderCheckSettings = {
  ORDER_CHECK_THREADS: positiveInt(2),
  // Six orders at once from one address (an office behind one router) are all checked (decision 57).
  ORDER_CHECK_QUEUE: positiveInt(8),
  ORDER_CHECKS_PER_CLIENT: positiveInt(6),
};

/**
 * How much nicer than the process a check's thread runs (nice values end at 19). Checks are
 * background work beside the thread that answers requests: with as many cores as check threads,
 * two 500-line checks took the cores that thread needed to render and send pages, and `/healthz`
 * waited. Ten nicer, the request thread gets a core first whenever it has work (Linux gives a
 * thread about nine times the CPU of one ten nicer). On Linux a thread's nice value is its own,
 * so the worker lowers its own thread only (check-worker.server.ts); elsewhere it would lower the
 * whole process, and is not done.
 */
export const CHECK_THREAD_NICER_BY = 10;

/** The nice value of a check's thread in a process of nice `processNice`. */
export const checkThreadNice = (processNice: number) => Math.min(19, processNice + CHECK_THREAD_NICER_BY);

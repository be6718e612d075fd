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

import { positiveInt } from "~/server/config.server";

/**
 * "Notify me when it is back" (docs/product.md 17.4): how many requests one client may make per
 * window. Read with the others once at start (app/composition/config.server.ts); README's
 * configuration table documents each one.
 */
export const backInStockSettings = {
  NOTIFY_RATE_LIMIT: positiveInt(30),
  NOTIFY_RATE_WINDOW_MINUTES: positiveInt(60),
};

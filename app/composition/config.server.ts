import { z } from "zod";
import { backInStockSettings } from "~/back-in-stock/settings.server";
import { backupSettings } from "~/backup/index.server";
import { catalogueSettings } from "~/catalogue/settings.server";
import { deskSettings } from "~/desk/settings.server";
import { enquirySettings, mailOf } from "~/enquiries/settings.server";
import { orderCheckSettings } from "~/catalogue/order-lines/checks/settings.server";
import { readSettings, serverConfigOf, serverSettings } from "~/server/config.server";

/** Every environment variable the site reads: the server's own and each feature's. */
const envSchema = z.object({
  ...serverSettings,
  ...catalogueSettings,
  ...enquirySettings,
  ...deskSettings,
  ...backInStockSettings,
  ...backupSettings,
  ...orderCheckSettings,
});

export type ServerConfig = ReturnType<typeof loadConfig>;

/**
 * Reads and validates the environment once at start-up, the server's settings and the features'
 * together, so that one message names every variable that is wrong.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const settings = readSettings(envSchema, env);
  return { ...settings, ...serverConfigOf(settings), mail: mailOf(settings) };
}

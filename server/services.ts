import { startChanges } from "~/catalogue/index.server";
import path from "node:path";
import { startSearchMisses } from "~/catalogue/index.server";
import { fetchPolicyOf, resolveSource } from "~/catalogue/index.server";
import { createCatalogueStore } from "~/catalogue/index.server";
import { openSharedCatalogue } from "~/catalogue/index.server";
import { loadConfig, type ServerConfig } from "~/composition/config.server";
import { rateTermsOfConfig } from "~/catalogue/index.server";
import { startEnquiries } from "~/enquiries/index.server";
import { startDesk } from "~/desk/index.server";
import { startBackInStock } from "~/back-in-stock/index.server";
import type { BackInStockService } from "~/back-in-stock/index.server";
import { createMailbox } from "~/server/mail.server";
import { createOrderNotices } from "~/orders/notices.server";
import type { ServerContext } from "~/composition/load-context";
import { createLogger, errorReason, type Logger } from "~/server/logger.server";
import { site } from "~/site";
import { assertWritableFolder } from "~/server/writable-folder.server";
import { catalogueRequestPreparation } from "./prepare-catalogue";
import { createOrderChecks, warmPriceListFiles } from "~/catalogue/index.server";
import { backupDirOf, startBackups } from "~/backup/index.server";
import { closeWorkbooks } from "~/formatting/workbook/workbook-pool.server";

/** The server's long-lived state: what loaders and actions use, and how to stop it. */
export type Services = ServerContext & {
  /** Stops background work; the caller closes the HTTP server first. */
  close(): Promise<void>;
};

/**
 * Starts what lives as long as the process: the catalogue store with its refresh timer, the
 * enquiries with their mail worker, and the search misses (both in the one database). server.js calls this once; in development the
 * Express app (server/app.ts) is rebuilt when its code changes and keeps using these.
 * With a catalogue kept in DATA_DIR it resolves at once (the first pages wait for that catalogue
 * to be built, the sheet is read in the background); without one, after the first read of the
 * sheet, so the first visitor never waits for it. A DATA_DIR the server cannot write stops it
 * with a message saying so.
 */
export async function startServices(env?: Record<string, string | undefined>): Promise<Services> {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL, config.NODE_ENV === "development");
  try {
    return await startWith(config, logger);
  } catch (error) {
    // One JSON line that says why, like every other line of the log; server.js then exits.
    logger.fatal({ err: error }, `cannot start: ${errorReason(error)}`);
    logger.flush();
    throw new StartFailedError(error);
  }
}

/** A start that failed and was logged already. */
export class StartFailedError extends Error {
  constructor(cause: unknown) {
    super(`cannot start: ${errorReason(cause)}`, { cause });
    this.name = "StartFailedError";
  }
}

/** How often a process looks for buyers' e-mails left waiting (each status change also starts a pass). */
const ORDER_NOTICES_INTERVAL_MS = 60_000;

async function startWith(config: ServerConfig, logger: Logger): Promise<Services> {
  await assertWritableFolder(config.DATA_DIR, "DATA_DIR");
  const source = resolveSource(config);
  if (config.CATALOGUE_SOURCE && config.SHEET_ID) {
    logger.warn({}, "CATALOGUE_SOURCE and SHEET_ID are both set; CATALOGUE_SOURCE wins");
  }
  // Opened before the catalogue, which tells it of every version that replaces another.
  // Once a version's changes are recorded, "notify me" looks at once for medicines back in stock.
  let backInStock: BackInStockService | null = null;
  const changes = await startChanges({
    url: config.DATABASE_URL,
    authToken: config.DATABASE_AUTH_TOKEN,
    holdMs: config.CATALOGUE_STOCK_HOLD_MINUTES * 60_000,
    logger,
    recorded: () => void backInStock?.run(),
  });
  // Hosts sharing a database serve one catalogue version (docs/deployment.md).
  const shared = await openSharedCatalogue(config, logger);
  const catalogue = createCatalogueStore({
    kept: shared?.kept,
    claimRead: shared?.claimRead,
    source,
    fetchPolicy: fetchPolicyOf(config),
    dataDir: config.DATA_DIR,
    refreshSeconds: config.CATALOGUE_REFRESH_SECONDS,
    minKeepRatio: config.CATALOGUE_MIN_KEEP_RATIO,
    logger,
    prepare: catalogueRequestPreparation({
      siteUrl: config.SITE_URL,
      instantCatalogueMaxBytes: config.INSTANT_CATALOGUE_MAX_BYTES,
    }),
    // After the version is served, not before: at 100k rows these files are seconds of work.
    served: (snapshot) => {
      warmPriceListFiles(snapshot, rateTermsOfConfig(config)).catch((error: unknown) =>
        logger.error(
          { err: error, version: snapshot.version },
          "building the price list files ahead failed; each is built when first asked for",
        ),
      );
    },
    replaced: (previous, next) => void changes.compare(previous, next),
  });
  try {
    await catalogue.start();
  } catch (error) {
    await changes.close();
    throw error;
  }
  let enquiries;
  try {
    enquiries = await startEnquiries({
      databaseUrl: config.DATABASE_URL,
      databaseAuthToken: config.DATABASE_AUTH_TOKEN,
      mail: config.mail,
      rateLimit: { max: config.ENQUIRY_RATE_LIMIT, windowMs: config.ENQUIRY_RATE_WINDOW_MINUTES * 60_000 },
      retry: { baseMs: config.ENQUIRY_RETRY_BASE_MS, maxMs: config.ENQUIRY_RETRY_MAX_MS },
      site: { name: site.name, url: config.SITE_URL },
      logger,
      listSecret: config.ENQUIRY_LIST_SECRET,
      keptSecretFile: path.join(config.DATA_DIR, "enquiry-list-secret"),
    });
  } catch (error) {
    catalogue.stop();
    await changes.close();
    throw error;
  }
  let searchMisses;
  try {
    searchMisses = await startSearchMisses({
      url: config.DATABASE_URL,
      authToken: config.DATABASE_AUTH_TOKEN,
      logger,
    });
  } catch (error) {
    catalogue.stop();
    await enquiries.close();
    await changes.close();
    throw error;
  }
  // Before the desk: its morning e-mail tells the "notify me" requests met and waiting.
  try {
    backInStock = await startBackInStock({
      config,
      changes: changes.store,
      catalogue,
      secret: enquiries.listSecret,
      logger,
    });
  } catch (error) {
    catalogue.stop();
    await enquiries.close();
    searchMisses.close();
    await changes.close();
    throw error;
  }
  const notify = backInStock;
  // The buyers' e-mails of their orders (docs/product.md 12.3c), under the site's own name.
  const orderNotices = createOrderNotices({
    store: enquiries.store,
    mail: config.mail
      ? createMailbox({ smtpUrl: config.mail.smtpUrl, from: { name: site.name, address: config.mail.from } })
      : null,
    site: { name: site.name, url: config.SITE_URL },
    logger,
  });
  orderNotices.start(ORDER_NOTICES_INTERVAL_MS);
  let desk;
  try {
    desk = await startDesk({
      databaseUrl: config.DATABASE_URL,
      databaseAuthToken: config.DATABASE_AUTH_TOKEN,
      staffEmails: config.STAFF_EMAILS,
      mail: config.mail,
      siteUrl: config.SITE_URL,
      siteName: site.name,
      secret: enquiries.listSecret,
      logger,
      idleMinutes: config.DESK_IDLE_MINUTES,
      digest: {
        hour: config.DIGEST_HOUR,
        searchMisses: searchMisses.store,
        catalogue,
        stockRequests: notify.store,
      },
    });
  } catch (error) {
    catalogue.stop();
    await orderNotices.close();
    await notify.close();
    await enquiries.close();
    searchMisses.close();
    await changes.close();
    throw error;
  }
  const orderChecks = createOrderChecks(
    {
      threads: config.ORDER_CHECK_THREADS,
      queue: config.ORDER_CHECK_QUEUE,
      perClient: config.ORDER_CHECKS_PER_CLIENT,
    },
    logger,
  );
  // Last: a backup every BACKUP_MINUTES, the first within seconds; never stops the start.
  const backups = startBackups({
    url: config.DATABASE_URL,
    authToken: config.DATABASE_AUTH_TOKEN,
    dir: backupDirOf(config),
    keep: config.BACKUP_KEEP,
    minutes: config.BACKUP_MINUTES,
    logger,
  });
  return {
    catalogue,
    enquiries,
    backups,
    orderChecks,
    searchMisses,
    desk,
    changes,
    backInStock: notify,
    orderNotices,
    config,
    logger,
    async close() {
      catalogue.stop();
      shared?.close();
      await notify.close();
      await orderNotices.close();
      await enquiries.close();
      searchMisses.close();
      desk.close();
      await orderChecks.close();
      await closeWorkbooks();
      await backups.close();
      await changes.close();
      logger.flush();
    },
  };
}

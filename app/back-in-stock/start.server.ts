import type { ChangeStore } from "~/catalogue/index.server";
import type { CatalogueStore } from "~/catalogue/index.server";
import { createMailbox } from "~/server/mail.server";
import type { ServerConfig } from "~/composition/config.server";
import type { Logger } from "~/server/logger.server";
import { storeOnceOpen } from "~/server/reopening.server";
import { site } from "~/site";
import { createBackInStock, type BackInStockService } from "./service.server";
import { openStockRequestStore } from "./store.server";

/** How often a process looks for medicines back in stock (their "back in stock" holds for a time first). */
const PASS_INTERVAL_MS = 60_000;

/**
 * Starts "notify me" on the server's database with the site's mailer (SMTP_URL and the enquiries'
 * sender address), when there is one. A database that cannot be opened does not stop the start.
 */
export async function startBackInStock(options: {
  config: ServerConfig;
  changes: Pick<ChangeStore, "stockEvents">;
  catalogue: Pick<CatalogueStore, "read">;
  secret: string;
  logger: Logger;
}): Promise<BackInStockService> {
  const { config } = options;
  const store = await storeOnceOpen(() =>
    openStockRequestStore({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN }),
  );
  const service = createBackInStock({
    store,
    changes: options.changes,
    catalogue: options.catalogue,
    mail: config.mail
      ? createMailbox({ smtpUrl: config.mail.smtpUrl, from: { name: site.name, address: config.mail.from } })
      : null,
    site: { name: site.name, url: config.SITE_URL },
    secret: options.secret,
    rateLimit: { max: config.NOTIFY_RATE_LIMIT, windowMs: config.NOTIFY_RATE_WINDOW_MINUTES * 60_000 },
    logger: options.logger,
  });
  service.start(PASS_INTERVAL_MS);
  return service;
}

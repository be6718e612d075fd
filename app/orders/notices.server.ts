import type { Mailbox } from "~/server/mail.server";
import type { EnquiryStore } from "~/enquiries/index.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { errorReason } from "~/server/logger.server";
import { serialPasses } from "~/server/serial-passes.server";
import { orderPath } from "./links";
import { orderNews } from "./news";

/*
 * The buyers' e-mails of their orders (docs/product.md 12.3c): "Order {n} received" and one per
 * status reached, to a buyer who gave an address, in the language of the page the order was sent
 * from. Each waits in the database with the status it tells (enquiries' order_status_changes) and
 * is claimed there before it is sent, so one process of many sends it, once.
 */

/** E-mails one pass sends at most before it lets the next pass go on. */
const NOTICES_PER_PASS = 200;
/** Tried this often and failed: given up (the desk's "Tell on WhatsApp" still tells the news). */
export const MAX_NOTICE_ATTEMPTS = 5;

type Logger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type OrderNotices = {
  /** One pass: every waiting e-mail claimed and sent. Passes never overlap in one process. */
  run(): Promise<void>;
  /** A pass every `intervalMs`, for e-mails another process left behind or that failed. */
  start(intervalMs: number): void;
  close(): Promise<void>;
};

export function createOrderNotices(settings: {
  store: Pick<EnquiryStore, "noticesWaiting" | "claimNotice" | "noticeSent" | "noticeFailed">;
  /** The site's mailer; null without SMTP_URL (nothing is claimed then: the e-mails wait). */
  mail: Mailbox | null;
  site: { name: string; url: string };
  logger: Logger;
}): OrderNotices {
  const { store, mail, logger } = settings;
  const base = settings.site.url.replace(/\/$/, "");

  async function pass(): Promise<void> {
    if (!mail) return;
    for (const waiting of await store.noticesWaiting(new Date(), NOTICES_PER_PASS)) {
      const claimed = await store.claimNotice(waiting.id, waiting.status, new Date());
      if (!claimed) continue; // another process has it
      const { order, status } = claimed;
      const language = languageOfPath(order.page.split(/[?#]/)[0] ?? "");
      const address = `${base}${pathInLanguage(orderPath(order.token), language)}`;
      const news = orderNews(order, status, { company: settings.site.name, address }, translatorFor(language));
      try {
        await mail.send({ to: order.email, ...news });
        await store.noticeSent(order.number, status);
        logger.info({ order: order.number, status }, "order e-mail sent to the buyer");
      } catch (error) {
        await store.noticeFailed(order.number, status, MAX_NOTICE_ATTEMPTS);
        // Never the address: which order's e-mail did not leave, and why.
        logger.error({ order: order.number, status, reason: errorReason(error) }, "order e-mail to the buyer failed");
      }
    }
  }

  const passes = serialPasses(pass, (error) =>
    logger.error({ reason: errorReason(error) }, "order e-mails pass failed; the next one tries again"),
  );

  return {
    run: () => passes.run(),
    start: (intervalMs) => passes.start(intervalMs),
    async close() {
      await passes.stop();
      mail?.close();
    },
  };
}

import { createHmac } from "node:crypto";
import { medicineHref } from "~/catalogue";
import type { ChangeStore } from "~/catalogue/index.server";
import type { Medicine } from "~/catalogue";
import type { Mailbox } from "~/server/mail.server";
import { HONEYPOT_FIELD } from "~/enquiries";
import { oneLine } from "~/enquiries/index.server";
import { pathInLanguage, type Language } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { rateLimitKey } from "~/server/client-address.server";
import { errorReason } from "~/server/logger.server";
import { serialPasses } from "~/server/serial-passes.server";
import { securityLog } from "~/server/security-event.server";
import { parseContact } from "./contact";
import type { NotifyOutcome } from "./outcome";
import { confirmToken, contactOfConfirmToken } from "./confirm-link.server";
import { STOCK_CONFIRM_PATH, STOCK_STOP_PATH } from "./links";
import { backInStockEmail, confirmEmail } from "./mail";
import { contactOfStopToken, stopToken } from "./stop-link.server";
import { KEPT_MS, type StockRequestStore } from "./store.server";

type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** One confirm e-mail a day to an address at most, however many medicines it is asked for with. */
const CONFIRM_EMAIL_EVERY_MS = 86_400_000;

/** E-mails one pass sends at most before it lets the next pass go on. */
const EMAILS_PER_PASS = 200;

export type BackInStockSettings = {
  store: StockRequestStore;
  /** Where "back in stock" is decided (held, not a flicker) and removals are recorded. */
  changes: Pick<ChangeStore, "stockEvents">;
  /** The catalogue served now: a medicine out of stock again by now is not announced. */
  catalogue: { read(): Promise<{ snapshot: { byId: ReadonlyMap<string, Pick<Medicine, "availability">> } | null }> };
  /** The site's mailer; null without SMTP_URL (addresses then wait on the desk like numbers). */
  mail: Mailbox | null;
  site: { name: string; url: string };
  /** Signs stop links and hashes clients (a key derived from it for each). */
  secret: string;
  rateLimit: { max: number; windowMs: number };
  logger: Logger;
};

export type BackInStockService = {
  store: StockRequestStore;
  mailing: boolean;
  /** A "Notify me" form of a medicine's page; the medicine as the current catalogue has it. */
  ask(
    form: FormData,
    request: { clientAddress: string; language: Language; medicine: { id: string; name: string; outOfStock: boolean } },
    now?: Date,
  ): Promise<NotifyOutcome>;
  /** The address a stop link was signed for; null for a forged or altered one. */
  contactOfStop(token: string | null): string | null;
  /** The address a confirm link was signed for, while it works; null for a forged, altered or expired one. */
  contactOfConfirm(token: string | null, now?: Date): string | null;
  /**
   * One pass: forgets old requests, closes those of medicines that left the sheet, moves those of
   * medicines back in stock (held) to waiting, and sends the waiting e-mails, each claimed first.
   * Passes never overlap in one process; another process's pass finds nothing it could claim twice.
   */
  run(now?: Date): Promise<void>;
  /** Runs a pass every `intervalMs` (and whenever {@link run} is called). */
  start(intervalMs: number): void;
  /** Stops the passes, waits for the one under way, closes the mailer and the store. */
  close(): Promise<void>;
};

export function createBackInStock(settings: BackInStockSettings): BackInStockService {
  const { store, changes, mail, logger } = settings;
  const clientKey = createHmac("sha256", settings.secret).update("back-in-stock:client").digest();
  const hashClient = (address: string) =>
    createHmac("sha256", clientKey).update(rateLimitKey(address)).digest("hex").slice(0, 32);

  async function inStockIds(): Promise<((id: string) => boolean) | null> {
    const { snapshot } = await settings.catalogue.read();
    if (!snapshot) return null;
    return (id) => {
      const medicine = snapshot.byId.get(id);
      return medicine !== undefined && medicine.availability !== "Out of Stock";
    };
  }

  async function sendOne(request: Awaited<ReturnType<StockRequestStore["emailsWaiting"]>>[number], now: Date) {
    if (!mail) return;
    const claimed = await store.claimEmail(request.medicineId, request.contact, now);
    if (!claimed) return; // another process has it
    const t = translatorFor(claimed.language);
    const base = settings.site.url.replace(/\/$/, "");
    const email = backInStockEmail(
      {
        name: oneLine(claimed.name),
        company: settings.site.name,
        medicineUrl: `${base}${pathInLanguage(medicineHref(claimed.medicineId), claimed.language)}`,
        stopUrl: `${base}${pathInLanguage(STOCK_STOP_PATH, claimed.language)}?token=${stopToken(claimed.contact, settings.secret)}`,
      },
      t,
    );
    try {
      await mail.send({ to: claimed.contact, ...email });
      await store.sent(claimed.medicineId, claimed.contact, new Date());
      logger.info({ medicine: claimed.medicineId }, "back-in-stock e-mail sent");
    } catch (error) {
      await store.failed(claimed);
      // Never the address: the log says which medicine's e-mail did not leave, and why.
      logger.error({ medicine: claimed.medicineId, reason: errorReason(error) }, "back-in-stock e-mail failed");
    }
  }

  /** The confirm e-mail, off the request: its answer does not wait for the mail server. */
  async function sendConfirmation(contact: string, name: string, language: Language, now: Date): Promise<void> {
    if (!mail) return;
    const base = settings.site.url.replace(/\/$/, "");
    const email = confirmEmail(
      {
        name: oneLine(name),
        company: settings.site.name,
        confirmUrl: `${base}${pathInLanguage(STOCK_CONFIRM_PATH, language)}?token=${confirmToken(contact, settings.secret, now)}`,
      },
      translatorFor(language),
    );
    try {
      await mail.send({ to: contact, ...email });
      logger.info({}, "notify me: confirm e-mail sent");
    } catch (error) {
      // Never the address. Asking again after a day sends another.
      logger.error({ reason: errorReason(error) }, "notify me: confirm e-mail failed");
    }
  }

  /** Confirm e-mails under way: {@link BackInStockService.close} waits for them. */
  const sending = new Set<Promise<void>>();
  function track(work: Promise<void>): void {
    sending.add(work);
    void work.finally(() => sending.delete(work));
  }

  async function pass(now: Date): Promise<void> {
    await store.purge(now);
    const ids = await store.openMedicineIds();
    if (ids.length > 0) {
      const events = await changes.stockEvents(ids, new Date(now.getTime() - KEPT_MS), now);
      const inStock = events.size > 0 ? await inStockIds() : null;
      for (const [id, { backAt, removedAt }] of events) {
        if (removedAt) await store.closeRemoved(id, removedAt, now);
        // Back (held, not a flicker) after any removal, and still in stock now.
        if (backAt && (!removedAt || backAt > removedAt) && (inStock?.(id) ?? true)) {
          const moved = await store.markBack(id, backAt);
          if (moved > 0) logger.info({ medicine: id, requests: moved }, "back in stock: requests wait to be told");
        }
      }
    }
    if (!mail) return;
    for (const request of await store.emailsWaiting(now, EMAILS_PER_PASS)) await sendOne(request, now);
  }

  const passes = serialPasses<Date>(
    (now) => pass(now ?? new Date()),
    (error) => logger.error({ reason: errorReason(error) }, "back-in-stock pass failed; the next one tries again"),
  );

  return {
    store,
    mailing: mail !== null,

    async ask(form, request, now = new Date()) {
      // A bot filled the hidden field: it is told what a person would be, and nothing is stored.
      const honeypot = form.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        logger.info({}, "notify request discarded: honeypot filled");
        return "added";
      }
      const clientHash = hashClient(request.clientAddress);
      const counted = await store.countRequest(clientHash, settings.rateLimit.windowMs, now);
      if (counted > settings.rateLimit.max) {
        if (counted === settings.rateLimit.max + 1) securityLog(logger)("rate-limited", { limit: "notify" });
        return "rate-limited";
      }
      const typed = form.get("contact");
      const contact = typeof typed === "string" && typed.length <= 200 ? parseContact(typed) : null;
      if (!contact) return "invalid";
      if (!request.medicine.outOfStock) return "in-stock";
      // An e-mail address is confirmed by its owner before anything but the confirm e-mail goes
      // to it (decision 66). Without a mail server it waits on the desk, whose staff write by hand.
      const confirmed = contact.channel === "phone" || !mail || (await store.isConfirmed(contact.contact));
      const added = await store.add(
        {
          state: confirmed ? "open" : "unconfirmed",
          medicineId: request.medicine.id,
          ...contact,
          name: request.medicine.name,
          language: request.language,
          clientHash,
        },
        now,
      );
      if (confirmed) return added;
      const since = new Date(now.getTime() - CONFIRM_EMAIL_EVERY_MS);
      if (await store.claimConfirmation(request.medicine.id, contact.contact, since, now)) {
        track(sendConfirmation(contact.contact, request.medicine.name, request.language, now));
      }
      return "confirm";
    },

    contactOfStop: (token) => contactOfStopToken(token, settings.secret),

    contactOfConfirm: (token, now = new Date()) => contactOfConfirmToken(token, settings.secret, now),

    run: (now) => passes.run(now),

    start: (intervalMs) => passes.start(intervalMs),

    async close() {
      await passes.stop();
      await Promise.all(sending);
      mail?.close();
      store.close();
    },
  };
}

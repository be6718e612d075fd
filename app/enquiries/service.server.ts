import {
  createDeliveryWorker,
  createMailer,
  type DeliveryWorker,
  type MailSettings,
  type WorkerLogger,
} from "./notify.server";
import type { OrderChannel } from "./db-schema";
import { BUYER_FIELDS, HONEYPOT_FIELD, type EnquiryKind, type EnquiryOutcome, type OrderReceipt } from "./form";
import { enquiryValuesOf, parseEnquiryForm, parsePagePath, sentContact, typedBuyer } from "./validation";
import {
  EnquiryNotStoredError,
  type EnquiriesHealth,
  type EnquiryStore,
  type NewLine,
  type SubmitResult,
} from "./enquiry-store";
import { openEnquiryStore } from "./store.server";
import { openWaitingEnquiryStore } from "./waiting-store.server";
import "~/i18n/i18n.server";
import { securityLog } from "~/server/security-event.server";

import { translatorOfPath } from "~/i18n/translator";

export type SubmitOutcome = EnquiryOutcome;

/** A line of an enquiry list as the form sends it with the enquiry. */
export type EnquiryListLine = NewLine;

/**
 * What became of a list sent from the buyer's own WhatsApp or e-mail (docs/product.md 12.3b):
 * stored with its order page; `skipped` when it was a bot's (the honeypot), which gets no page.
 */
export type SentOrderOutcome =
  { status: "stored"; order: OrderReceipt } | { status: "skipped" | "rate-limited" | "not-stored" };

export type EnquiryService = {
  /**
   * Handles one submitted contact form: honeypot, validation, rate limit, then durable storage.
   * "received" is only answered once the enquiry is in the database (or was a bot's). When the
   * database cannot take it, the error is logged (sizes, never the visitor's text) and the answer
   * is "not-stored": the form tells the visitor to try again in a moment, with what they typed.
   */
  submit(
    form: FormData,
    request: { clientAddress: string; path: string },
    /** The list's lines, and its notes (docs/product.md 12.13a) stored after the message. */
    list?: { lines: readonly EnquiryListLine[]; notes?: readonly string[] },
  ): Promise<SubmitOutcome>;
  /**
   * Stores a list the buyer is about to send from their own WhatsApp or e-mail, before it leaves:
   * the same honeypot and rate limit as the form, no field required (the message carries what
   * was typed), marked with how it left, with its order page.
   */
  storeSent(
    form: FormData,
    request: { clientAddress: string; path: string },
    list: { lines: readonly EnquiryListLine[]; notes?: readonly string[]; channel: Exclude<OrderChannel, "form"> },
  ): Promise<SentOrderOutcome>;
  store: EnquiryStore;
  /** Whether enquiries can be stored now (for /healthz). */
  health(): Promise<EnquiriesHealth>;
  /** Signs the enquiry list cookie: ENQUIRY_LIST_SECRET, or the database's own (docs/decisions/008). */
  listSecret: string;
  /** Stops delivery and closes the database. */
  close(): Promise<void>;
};

export type EnquiryServiceOptions = {
  store: EnquiryStore;
  /** The running delivery worker when mail is configured; without one, enquiries are only stored. */
  worker: DeliveryWorker | null;
  rateLimit: { max: number; windowMs: number };
  logger: WorkerLogger;
  /** ENQUIRY_LIST_SECRET when set; otherwise the store's generated one. */
  listSecret?: string;
  onClose?: () => void;
};

export function createEnquiryService(options: EnquiryServiceOptions): EnquiryService {
  const { store, worker, rateLimit, logger } = options;
  return {
    store,
    // Read at each use: a store waiting for its database has its own secret until it opens.
    get listSecret() {
      return options.listSecret ?? store.listSecret;
    },
    health: () => store.health(),
    /**
     * The contact form, or with `list` the enquiry list's form: the same honeypot, validation
     * (optional phone and message for a list), rate limit and storage, the lines in the same transaction.
     */
    async submit(form, request, list) {
      const posted = form.get("token");
      const token = typeof posted === "string" && posted.length <= 100 ? posted : null;
      const honeypot = form.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // A bot: it sees the same success a person would, so it learns nothing; nothing is kept.
        logger.info({ path: request.path }, "enquiry discarded: honeypot filled");
        return { status: "received", token };
      }
      const kind: EnquiryKind = list ? "list" : "contact";
      // The field messages are in the language of the page that posted the form (/hi/… is Hindi).
      const parsed = parseEnquiryForm(form, kind, translatorOfPath(request.path));
      if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values: parsed.values };
      let result: SubmitResult;
      try {
        const { name, email } = parsed.input;
        // The order's notes follow what the buyer typed into "Message": nothing written is dropped.
        const message = [parsed.input.message, ...(list?.notes ?? [])].filter(Boolean).join("\n");
        result = await store.submit({
          name,
          email,
          message,
          phone: parsed.input.phone || null,
          buyer: Object.fromEntries(BUYER_FIELDS.map((field) => [field, parsed.input[field] || null])),
          lines: list?.lines,
          order: list !== undefined,
          page: parsePagePath(form.get("page")) ?? request.path,
          clientAddress: request.clientAddress,
          token,
          deliver: worker !== null,
          rateLimit,
        });
      } catch (error) {
        if (!(error instanceof EnquiryNotStoredError)) throw error;
        logger.error(
          {
            kind,
            path: request.path,
            lines: list?.lines.length ?? 0,
            messageLength: parsed.input.message.length,
            reason: error.reason,
            rescuedTo: error.rescuedTo,
          },
          "enquiry NOT stored; the visitor is told to try again",
        );
        return { status: "not-stored", values: enquiryValuesOf(form), token };
      }
      if (result.kind === "rate-limited") {
        securityLog(logger)("rate-limited", { limit: "enquiry", path: request.path });
        return { status: "rate-limited", values: enquiryValuesOf(form) };
      }
      if (result.kind === "stored") {
        logger.info(
          { enquiryId: result.id, kind, lines: list?.lines.length ?? 0, delivery: worker ? "pending" : "stored" },
          "enquiry stored",
        );
        worker?.kick();
      }
      const order = result.orderToken ? { number: result.id, token: result.orderToken } : undefined;
      return { status: "received", token, ...(order ? { order } : {}) };
    },
    async storeSent(form, request, { lines, notes = [], channel }) {
      const posted = form.get("token");
      const token = typeof posted === "string" && posted.length <= 100 ? posted : null;
      const honeypot = form.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        logger.info({ path: request.path, channel }, "order not stored: honeypot filled");
        return { status: "skipped" };
      }
      let result: SubmitResult;
      try {
        result = await store.submit({
          ...sentContact(form),
          // Nothing is typed into "Message" on these ways: the order's notes are its message.
          message: notes.join("\n"),
          buyer: typedBuyer(form),
          lines,
          channel,
          order: true,
          page: parsePagePath(form.get("page")) ?? request.path,
          clientAddress: request.clientAddress,
          token,
          // The company gets it by WhatsApp or e-mail from the buyer: no second e-mail of its own.
          deliver: false,
          rateLimit,
        });
      } catch (error) {
        if (!(error instanceof EnquiryNotStoredError)) throw error;
        logger.error(
          { kind: "list", channel, path: request.path, lines: lines.length, reason: error.reason },
          "order NOT stored before it left; it leaves without its page",
        );
        return { status: "not-stored" };
      }
      if (result.kind === "rate-limited") {
        securityLog(logger)("rate-limited", { limit: "order", path: request.path, reason: `sent by ${channel}` });
        return { status: "rate-limited" };
      }
      if (result.kind === "stored") logger.info({ enquiryId: result.id, channel, lines: lines.length }, "order stored");
      return { status: "stored", order: { number: result.id, token: result.orderToken! } };
    },
    async close() {
      await worker?.stop();
      options.onClose?.();
      store.close();
    },
  };
}

export type EnquirySettings = {
  databaseUrl: string;
  databaseAuthToken?: string;
  mail: MailSettings | null;
  rateLimit: { max: number; windowMs: number };
  retry: { baseMs: number; maxMs: number };
  site: { name: string; url: string };
  logger: WorkerLogger;
  /** ENQUIRY_LIST_SECRET; without it the database's generated secret signs the list cookie. */
  listSecret?: string;
  /** Where the database's list secret is copied, for while the database cannot be opened (DATA_DIR). */
  keptSecretFile?: string;
};

/**
 * Opens the enquiries database (applying migrations), and when mail is configured starts the
 * delivery worker, which first sends whatever was left pending before a restart. A database that
 * cannot be opened (a full disk, an unwritable or corrupt file) does not stop the start: the
 * catalogue is served, enquiries are refused ("try again, or call") and /healthz says why, until
 * a later use opens it (waiting-store.server.ts).
 */
export async function startEnquiries(settings: EnquirySettings): Promise<EnquiryService> {
  const { logger } = settings;
  let worker: DeliveryWorker | null = null;
  const { store, failure } = await openWaitingEnquiryStore(
    () => openEnquiryStore({ url: settings.databaseUrl, authToken: settings.databaseAuthToken }),
    {
      keptSecretFile: settings.keptSecretFile,
      onOpened: () => {
        logger.info({}, "enquiries database opened again; enquiries are taken");
        worker?.kick();
      },
    },
  );
  const mailer = settings.mail ? createMailer(settings.mail, settings.site) : null;
  worker = mailer ? createDeliveryWorker({ store, send: mailer.send, retry: settings.retry, logger }) : null;
  if (failure) {
    logger.error(
      { reason: failure },
      "enquiries database cannot be opened: the catalogue is served, enquiries are refused until it opens",
    );
  } else {
    const counts = await store.countByStatus();
    if (!worker && counts.pending > 0) {
      logger.warn(
        { pending: counts.pending },
        "enquiries are waiting to be e-mailed but SMTP_URL/ENQUIRY_TO are not set; they stay pending",
      );
    }
    logger.info({ ...counts, email: worker ? "on" : "off" }, "enquiries store ready");
  }
  worker?.start();
  return createEnquiryService({
    store,
    worker,
    rateLimit: settings.rateLimit,
    logger,
    listSecret: settings.listSecret,
    onClose: () => mailer?.close(),
  });
}

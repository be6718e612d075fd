import { errorReason } from "~/server/logger.server";
import { createMailTransport, type MailAddress } from "~/server/mail.server";
import type { EnquiryStore, StoredEnquiry, StoredLine } from "./enquiry-store";
import { formatIndiaTime } from "~/formatting/india-time";
import { BUYER_FIELDS, type BuyerField } from "./form";
import { languageOfPath } from "~/i18n/languages";
import { describedName } from "~/formatting/described-name";
import { defanged } from "~/formatting/visitor-text";

export type MailSettings = {
  /** `smtp://user:password@host:587` or `smtps://…:465`; query parameters are nodemailer options. */
  smtpUrl: string;
  to: readonly string[];
  from: string;
};

export type EnquiryEmail = {
  from: MailAddress;
  to: string[];
  replyTo: MailAddress;
  subject: string;
  text: string;
  /** Only for an enquiry list: its lines as a table; every piece of visitor text escaped. */
  html?: string;
  messageId: string;
};

/**
 * The e-mail the company receives for an enquiry: Reply-To the visitor, and a Message-ID fixed per
 * enquiry so that a retry after an unclear failure is recognisable as the same message. A contact
 * message is plain text only (the message is untrusted); an enquiry list (docs/product.md 12.3)
 * also has an HTML part with its lines as a table, all visitor and sheet text escaped.
 */
export function enquiryEmail(
  stored: StoredEnquiry,
  settings: Pick<MailSettings, "to" | "from">,
  site: { name: string; url: string },
): EnquiryEmail {
  const enquiry = withLinksDefanged(stored);
  const host = new URL(site.url).hostname || "localhost";
  const list = enquiry.lines.length > 0;
  const footer = [
    `From: ${enquiry.name} <${enquiry.email}>`,
    ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
    ...buyerText(enquiry),
    `Sent: ${formatIndiaTime(enquiry.createdAt)} (India time)`,
    `Page: ${site.url}${enquiry.page}`,
    // The e-mail is for the company's staff and stays English; the buyer may prefer a Hindi reply.
    ...(languageOfPath(enquiry.page.split(/[?#]/)[0] ?? "") === "hi"
      ? ["Language: Hindi (sent from the Hindi site)"]
      : []),
    `Enquiry: #${enquiry.id}`,
  ];
  const email: EnquiryEmail = {
    from: { name: `${site.name} website`, address: settings.from },
    to: [...settings.to],
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: list
      ? `Enquiry list from ${[enquiry.name, enquiry.shop].filter(Boolean).join(", ")} (${linesCount(enquiry.lines)})`
      : `Website enquiry from ${enquiry.name}`,
    messageId: `<enquiry-${enquiry.id}-${enquiry.createdAt.getTime()}@${host}>`,
    text: [
      ...(list ? [...listText(enquiry.lines), ""] : []),
      ...(enquiry.message ? [enquiry.message, ""] : []),
      "--",
      ...footer,
      "",
      "Reply to this e-mail to answer the visitor.",
    ].join("\n"),
  };
  if (list) email.html = listHtml(enquiry, footer);
  return email;
}

/**
 * The visitor's words with every link in them defanged (app/formatting/visitor-text.ts): a name,
 * a shop, a message or a line saying "re-verify your desk account at http://…" reaches staff as
 * `hxxp://…[.]…`, never as a link. The e-mail address stays: it is checked, and it is whom staff answer.
 */
function withLinksDefanged(enquiry: StoredEnquiry): StoredEnquiry {
  const optional = (text: string | null) => (text === null ? null : defanged(text));
  return {
    ...enquiry,
    name: defanged(enquiry.name),
    message: defanged(enquiry.message),
    ...Object.fromEntries(BUYER_FIELDS.map((field) => [field, optional(enquiry[field])])),
    lines: enquiry.lines.map((line) => ({
      ...line,
      name: defanged(line.name),
      pack: optional(line.pack),
      manufacturer: optional(line.manufacturer),
    })),
  };
}

/** Who is asking, in the company's words: one line per field given. */
const BUYER_LABELS: Record<BuyerField, string> = {
  shop: "Shop or hospital",
  drugLicence: "Drug licence",
  gstin: "GSTIN",
  city: "City",
};

function buyerText(enquiry: StoredEnquiry): string[] {
  return BUYER_FIELDS.flatMap((field) => (enquiry[field] ? [`${BUYER_LABELS[field]}: ${enquiry[field]}`] : []));
}

/** "3 medicines", "3 medicines, 1 not in the catalogue", "1 not in the catalogue": what staff will look up. */
function linesCount(lines: readonly StoredLine[]): string {
  const notInCatalogue = lines.filter((line) => line.notInCatalogue).length;
  const medicines = lines.length - notInCatalogue;
  return [
    ...(medicines > 0 ? [medicines === 1 ? "1 medicine" : `${medicines} medicines`] : []),
    ...(notInCatalogue > 0 ? [`${notInCatalogue} not in the catalogue`] : []),
  ].join(", ");
}

/**
 * A line as staff look it up (docs/product.md 12.8): "Amlong 5 Tablet (Micro Labs, strip of 15) —
 * 30 strips", what the catalogue lacked left out; a free-text line as written.
 */
const lineText = (line: StoredLine) => `${describedName(line)} — ${quantityText(line)}`;

const quantityText = (line: StoredLine) => (line.unit ? `${line.quantity} ${line.unit}` : String(line.quantity));

/** Where staff find the line: the medicine's id, or that it is not in the catalogue. */
const lineSource = (line: StoredLine) => (line.medicineId === null ? "not in the catalogue" : `id ${line.medicineId}`);

/** The lines as plain text: "1. Dolo 650 Tablet (Micro Labs, strip of 15) — 2 strips (id dolo-650-tablet)". */
function listText(lines: readonly StoredLine[]): string[] {
  return [
    `Enquiry list, ${linesCount(lines)}:`,
    ...lines.map((line, at) => `${at + 1}. ${lineText(line)} (${lineSource(line)})`),
  ];
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

function listHtml(enquiry: StoredEnquiry, footer: readonly string[]): string {
  const cell = "border:1px solid #cbd5e1;padding:4px 8px;text-align:left";
  const rows = enquiry.lines
    .map(
      (line, at) =>
        `<tr><td style="${cell}">${at + 1}</td><td style="${cell}">${escapeHtml(line.name)}</td>` +
        `<td style="${cell}">${escapeHtml(line.pack ?? "")}</td><td style="${cell}">${escapeHtml(line.manufacturer ?? "")}</td>` +
        `<td style="${cell}">${escapeHtml(lineSource(line))}</td>` +
        `<td style="${cell};text-align:right">${escapeHtml(quantityText(line))}</td></tr>`,
    )
    .join("\n");
  const paragraphs = (texts: readonly string[]) =>
    texts.map((text) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`).join("\n");
  return [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif">',
    `<p>Enquiry list, ${linesCount(enquiry.lines)}:</p>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr><th style="${cell}">#</th><th style="${cell}">Medicine</th><th style="${cell}">Pack</th><th style="${cell}">Manufacturer</th><th style="${cell}">Id</th><th style="${cell}">Quantity</th></tr></thead>`,
    `<tbody>\n${rows}\n</tbody></table>`,
    enquiry.message ? paragraphs([enquiry.message]) : "",
    "<hr>",
    paragraphs(footer),
    "<p>Reply to this e-mail to answer the visitor.</p>",
    "</body></html>",
  ].join("\n");
}

export type SendEnquiry = (enquiry: StoredEnquiry, signal: AbortSignal) => Promise<void>;

export type Mailer = { send: SendEnquiry; close(): void };

/** Sends enquiries through the site's mail transport (app/server/mail.server.ts). */
export function createMailer(settings: MailSettings, site: { name: string; url: string }): Mailer {
  const transport = createMailTransport(settings.smtpUrl);
  return {
    send: (enquiry, signal) => transport.send(enquiryEmail(enquiry, settings, site), signal),
    close: () => transport.close(),
  };
}

export type RetryPolicy = { baseMs: number; maxMs: number };

/** Delay after the n-th failed attempt (n ≥ 1): base, 2×base, 4×base … at most maxMs. */
export function deliveryRetryDelay(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

export type WorkerLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type DeliveryWorkerOptions = {
  store: EnquiryStore;
  send: SendEnquiry;
  retry: RetryPolicy;
  logger: WorkerLogger;
  /** How long a claimed enquiry is reserved for this worker; longer than one send can take. */
  leaseMs?: number;
  /** Longest sleep between checks, for enquiries other processes stored or left behind. */
  pollMs?: number;
};

export type DeliveryWorker = {
  /** Starts delivering, beginning with whatever is pending (also from before a restart). */
  start(): void;
  /** A new enquiry is pending: deliver now instead of at the next check. */
  kick(): void;
  /** Stops the worker, cancelling a send in progress; resolves when nothing runs any more. */
  stop(): Promise<void>;
};

/** A failure as the log and the enquiry's last error say it: the database's statements (and their values) left out. */
const describeError = errorReason;

/**
 * Background delivery of pending enquiries in the server process: claims one due enquiry at a
 * time, sends it, marks it delivered, or records the failure and the next attempt (exponential
 * backoff). The state lives in the database, so a restart carries on where the last run stopped.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, send, retry, logger } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 60_000;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  const abort = new AbortController();

  async function deliverOne(): Promise<boolean> {
    const [enquiry] = await store.claimDue(new Date(), leaseMs, 1);
    if (!enquiry) return false;
    try {
      await send(enquiry, abort.signal);
      await store.markDelivered(enquiry.id, new Date());
      logger.info({ enquiryId: enquiry.id, attempts: enquiry.attempts + 1 }, "enquiry e-mailed");
    } catch (error) {
      if (abort.signal.aborted) {
        // Shutting down is not the mail server's fault: the next start sends it at once.
        await store.release(enquiry.id, new Date());
        return false;
      }
      const attempts = enquiry.attempts + 1;
      const nextAttemptAt = new Date(Date.now() + deliveryRetryDelay(attempts, retry));
      const reason = describeError(error);
      await store.markFailed(enquiry.id, reason, nextAttemptAt);
      logger.warn(
        { enquiryId: enquiry.id, attempts, nextAttemptAt: nextAttemptAt.toISOString(), reason },
        "enquiry e-mail failed; will retry",
      );
    }
    return true;
  }

  async function run(): Promise<void> {
    do {
      runAgain = false;
      while (!stopped && (await deliverOne()));
    } while (runAgain && !stopped);
    if (stopped) return;
    const next = await store.nextDueAt();
    const wait = next ? Math.min(Math.max(next.getTime() - Date.now(), 0), pollMs) : pollMs;
    schedule(wait);
  }

  function schedule(wait: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      trigger();
    }, wait);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  function trigger() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = run()
      .catch((error: unknown) => {
        // The database itself failed (disk full, remote down): try again later.
        logger.error({ reason: describeError(error) }, "enquiry delivery check failed");
        schedule(Math.min(pollMs, retry.maxMs));
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      trigger();
    },
    kick() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      trigger();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      abort.abort();
      await running;
    },
  };
}

import type { Transporter } from "nodemailer";

/** A sender or recipient with a name: `"Ganga Pharma order desk" <website@…>`. */
export type MailAddress = { name: string; address: string };

export type MailMessage = {
  from: MailAddress;
  to: string | string[];
  subject: string;
  text: string;
  /** A second, HTML part (the enquiry list's table); every piece of visitor text escaped by its writer. */
  html?: string;
  replyTo?: MailAddress;
  /** Fixed per message where a retry must be recognisable as the same one (an enquiry's). */
  messageId?: string;
};

/**
 * The site's one way to send e-mail (docs/architecture.md, "Shared floors"): the SMTP server of
 * SMTP_URL, for the enquiries' e-mails to the company, the desk's sign-in links and morning
 * e-mail, and back-in-stock's e-mails to buyers.
 */
export type MailTransport = {
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  close(): void;
};

/**
 * `smtpUrl`: `smtp://user:password@host:587` or `smtps://…:465`; query parameters are nodemailer
 * options. nodemailer (about 40 modules) is loaded with the first message, not by every process at
 * start (docs/decisions/036-cheaper-pages.md, sixth round); SMTP_URL's form is checked at start
 * (app/composition/config.server.ts).
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // A mail server that accepts the connection and then hangs must not hold a delivery forever.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async send(message, signal) {
      await (await open()).sendMail(signal ? { ...message, signal } : message);
    },
    close() {
      // A transport never opened has nothing to close; one that failed to load was reported by its send.
      transport?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}

/** One sender's mail: every message from the same name and address (the desk's, the site's). */
export type Mailbox = {
  send(message: { to: string | string[]; subject: string; text: string }): Promise<void>;
  close(): void;
};

export function createMailbox(settings: { smtpUrl: string; from: MailAddress }): Mailbox {
  const transport = createMailTransport(settings.smtpUrl);
  return {
    send: (message) => transport.send({ from: settings.from, ...message }),
    close: () => transport.close(),
  };
}

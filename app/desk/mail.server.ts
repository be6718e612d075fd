import nodemailer from "nodemailer";

/**
 * The desk's e-mails (sign-in links, the morning e-mail) through the site's SMTP server (SMTP_URL);
 * also the back-in-stock e-mails to buyers (app/back-in-stock), under the site's own name.
 */
export type DeskMail = {
  send(message: { to: string | string[]; subject: string; text: string }): Promise<void>;
  close(): void;
};

export function createDeskMail(settings: {
  smtpUrl: string;
  from: string;
  siteName: string;
  /** The sender's name; the desk's by default. */
  fromName?: string;
}): DeskMail {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: { name: settings.fromName ?? `${settings.siteName} order desk`, address: settings.from },
        ...message,
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The sign-in e-mail: plain text, the link alone on its line. */
export function signInEmail(link: string, siteName: string): { subject: string; text: string } {
  return {
    subject: `Sign in to the ${siteName} order desk`,
    text: [
      `Sign in to the ${siteName} order desk:`,
      "",
      link,
      "",
      "The link works once, within 15 minutes. If you did not ask for it, ignore this e-mail:",
      "nobody signs in without the link.",
    ].join("\n"),
  };
}

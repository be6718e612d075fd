import { createMailbox, type Mailbox } from "~/server/mail.server";

/** The desk's e-mails (sign-in links, the morning e-mail), under the desk's name, through the site's mail transport. */
export type DeskMail = Mailbox;

export function createDeskMail(settings: { smtpUrl: string; from: string; siteName: string }): DeskMail {
  return createMailbox({
    smtpUrl: settings.smtpUrl,
    from: { name: `${settings.siteName} order desk`, address: settings.from },
  });
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

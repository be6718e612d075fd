import type { Logger } from "~/server/logger.server";
import { errorReason } from "~/server/logger.server";
import { storeOnceOpen } from "~/server/reopening.server";
import { securityLog } from "~/server/security-event.server";
import type { SearchMissStore, CatalogueStore } from "~/catalogue/index.server";
import { createDigest, type DigestOptions } from "./digest.server";
import { createDeskMail, signInEmail, type DeskMail } from "./mail.server";
import { createSignIn, sessionCookie, type SignIn } from "./sign-in.server";
import { openDeskStore, type DeskStore } from "./store.server";

/** The order desk as the server runs it (server/services.ts): its store, sign-in, mail. */
export type DeskService = {
  store: DeskStore;
  signIn: SignIn;
  /** The site's public address (SITE_URL): links in e-mails, and the Origin a desk action may have. */
  siteUrl: string;
  /** Whether e-mails can be sent (SMTP_URL); without, `npm run desk:link` prints sign-in links. */
  mailing: boolean;
  close(): void;
};

export type DeskSettings = {
  databaseUrl: string;
  databaseAuthToken?: string;
  staffEmails: readonly string[];
  mail: { smtpUrl: string; from: string } | null;
  siteUrl: string;
  siteName: string;
  /** Signs the session cookie (a key derived from it: the enquiry list's secret, docs/decisions/008). */
  secret: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** DESK_IDLE_MINUTES: a session unused this long ends. */
  idleMinutes: number;
  /** The morning e-mail (DIGEST_HOUR) and what it reads; sent only with a mail server and staff. */
  digest?: {
    hour: number;
    searchMisses: SearchMissStore;
    catalogue: Pick<CatalogueStore, "health" | "read">;
    stockRequests: DigestOptions["stockRequests"];
  };
};

export async function startDesk(settings: DeskSettings): Promise<DeskService> {
  // A database out of reach does not stop the site's start: the desk fails until it opens.
  const store = await storeOnceOpen(() =>
    openDeskStore({ url: settings.databaseUrl, authToken: settings.databaseAuthToken }),
  );
  const mail: DeskMail | null = settings.mail
    ? createDeskMail({ ...settings.mail, siteName: settings.siteName })
    : null;
  const signIn = createSignIn({
    store,
    staffEmails: settings.staffEmails,
    cookie: sessionCookie(settings.secret, settings.siteUrl.startsWith("https:")),
    async sendLink(email, link) {
      if (!mail) {
        settings.logger.warn({}, "desk sign-in link asked for, but no mail server is set: use npm run desk:link");
        return;
      }
      await mail.send({ to: email, ...signInEmail(link, settings.siteName) });
    },
    // Never the address: the log says that a link did not leave, and why.
    onSendFailed: (error) => settings.logger.error({ reason: errorReason(error) }, "desk sign-in e-mail failed"),
    security: securityLog(settings.logger),
    idleMinutes: settings.idleMinutes,
  });
  const digest =
    mail && settings.digest && settings.staffEmails.length > 0
      ? createDigest({
          store,
          mail,
          staffEmails: settings.staffEmails,
          hour: settings.digest.hour,
          searchMisses: settings.digest.searchMisses,
          catalogue: settings.digest.catalogue,
          stockRequests: settings.digest.stockRequests,
          site: { name: settings.siteName, url: settings.siteUrl },
          logger: settings.logger,
        })
      : null;
  digest?.start();
  return {
    store,
    signIn,
    siteUrl: settings.siteUrl,
    mailing: mail !== null,
    close() {
      digest?.stop();
      mail?.close();
      store.close();
    },
  };
}

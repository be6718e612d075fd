// `npm run desk:link -- EMAIL`
// Prints a one-time sign-in link to the order desk for a staff address (STAFF_EMAILS), for a
// server without a mail server (SMTP_URL), or a member of staff whose mail is slow. The link
// works once, within 15 minutes, like an e-mailed one (docs/product.md "Order desk").
import { existsSync } from "node:fs";
import { loadConfig } from "~/composition/config.server";
import { DESK_LINK_PATH } from "~/desk/links";
import { createSignIn, sessionCookie, staffEmailSchema } from "~/desk/sign-in.server";
import { openDeskStore } from "~/desk/store.server";

const USAGE = "Usage: npm run desk:link -- EMAIL";

async function main(argv: string[]): Promise<number> {
  const email = staffEmailSchema.safeParse(argv[0] ?? "");
  if (argv.length !== 1 || !email.success) {
    console.error(USAGE);
    return 2;
  }
  // The server's settings: a .env file in the project folder, with the environment winning.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  if (!config.STAFF_EMAILS.includes(email.data)) {
    console.error(`${email.data} is not in STAFF_EMAILS: add it there (and restart the server) first.`);
    return 1;
  }
  const store = await openDeskStore({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  try {
    const signIn = createSignIn({
      store,
      staffEmails: config.STAFF_EMAILS,
      // The link does not depend on the cookie's key: any will do here.
      cookie: sessionCookie("desk-link", false),
      sendLink: async () => {},
      onSendFailed: () => {},
    });
    const link = await signIn.linkFor(email.data, `${config.SITE_URL}${DESK_LINK_PATH}`);
    process.stdout.write(`${link}\n`);
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

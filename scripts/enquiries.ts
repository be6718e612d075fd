// `npm run enquiries -- [--format json|csv]`
// Prints every stored enquiry (oldest first) from the database the server uses (DATABASE_URL,
// or enquiries.db in DATA_DIR), so the company can read them without an admin screen:
// `npm run --silent enquiries -- --format csv > enquiries.csv`.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "~/composition/config.server";
import { enquiriesToCsv, enquiriesToJson } from "~/enquiries/export";
import { openEnquiryStore } from "~/enquiries/store.server";

const USAGE = "Usage: npm run enquiries -- [--format json|csv]";

async function main(argv: string[]): Promise<number> {
  let format: string;
  try {
    const { values } = parseArgs({ args: argv, options: { format: { type: "string", default: "json" } } });
    format = values.format;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (format !== "json" && format !== "csv") {
    console.error(`Unknown format "${format}".\n${USAGE}`);
    return 2;
  }
  // The server's settings: a .env file in the project folder, with the environment winning.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  const store = await openEnquiryStore({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  try {
    const enquiries = await store.list();
    process.stdout.write(format === "json" ? enquiriesToJson(enquiries) : enquiriesToCsv(enquiries));
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

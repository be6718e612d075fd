// `npm run search:misses -- [--since <n>h|d|w] [--format table|csv|json]`
// Lists the searches that found nothing (docs/product.md 10.7), most frequent first, from the
// database the server uses (DATABASE_URL, or enquiries.db in DATA_DIR): what buyers look for
// that the catalogue lacks. `--since 7d` keeps the texts last seen in the past 7 days (their
// count is the total since first seen). `npm run --silent search:misses -- --format csv > misses.csv`.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "~/composition/config.server";
import { openSearchMissStore } from "~/catalogue/search-misses/store.server";
import { FORMATS, formatMisses, parseSince, type Format } from "./lib/search-misses-report";

const USAGE = "Usage: npm run search:misses -- [--since <n>h|d|w] [--format table|csv|json]";

async function main(argv: string[]): Promise<number> {
  let values: { format: string; since?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { format: { type: "string", default: "table" }, since: { type: "string" } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const format = values.format;
  if (!(FORMATS as readonly string[]).includes(format)) {
    console.error(`Unknown format "${format}".\n${USAGE}`);
    return 2;
  }
  const since = values.since === undefined ? undefined : parseSince(values.since, new Date());
  if (since === null) {
    console.error(`Unknown period "${values.since}": a number followed by h, d or w, such as 7d.\n${USAGE}`);
    return 2;
  }
  // The server's settings: a .env file in the project folder, with the environment winning.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig(process.env);
  const store = await openSearchMissStore({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  try {
    process.stdout.write(formatMisses(await store.list({ since }), format as Format));
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { DEFAULT_RATE_LABEL, RATE_LABELS, type RateTerms } from "~/catalogue/trade/rate-label";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variables the server reads; README's configuration table documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Server processes sharing the port (node:cluster, server/cluster.ts); 1 is one plain process.
  // Ignored in development, where Vite's dev server runs in the one process.
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1, "WEB_CONCURRENCY must be 1 or more")
    .max(64, "WEB_CONCURRENCY must be at most 64")
    .default(1),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  CATALOGUE_SOURCE: z.string().trim().min(1).optional(),
  SHEET_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, "SHEET_ID must be the id from the sheet's URL (letters, digits, - and _)")
    .optional(),
  SHEET_GID: z.string().trim().regex(/^\d+$/, "SHEET_GID must be the numeric gid from the sheet's URL").optional(),
  // What the site calls the price a buyer pays (docs/product.md 11.7): Rate, PTR or PTS.
  RATE_LABEL: z.enum(RATE_LABELS).default(DEFAULT_RATE_LABEL),
  // Whether those rates include GST (docs/product.md 11.7): no by default, as the trade quotes PTR
  // without it. Said beside every rate; the margin adds the GST when the rate does not include it.
  RATE_INCLUDES_GST: z
    .enum(["true", "false"], "RATE_INCLUDES_GST must be true or false")
    .default("false")
    .transform((value) => value === "true"),
  CATALOGUE_REFRESH_SECONDS: positiveInt(300),
  CATALOGUE_FETCH_TIMEOUT_MS: positiveInt(10_000),
  // How long a medicine must stay in stock before "Back in stock" is news (docs/product.md 17.2).
  CATALOGUE_STOCK_HOLD_MINUTES: z.coerce.number().int().min(0).default(60),
  CATALOGUE_RETRY_BASE_MS: positiveInt(1_000),
  // A newly read catalogue keeping fewer than this share of the last good one's medicines is held
  // back (app/catalogue/shrink-guard.server.ts); 0 holds back only an empty one.
  CATALOGUE_MIN_KEEP_RATIO: z.coerce
    .number()
    .min(0, "CATALOGUE_MIN_KEEP_RATIO must be between 0 and 1")
    .max(1, "CATALOGUE_MIN_KEEP_RATIO must be between 0 and 1")
    .default(0.5),
  // Largest catalogue snapshot (JSON bytes) browsers keep for instant filtering; 0 turns that off.
  INSTANT_CATALOGUE_MAX_BYTES: z.coerce.number().int().min(0).default(3_000_000),
  // Bytes of rendered pages kept in memory (server/page-cache.ts); 0 turns the page cache off.
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(67_108_864),
  // Bytes of resized sheet photos kept in DATA_DIR/images (app/catalogue/images); oldest removed first.
  IMAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000, "IMAGE_CACHE_MAX_BYTES must be at least 1000000")
    .default(268_435_456),
  // host:port pairs (comma-separated) the image fetcher may reach although they are private or loopback.
  IMAGE_PRIVATE_HOSTS: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item !== ""),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/,
            "IMAGE_PRIVATE_HOSTS must be host:port pairs separated by commas",
          ),
      ),
    )
    .default([]),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Enquiries (the contact form): where they are stored and where they are e-mailed.
  DATABASE_URL: z
    .string()
    .trim()
    // A SQLite file, or PostgreSQL for more than one host (docs/decisions/027-postgresql.md).
    .regex(/^(file:|postgres(ql)?:\/\/)/i, "DATABASE_URL must be a file: URL or a postgres:// (postgresql://) URL")
    .optional(),
  DATABASE_AUTH_TOKEN: z.string().trim().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  ENQUIRY_TO: z
    .string()
    .transform((text) => text.split(",").map((address) => address.trim()))
    .pipe(z.array(z.email("ENQUIRY_TO must be one e-mail address or several separated by commas")).min(1))
    .optional(),
  ENQUIRY_FROM: z.email("ENQUIRY_FROM must be an e-mail address").optional(),
  ENQUIRY_RATE_LIMIT: positiveInt(5),
  ENQUIRY_RATE_WINDOW_MINUTES: positiveInt(60),
  // "Notify me when it is back" (docs/product.md 17.4): requests one client may make per window.
  NOTIFY_RATE_LIMIT: positiveInt(30),
  NOTIFY_RATE_WINDOW_MINUTES: positiveInt(60),
  ENQUIRY_RETRY_BASE_MS: positiveInt(60_000),
  ENQUIRY_RETRY_MAX_MS: positiveInt(3_600_000),
  // Signs the enquiry list cookie; without it the server generates one and keeps it in the database.
  ENQUIRY_LIST_SECRET: z.string().trim().min(32, "ENQUIRY_LIST_SECRET must be at least 32 characters").optional(),
  // The order desk's staff (docs/product.md "Order desk"): who may ask for a sign-in link. Empty: nobody.
  STAFF_EMAILS: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("STAFF_EMAILS must be e-mail addresses separated by commas")))
    .default([]),
  // The hour (India time, 0-23) at which the desk's morning e-mail goes to the staff.
  DIGEST_HOUR: z.coerce
    .number()
    .int()
    .min(0, "DIGEST_HOUR must be an hour from 0 to 23")
    .max(23, "DIGEST_HOUR must be an hour from 0 to 23")
    .default(8),
  // Express's "trust proxy": false, true, a hop count, or addresses/subnets ("loopback, 10.0.0.0/8").
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value): boolean | number | string => {
      if (value === "true" || value === "false") return value === "true";
      return /^\d+$/.test(value) ? Number(value) : value;
    })
    .default(false),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

/** How the site quotes its rates (docs/product.md 11.7): the label and whether they include GST. */
export function rateTermsOfConfig(config: Pick<ServerConfig, "RATE_LABEL" | "RATE_INCLUDES_GST">): RateTerms {
  return { label: config.RATE_LABEL, rateIncludesGst: config.RATE_INCLUDES_GST };
}

/** The bundled sample catalogue, served when no source is configured. */
export const SAMPLE_CATALOGUE_PATH = "data/sample-catalogue.gviz.txt";

/**
 * Reads and validates the environment once at start-up. Invalid values stop the
 * server with a message naming the variable, rather than surfacing later as odd behaviour.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings in .env files mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (Boolean(config.SMTP_URL) !== Boolean(config.ENQUIRY_TO)) {
    // One without the other is a half-done setup: fail loudly instead of silently not e-mailing.
    throw new Error("Invalid configuration: SMTP_URL and ENQUIRY_TO must be set together (or neither)");
  }
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    SITE_URL: config.SITE_URL.replace(/\/+$/, ""),
    DATA_DIR: dataDir,
    DATABASE_URL: config.DATABASE_URL ?? defaultDatabaseUrl(dataDir),
    /** Where enquiries are e-mailed; null when mail is not configured (they are only stored). */
    mail:
      config.SMTP_URL && config.ENQUIRY_TO
        ? { smtpUrl: config.SMTP_URL, to: config.ENQUIRY_TO, from: config.ENQUIRY_FROM ?? config.ENQUIRY_TO[0]! }
        : null,
  };
}

/** The enquiries database when DATABASE_URL is not set: a file in DATA_DIR. */
export function defaultDatabaseUrl(dataDir: string): string {
  return pathToFileURL(path.join(dataDir, "enquiries.db")).href;
}

import path from "node:path";
import { z } from "zod";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variables the server reads; README's configuration table documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  CATALOGUE_SOURCE: z.string().trim().min(1).optional(),
  SHEET_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, "SHEET_ID must be the id from the sheet's URL (letters, digits, - and _)")
    .optional(),
  SHEET_GID: z.string().trim().regex(/^\d+$/, "SHEET_GID must be the numeric gid from the sheet's URL").optional(),
  CATALOGUE_REFRESH_SECONDS: positiveInt(300),
  CATALOGUE_FETCH_TIMEOUT_MS: positiveInt(10_000),
  CATALOGUE_RETRY_BASE_MS: positiveInt(1_000),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

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
  return {
    ...config,
    SITE_URL: config.SITE_URL.replace(/\/+$/, ""),
    DATA_DIR: path.resolve(config.DATA_DIR),
  };
}

import { isIP } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";

/** The safe forms of TRUST_PROXY, named when a value is refused. */
const TRUST_PROXY_FORMS =
  "set the number of proxies in front of the site (TRUST_PROXY=1) or their addresses (TRUST_PROXY=loopback, or TRUST_PROXY=10.0.0.5, 10.0.0.0/8)";

/** Express's names of address ranges, which "trust proxy" takes as well as addresses and subnets. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Whether a TRUST_PROXY value is a list of addresses, subnets (`10.0.0.0/8`) and range names. */
function proxyAddresses(value: string): boolean {
  return value.split(",").every((part) => {
    const item = part.trim().toLowerCase();
    if (PROXY_RANGE_NAMES.has(item)) return true;
    const [address = "", bits, ...rest] = item.split("/");
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

/** A whole number above 0, with a default. */
export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The environment variables the server itself reads (the features read theirs: app/catalogue,
 * app/enquiries and app/desk each have a settings.server.ts; app/composition/config.server.ts
 * reads them all at once). README's configuration table documents each one.
 */
export const serverSettings = {
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
  // Bytes of rendered pages kept in memory (server/page-cache.ts); 0 turns the page cache off.
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(67_108_864),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The one database (enquiries, the desk, search misses, what changed).
  DATABASE_URL: z
    .string()
    .trim()
    // A SQLite file, or PostgreSQL for more than one host (docs/decisions/027-postgresql.md).
    .regex(/^(file:|postgres(ql)?:\/\/)/i, "DATABASE_URL must be a file: URL or a postgres:// (postgresql://) URL")
    .optional(),
  DATABASE_AUTH_TOKEN: z.string().trim().min(1).optional(),
  // Express's "trust proxy": false, a hop count, or the proxies' addresses/subnets ("loopback,
  // 10.0.0.0/8"). Never `true`: it trusts every X-Forwarded-For, so any client could name itself
  // another address and dodge the per-client limits (decision 65).
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => value.toLowerCase() !== "true", {
      message: `TRUST_PROXY=true would let any client dodge the per-client limits with X-Forwarded-For; ${TRUST_PROXY_FORMS}`,
    })
    .refine((value) => value === "false" || /^\d+$/.test(value) || proxyAddresses(value), {
      message: `TRUST_PROXY is none of its forms; ${TRUST_PROXY_FORMS}`,
    })
    .transform((value): false | number | string => {
      if (value === "false") return false;
      return /^\d+$/.test(value) ? Number(value) : value;
    })
    .default(false),
};

/**
 * Reads the environment against a schema. Empty strings in .env files mean "not set". Invalid
 * values stop the server with a message naming each variable, rather than surfacing later as odd
 * behaviour.
 */
export function readSettings<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The server's own settings made whole: the site's address without a trailing slash, the folders resolved. */
export function serverConfigOf(settings: { SITE_URL: string; DATA_DIR: string; DATABASE_URL?: string | undefined }) {
  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    SITE_URL: settings.SITE_URL.replace(/\/+$/, ""),
    DATA_DIR: dataDir,
    DATABASE_URL: settings.DATABASE_URL ?? defaultDatabaseUrl(dataDir),
  };
}

/** The enquiries database when DATABASE_URL is not set: a file in DATA_DIR. */
export function defaultDatabaseUrl(dataDir: string): string {
  return pathToFileURL(path.join(dataDir, "enquiries.db")).href;
}

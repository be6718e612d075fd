import { z } from "zod";
import { positiveInt } from "~/server/config.server";
import { DEFAULT_RATE_LABEL, RATE_LABELS, type RateTerms } from "./trade/rate-label";

/**
 * The catalogue's environment variables: where the sheet is, how it is read and kept, how rates
 * are named, the photos' cache. Read with the others once at start (app/composition/config.server.ts);
 * README's configuration table documents each one.
 */
export const catalogueSettings = {
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
};

export type CatalogueSettings = z.output<z.ZodObject<typeof catalogueSettings>>;

/** How the site quotes its rates (docs/product.md 11.7): the label and whether they include GST. */
export function rateTermsOfConfig(config: Pick<CatalogueSettings, "RATE_LABEL" | "RATE_INCLUDES_GST">): RateTerms {
  return { label: config.RATE_LABEL, rateIncludesGst: config.RATE_INCLUDES_GST };
}

/** The bundled sample catalogue, served when no source is configured. */
export const SAMPLE_CATALOGUE_PATH = "data/sample-catalogue.gviz.txt";

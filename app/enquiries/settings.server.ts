import { z } from "zod";
import { positiveInt } from "~/server/config.server";

/**
 * The enquiries' environment variables: where they are e-mailed, how often one address may send,
 * how sending is retried, the key that signs the enquiry list. Read with the others once at start
 * (app/composition/config.server.ts); README's configuration table documents each one.
 */
export const enquirySettings = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  ENQUIRY_TO: z
    .string()
    .transform((text) => text.split(",").map((address) => address.trim()))
    .pipe(z.array(z.email("ENQUIRY_TO must be one e-mail address or several separated by commas")).min(1))
    .optional(),
  ENQUIRY_FROM: z.email("ENQUIRY_FROM must be an e-mail address").optional(),
  ENQUIRY_RATE_LIMIT: positiveInt(5),
  ENQUIRY_RATE_WINDOW_MINUTES: positiveInt(60),
  ENQUIRY_RETRY_BASE_MS: positiveInt(60_000),
  ENQUIRY_RETRY_MAX_MS: positiveInt(3_600_000),
  // Signs the enquiry list cookie; without it the server generates one and keeps it in the database.
  ENQUIRY_LIST_SECRET: z.string().trim().min(32, "ENQUIRY_LIST_SECRET must be at least 32 characters").optional(),
};

export type EnquirySettings = z.output<z.ZodObject<typeof enquirySettings>>;

/** Where enquiries are e-mailed; null when mail is not configured (they are only stored). */
export function mailOf(settings: Pick<EnquirySettings, "SMTP_URL" | "ENQUIRY_TO" | "ENQUIRY_FROM">) {
  if (Boolean(settings.SMTP_URL) !== Boolean(settings.ENQUIRY_TO)) {
    // One without the other is a half-done setup: fail loudly instead of silently not e-mailing.
    throw new Error("Invalid configuration: SMTP_URL and ENQUIRY_TO must be set together (or neither)");
  }
  return settings.SMTP_URL && settings.ENQUIRY_TO
    ? { smtpUrl: settings.SMTP_URL, to: settings.ENQUIRY_TO, from: settings.ENQUIRY_FROM ?? settings.ENQUIRY_TO[0]! }
    : null;
}

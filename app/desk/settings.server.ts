import { z } from "zod";

/**
 * The order desk's environment variables (docs/product.md "Order desk"). Read with the others once
 * at start (app/composition/config.server.ts); README's configuration table documents each one.
 */
export const deskSettings = {
  // The staff: who may ask for a sign-in link. Empty: nobody.
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
  // Minutes without a request after which a desk session ends (it ends 12 hours after sign-in anyway).
  DESK_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1, "DESK_IDLE_MINUTES must be minutes from 1 to 720")
    .max(720, "DESK_IDLE_MINUTES must be minutes from 1 to 720")
    .default(30),
};

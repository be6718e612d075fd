import { z } from "zod";
import { isScheme, readScheme, type Scheme } from "./scheme";

/** A scheme, checked at the import's boundary (docs/product.md 11.7). */
export const schemeSchema = z.custom<Scheme>(isScheme, { message: "not a scheme" });

/**
 * The scheme cell as the sheet's staff type it, read at the import's boundary ({@link readScheme}).
 * Blank: no scheme; anything else unreadable is an issue the import reports with the cell.
 */
export const schemeCellSchema = z.string().transform((text, context): Scheme | undefined => {
  const scheme = readScheme(text);
  if (scheme !== undefined) return scheme ?? undefined;
  context.addIssue({
    code: "custom",
    message: 'scheme not understood (write it like "10+1", "Buy 10 get 1 free" or "5%")',
  });
  return z.NEVER;
});

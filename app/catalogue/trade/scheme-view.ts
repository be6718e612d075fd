import { formatInr } from "./format";
import { effectiveRate, schemeOfText, schemeText, type Scheme } from "./scheme";
import type { Translate } from "~/i18n/translator";

/** A scheme as the pages say it: "Scheme 10+1" and what a pack then costs, "₹90.91 per pack after scheme". */
export type SchemeView = { scheme: string; effectiveRate: string };

/**
 * The scheme's words for a rate (docs/product.md 11.7); none without a scheme or without a real rate
 * to apply it to. Takes the scheme as the medicine carries it or as the browser's copy writes it.
 */
export function schemeView(
  rate: number | undefined,
  scheme: Scheme | string | undefined,
  t: Translate,
): SchemeView | undefined {
  const read = typeof scheme === "string" ? schemeOfText(scheme) : scheme;
  if (read === undefined || rate === undefined || rate <= 0) return undefined;
  return {
    scheme: t("price.scheme", { scheme: schemeText(read) }),
    effectiveRate: t("price.effectiveRate", { amount: formatInr(effectiveRate(rate, read)) }),
  };
}

import { useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Translate } from "~/i18n/translator";

/**
 * What the site calls the price a buyer pays (docs/product.md 11.7): the setting `RATE_LABEL`. A
 * distributor selling to chemists quotes the PTR (price to retailer), one selling to stockists the
 * PTS; "Rate" says neither. Every rate the site shows carries it, never an unlabelled price.
 */
export const RATE_LABELS = ["Rate", "PTR", "PTS"] as const;
export const rateLabelSchema = z.enum(RATE_LABELS);
export type RateLabel = z.infer<typeof rateLabelSchema>;
export const DEFAULT_RATE_LABEL: RateLabel = "Rate";

/** The label in the page's language: "Rate" is a word ("रेट"); PTR and PTS stay as the trade writes them. */
export function rateLabelText(label: RateLabel, t: Translate): string {
  return label === "Rate" ? t("price.rate") : label;
}

/** The label the server's root loader sends (app/root.tsx); the default when none arrived. */
export function rateLabelOf(rootData: unknown): RateLabel {
  const parsed = z.object({ rateLabel: rateLabelSchema }).safeParse(rootData);
  return parsed.success ? parsed.data.rateLabel : DEFAULT_RATE_LABEL;
}

export function useRateLabel(): RateLabel {
  return rateLabelOf(useRouteLoaderData("root"));
}

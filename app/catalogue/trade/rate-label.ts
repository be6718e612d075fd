import { useRouteLoaderData } from "react-router";
import type { Translate } from "~/i18n/translator";

/**
 * What the site calls the price a buyer pays (docs/product.md 11.7): the setting `RATE_LABEL`. A
 * distributor selling to chemists quotes the PTR (price to retailer), one selling to stockists the
 * PTS; "Rate" says neither. Every rate the site shows carries it, never an unlabelled price.
 */
export const RATE_LABELS = ["Rate", "PTR", "PTS"] as const;
export type RateLabel = (typeof RATE_LABELS)[number];

/** Plain code, no schema library: this runs in every page's script (the setting's zod check is settings.server.ts). */
export const isRateLabel = (value: unknown): value is RateLabel => (RATE_LABELS as readonly unknown[]).includes(value);
export const DEFAULT_RATE_LABEL: RateLabel = "Rate";

/** The label in the page's language: "Rate" is a word ("रेट"); PTR and PTS stay as the trade writes them. */
export function rateLabelText(label: RateLabel, t: Translate): string {
  return label === "Rate" ? t("price.rate") : label;
}

/** The label the server's root loader sends (app/root.tsx); the default when none arrived. */
export function rateLabelOf(rootData: unknown): RateLabel {
  const label =
    typeof rootData === "object" && rootData !== null ? (rootData as { rateLabel?: unknown }).rateLabel : undefined;
  return isRateLabel(label) ? label : DEFAULT_RATE_LABEL;
}

export function useRateLabel(): RateLabel {
  return rateLabelOf(useRouteLoaderData("root"));
}

/**
 * How the site quotes its rates: their label and whether they include GST (`RATE_INCLUDES_GST`,
 * default no: the trade quotes PTR without GST). Stated beside every rate (docs/product.md 11.7).
 */
export type RateTerms = { label: RateLabel; rateIncludesGst: boolean };
export const DEFAULT_RATE_TERMS: RateTerms = { label: DEFAULT_RATE_LABEL, rateIncludesGst: false };

/** The terms the server's root loader sends (app/root.tsx); the defaults for what did not arrive. */
export function rateTermsOf(rootData: unknown): RateTerms {
  const includes =
    typeof rootData === "object" && rootData !== null
      ? (rootData as { rateIncludesGst?: unknown }).rateIncludesGst
      : undefined;
  return { label: rateLabelOf(rootData), rateIncludesGst: includes === true };
}

export function useRateTerms(): RateTerms {
  return rateTermsOf(useRouteLoaderData("root"));
}

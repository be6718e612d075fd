import type { Translate } from "~/i18n/translator";
import type { Scheme } from "./scheme";
import { effectiveRate } from "./scheme";

/**
 * The two prices a sheet gives (docs/product.md 11.7): the rate the chemist pays (called by the
 * site's `RATE_LABEL`) and the MRP printed on the pack. Each is shown only under its own name, and
 * neither stands in for the other: a row without a rate has an MRP and no rate, never an MRP in the
 * rate's place (decision 023).
 */
export type TradePrices = { rate?: number | null; mrp?: number | null };

/**
 * The price a medicine is ordered by in "Price: low to high": its rate, or on a row without one its
 * MRP, so that a sheet of MRPs alone still sorts. Only for ordering and for "Price on request"
 * (no price of either kind): never shown as a price, which is always the rate or the MRP by name.
 */
export function orderingPrice({ rate, mrp }: TradePrices): number | undefined {
  const price = rate ?? mrp;
  return price === null || price === undefined ? undefined : price;
}

/** Whether the site's rates include GST: the setting `RATE_INCLUDES_GST` (default no, as PTR is quoted). */
export type GstTerms = { rateIncludesGst: boolean };

/**
 * What the chemist pays for one pack: the rate after the scheme (a "10+1" scheme lowers it by
 * 1/11), plus the GST when the rate is quoted without it. Unknown when the rate excludes GST and the
 * row gives no GST: a guess would make a wrong margin.
 */
export function paidPerPack(
  rate: number | undefined,
  { scheme, gst }: { scheme?: Scheme | undefined; gst?: number | null | undefined },
  { rateIncludesGst }: GstTerms,
): number | undefined {
  if (rate === undefined || !(rate > 0)) return undefined;
  const afterScheme = scheme === undefined ? rate : effectiveRate(rate, scheme);
  if (rateIncludesGst) return afterScheme;
  if (gst === undefined || gst === null) return undefined;
  return afterScheme * (1 + gst / 100);
}

/**
 * The chemist's margin in whole per cent: what is left of the MRP after what is paid for the pack
 * ({@link paidPerPack}). None below 1 %, without an MRP above what is paid, or when what is paid is
 * unknown. Rate ₹704.35 + GST 12% = ₹788.87 against MRP ₹904.60: 13%.
 */
export function tradeMargin(
  prices: {
    rate?: number | undefined;
    mrp?: number | undefined;
    scheme?: Scheme | undefined;
    gst?: number | null | undefined;
  },
  terms: GstTerms,
): number | undefined {
  const paid = paidPerPack(prices.rate, prices, terms);
  const { mrp } = prices;
  if (paid === undefined || mrp === undefined || !(mrp > paid)) return undefined;
  const percent = Math.round(((mrp - paid) / mrp) * 100);
  return percent >= 1 ? percent : undefined;
}

/**
 * What is said beside a rate about GST: "+ GST 12%" for a rate without it, "+ GST" when the row
 * gives no GST, "incl. GST" when the site's rates include it.
 */
export function gstNote(gst: number | null | undefined, { rateIncludesGst }: GstTerms, t: Translate): string {
  if (rateIncludesGst) return t("price.inclGst");
  return gst === undefined || gst === null ? t("price.plusGstUnknown") : t("price.plusGst", { rate: percentText(gst) });
}

/** "Margin 13% after GST and scheme", "Margin 13% after GST": the margin says what it is worked out on. */
export function marginText(percent: number, scheme: Scheme | undefined, t: Translate): string {
  return t(scheme === undefined ? "price.margin" : "price.marginAfterScheme", { percent });
}

const percentNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/** 12 → "12", 2.5 → "2.5". */
export const percentText = (value: number) => percentNumber.format(value);

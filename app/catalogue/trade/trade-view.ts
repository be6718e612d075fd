import { formatInr } from "./format";
import type { Pack } from "../pack/pack";
import { rateLabelText, type RateTerms } from "./rate-label";
import { schemeOfText, type Scheme } from "./scheme";
import { schemeView, type SchemeView } from "./scheme-view";
import { gstNote, marginText, percentText, tradeMargin } from "./trade-price";
import { formatUnitPrice, unitPriceOf } from "./unit-price";
import type { Translate } from "~/i18n/translator";

/** What the trade figures are worked out from: a medicine, a card or a copy's entry. */
export type TradeFacts = {
  rate?: number | null | undefined;
  mrp?: number | null | undefined;
  gst?: number | null | undefined;
  /** As the medicine carries it, or as the browser's copy writes it ("10+1"). */
  scheme?: Scheme | string | null | undefined;
  packContent?: Pack | undefined;
};

/** A price with its name beside it: "PTR" "₹704.35" "+ GST 12%", "MRP" "₹904.60". */
export type NamedPrice = { label: string; amount: string };

/**
 * Every figure a page shows of a medicine's prices, each under its own name (docs/product.md 11.7,
 * decision 023): the rate with the site's label and what it says of GST, the MRP as "MRP", the
 * scheme and the rate after it, the margin after GST and scheme, and the price per unit of the
 * price shown first (the rate, else the MRP), named too. Cards, the medicine page and the
 * same-composition list all draw from this, so they cannot disagree.
 */
export type TradeView = {
  /** Neither a rate nor an MRP: "Price on request" (11.1). */
  onRequest: boolean;
  rate?: NamedPrice & { gst: string };
  mrp?: NamedPrice;
  /** "PTR ₹1.20 per tablet", "MRP ₹1.20 per tablet": of the rate when there is one, else of the MRP. */
  unitPrice?: string;
  scheme?: SchemeView;
  /** "Margin 13% after GST and scheme": none when what the chemist pays is unknown (11.7). */
  margin?: string;
  /** "GST 12%" when the row gives it; nothing when it does not (no placeholder). */
  gst?: string;
};

const present = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : value;

export function tradeView(facts: TradeFacts, terms: RateTerms, t: Translate): TradeView {
  const rate = present(facts.rate);
  const mrp = present(facts.mrp);
  const gst = present(facts.gst);
  const scheme =
    facts.scheme === null || facts.scheme === undefined
      ? undefined
      : typeof facts.scheme === "string"
        ? schemeOfText(facts.scheme)
        : facts.scheme;
  const rateLabel = rateLabelText(terms.label, t);
  const mrpLabel = t("price.mrp");
  const view: TradeView = { onRequest: rate === undefined && mrp === undefined };
  if (rate !== undefined) view.rate = { label: rateLabel, amount: formatInr(rate), gst: gstNote(gst, terms, t) };
  if (mrp !== undefined) view.mrp = { label: mrpLabel, amount: formatInr(mrp) };
  const shownFirst = rate !== undefined ? { price: rate, label: rateLabel } : { price: mrp, label: mrpLabel };
  const perUnit = unitPriceOf(shownFirst.price, facts.packContent);
  if (perUnit !== undefined && facts.packContent !== undefined) {
    view.unitPrice = t("price.named", {
      label: shownFirst.label,
      price: formatUnitPrice({ perUnit, unit: facts.packContent.unit }, t),
    });
  }
  const schemeWords = schemeView(rate, scheme, t);
  if (schemeWords !== undefined) view.scheme = schemeWords;
  const margin = tradeMargin({ rate, mrp, gst, scheme }, terms);
  if (margin !== undefined) view.margin = marginText(margin, scheme, t);
  if (gst !== undefined) view.gst = t("price.gst", { rate: percentText(gst) });
  return view;
}

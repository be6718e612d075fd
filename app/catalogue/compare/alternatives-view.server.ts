import { formatInr, PRICE_ON_REQUEST } from "~/catalogue/trade/format";
import { compositionHref, medicineHref } from "~/catalogue/urls/links";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { shownText } from "~/catalogue/medicine/placeholder";
import type { Schedule } from "~/catalogue/medicine/schedule";
import { unitPriceText } from "~/catalogue/trade/unit-price";
import { DEFAULT_RATE_TERMS, rateLabelText, type RateTerms } from "~/catalogue/trade/rate-label";
import { orderingPrice } from "~/catalogue/trade/trade-price";
import { tradeView, type TradeView } from "~/catalogue/trade/trade-view";
import { alternativesOf, comparisonText, outOfStock, type PriceComparison } from "./alternatives";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";

/** One alternative as the detail page lists it: text only, small enough for the page's data. */
export type AlternativeView = {
  id: string;
  name: string;
  href: string;
  manufacturer: string | undefined;
  /**
   * "PTR ₹1.20 per tablet"; "PTR ₹23.57 per pack" when what it holds is unknown; or "Price on
   * request": of the rate, else the MRP, and named so.
   */
  price: string;
  /** The line's rate, MRP, margin and scheme (docs/product.md 11.3), each under its own name. */
  trade: Pick<TradeView, "rate" | "mrp" | "margin" | "scheme">;
  /** "12% cheaper", "3% dearer", "Same price"; none when the prices do not compare. */
  comparison: string | undefined;
  trend: PriceComparison["kind"];
  /** None when the sheet has no stock column: no availability badge (11.1). */
  stock: number | undefined;
  prescription: boolean;
  schedule: Schedule | undefined;
};

/** The "Same composition" section (docs/product.md 11.3); none when the medicine has no alternatives. */
export type SameCompositionView = {
  alternatives: readonly AlternativeView[];
  /** How many more the section does not list; the composition's search shows them. */
  more: number;
  /** The catalogue searched for this composition: every medicine containing it. */
  compositionHref: string;
  composition: string;
  /** This medicine is out of stock in a sheet with a stock column: the price says to look here. */
  outOfStock: boolean;
  /** Some alternative has a price: only then does the section say "cheapest first" (decision 028). */
  priced: boolean;
};

/**
 * The section's data for one medicine: an index lookup and at most a page's worth of views.
 * Server-only: the grouping rules (composition keys, form tables) stay out of the browser's bundle.
 */
export function sameCompositionView(
  medicines: readonly Medicine[],
  medicine: Medicine,
  t: Translate,
  language: Language = "en",
  terms: RateTerms = DEFAULT_RATE_TERMS,
): SameCompositionView | undefined {
  const composition = shownText(medicine.genericName);
  const { shown, more } = alternativesOf(medicines, medicine);
  if (composition === undefined || shown.length === 0) return undefined;
  // A Hindi page names the brands in Hindi only when the sheet gives every one a Hindi name: a list
  // never mixes scripts, and the sheet's (Latin) names are what buyers order by.
  const inHindi = language === "hi" && shown.every(({ medicine: alternative }) => alternative.nameHindi?.trim());
  return {
    alternatives: shown.map(({ medicine: alternative, comparison }) => ({
      id: alternative.id,
      name: (inHindi && alternative.nameHindi?.trim()) || alternative.name,
      href: medicineHref(alternative.id),
      manufacturer: shownText(alternative.manufacturer),
      price: priceText(alternative, terms, t),
      trade: tradeOf(tradeView(alternative, terms, t)),
      comparison: comparisonText(comparison, t),
      trend: comparison.kind,
      stock: alternative.stock,
      prescription: alternative.prescription,
      schedule: alternative.schedule,
    })),
    more,
    compositionHref: compositionHref(composition),
    composition,
    outOfStock: outOfStock(medicine),
    priced: shown.some(({ medicine: alternative }) => orderingPrice(alternative) !== undefined),
  };
}

function priceText(medicine: Medicine, terms: RateTerms, t: Translate): string {
  const price = orderingPrice(medicine);
  if (price === undefined) return t(PRICE_ON_REQUEST);
  const label = medicine.rate !== undefined ? rateLabelText(terms.label, t) : t("price.mrp");
  // Said per pack, so a pack's price is never read as a tablet's next to the others.
  const perUnit = unitPriceText(price, medicine.packContent, t) ?? t("price.perPack", { amount: formatInr(price) });
  return t("price.named", { label, price: perUnit });
}

/** Only what a line shows: the page's data stays small. */
function tradeOf({ rate, mrp, margin, scheme }: TradeView): AlternativeView["trade"] {
  return { ...(rate && { rate }), ...(mrp && { mrp }), ...(margin && { margin }), ...(scheme && { scheme }) };
}

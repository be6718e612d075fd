import { homeCategoryName } from "./categories";
import { formatInr, PRICE_ON_REQUEST } from "./format";
import { scheduleBadge, scheduleWarning, type Schedule } from "./schedule";
import { unitPriceText } from "./unit-price";
import { DEFAULT_RATE_LABEL, rateLabelText, type RateLabel } from "./rate-label";
import { marginPercent, ratePaid } from "./scheme";
import { schemeView, type SchemeView } from "./scheme-view";
import type { Availability, Medicine } from "./medicine";
import { categoryHref } from "~/catalogue/links";
import { shownText } from "~/catalogue/placeholder";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import "~/i18n/areas/medicine";

export type PriceView = {
  /** What the buyer pays: "₹107.67"; "Price on request" without a readable price (11.1). */
  price: string;
  /** No readable price: `price` says "Price on request" in the page's language. */
  onRequest: boolean;
  /** "₹1.20 per tablet" when the pack's content is known (docs/product.md 11.2). */
  unitPrice?: string;
  /** The list price, struck through, when it is higher than the price. */
  mrp?: string;
  /** What the price is called: the site's rate label ("PTR") or, where the row has no rate, "MRP" (11.7). */
  label: string;
  /** "Scheme 10+1" and the rate per pack after it, for a rate with a scheme (11.7). */
  scheme?: SchemeView;
  /**
   * "Margin 17%": the buyer's margin to MRP after the rate really paid, when the MRP is higher and
   * the margin rounds to at least 1 % (11.7).
   */
  margin?: string;
  /** "GST 12%" or "GST info not available" (docs/product.md §2). */
  gst: string;
};

export type StockView = { text: string; inStock: boolean };

export type DetailTab = {
  value: "description" | "uses" | "sideEffects" | "contraindications";
  /** "Description", "Uses", "Side Effects", "Contraindications" in the page's language. */
  label: string;
  /**
   * What an empty tab says. Never "no side effects": an empty cell means the sheet is silent,
   * not that the medicine is harmless.
   */
  emptyText: string;
} & ({ kind: "text"; text: string } | { kind: "list"; items: readonly string[] });

/** Everything the detail page shows, as text: the page only lays it out. */
export type MedicineView = {
  id: string;
  /** The name in the page's language: the sheet's Hindi name on a Hindi page when the row has one. */
  name: string;
  /** The sheet's own (Latin) name when `name` is the Hindi one, so buyers who know the brand find it. */
  latinName: string | undefined;
  /** Undefined when the sheet gives none ("N/A" from the importer). */
  genericName: string | undefined;
  brand: string | undefined;
  manufacturer: string | undefined;
  dosage: string | undefined;
  form: string | undefined;
  category: { id: string; name: string; href: string };
  prescription: boolean;
  /** The schedule's badge and its Rule 97 label wording (docs/product.md 11.4). */
  schedule: { value: Schedule; badge: string; warning: string | undefined } | undefined;
  /** The pack column's text, when the sheet has one. */
  pack: string | undefined;
  price: PriceView;
  /** Undefined when the sheet has no stock column (docs/product.md 11.1). */
  stock: StockView | undefined;
  availability: Availability | undefined;
  /** "4.6" (one decimal) from the sheet's rating; undefined without one (nothing made up, 9.6). */
  rating: string | undefined;
  /** The image URLs in sheet order; empty means the letter tile. */
  images: readonly string[];
  tabs: readonly DetailTab[];
};

export type ViewSettings = {
  /** The page's language: a Hindi page shows the sheet's Hindi texts where the row has them (14.5). */
  language?: Language;
  /** The site's rate label (`RATE_LABEL`, 11.7). */
  rateLabel?: RateLabel;
};

// Hindi pages write digits as English ones do (hi-IN's default numbering is Latin), so one format serves both.
const integer = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/**
 * Price, price per unit, struck-through MRP, discount and GST text (docs/product.md 2.20, 3.4,
 * 11.1, 11.2). The MRP is only struck through when it is higher than a real (positive) price:
 * a sheet's 0 is no free medicine, and "100% off" would be a lie.
 */
export function priceView(
  medicine: Pick<Medicine, "price" | "mrp" | "gst" | "packContent" | "priceIsMrp" | "scheme">,
  t: Translate,
  rateLabel: RateLabel = DEFAULT_RATE_LABEL,
): PriceView {
  const { mrp, price } = medicine;
  const view: PriceView = {
    price: price === undefined ? t(PRICE_ON_REQUEST) : formatInr(price),
    onRequest: price === undefined,
    label: medicine.priceIsMrp ? t("medicine.price.mrp") : rateLabelText(rateLabel, t),
    gst:
      medicine.gst === undefined
        ? t("medicine.price.gstUnknown")
        : t("medicine.price.gst", { rate: integer.format(medicine.gst) }),
  };
  const unitPrice = unitPriceText(price, medicine.packContent, t);
  if (unitPrice !== undefined) view.unitPrice = unitPrice;
  if (mrp !== undefined && price !== undefined && price > 0 && mrp > price) {
    view.mrp = formatInr(mrp);
    const percent = marginPercent(ratePaid(price, medicine.scheme), mrp);
    if (percent !== undefined && percent >= 1) view.margin = t("price.margin", { percent });
  }
  const scheme = medicine.priceIsMrp ? undefined : schemeView(price, medicine.scheme, t);
  if (scheme !== undefined) view.scheme = scheme;
  return view;
}

/** "{n} in stock" above 0, otherwise "Out of stock" (docs/product.md §4). */
export function stockView(stock: number, t: Translate): StockView {
  return stock > 0
    ? { text: t("medicine.stock.count", { count: integer.format(stock) }), inStock: true }
    : { text: t("medicine.stock.out"), inStock: false };
}

/** The sheet's rating to one decimal; without one no badge: a rating nobody gave is never shown (9.6). */
export function ratingText(rating: number | undefined): string | undefined {
  return rating === undefined ? undefined : rating.toFixed(1);
}

/** The image URLs to show, without duplicates (a sheet cell may list the same picture twice). */
export function imageList(imageUrls: readonly string[]): string[] {
  return [...new Set(imageUrls.filter((url) => url.trim() !== ""))];
}

/**
 * The texts a page shows of a medicine in its language (docs/product.md 14.5): on a Hindi page
 * each of the sheet's Hindi columns the row fills replaces its English one; the others stay English.
 */
export function textsInLanguage(
  medicine: Pick<
    Medicine,
    | "name"
    | "description"
    | "uses"
    | "sideEffects"
    | "contraindications"
    | "nameHindi"
    | "descriptionHindi"
    | "usesHindi"
    | "sideEffectsHindi"
    | "contraindicationsHindi"
  >,
  language: Language,
) {
  const hindi = language === "hi";
  const text = (english: string, inHindi: string | undefined) => (hindi && inHindi?.trim() ? inHindi.trim() : english);
  const list = (english: readonly string[], inHindi: readonly string[] | undefined) =>
    hindi && inHindi && inHindi.length > 0 ? inHindi : english;
  return {
    name: text(medicine.name, medicine.nameHindi),
    description: text(medicine.description, medicine.descriptionHindi),
    uses: list(medicine.uses, medicine.usesHindi),
    sideEffects: list(medicine.sideEffects, medicine.sideEffectsHindi),
    contraindications: list(medicine.contraindications, medicine.contraindicationsHindi),
  };
}

/** Builds the detail page's view of a medicine. Pure: the same medicine always gives the same view. */
export function medicineView(medicine: Medicine, settings: ViewSettings, t: Translate): MedicineView {
  const texts = textsInLanguage(medicine, settings.language ?? "en");
  return {
    id: medicine.id,
    name: texts.name,
    latinName: texts.name === medicine.name ? undefined : medicine.name,
    genericName: shownText(medicine.genericName),
    brand: shownText(medicine.brand),
    manufacturer: shownText(medicine.manufacturer),
    dosage: shownText(medicine.dosage),
    form: shownText(medicine.form),
    category: {
      id: medicine.categoryId,
      name: homeCategoryName(medicine.categoryId, t) ?? medicine.category,
      href: categoryHref(medicine.categoryId),
    },
    prescription: medicine.prescription,
    schedule:
      medicine.schedule === undefined
        ? undefined
        : {
            value: medicine.schedule,
            badge: scheduleBadge(medicine.schedule, t),
            warning: scheduleWarning(medicine.schedule, t),
          },
    pack: medicine.pack === undefined ? undefined : shownText(medicine.pack),
    price: priceView(medicine, t, settings.rateLabel),
    stock: medicine.stock === undefined ? undefined : stockView(medicine.stock, t),
    availability: medicine.availability,
    rating: ratingText(medicine.rating),
    images: imageList(medicine.imageUrls),
    tabs: [
      {
        value: "description",
        label: t("medicine.tab.description"),
        emptyText: t("medicine.tab.description.empty"),
        kind: "text",
        text: texts.description.trim(),
      },
      {
        value: "uses",
        label: t("medicine.tab.uses"),
        emptyText: t("medicine.tab.uses.empty"),
        kind: "list",
        items: texts.uses,
      },
      {
        value: "sideEffects",
        label: t("medicine.tab.sideEffects"),
        emptyText: t("medicine.tab.sideEffects.empty"),
        kind: "list",
        items: texts.sideEffects,
      },
      {
        value: "contraindications",
        label: t("medicine.tab.contraindications"),
        emptyText: t("medicine.tab.contraindications.empty"),
        kind: "list",
        items: texts.contraindications,
      },
    ],
  };
}

import { homeCategoryName, UNCATEGORIZED } from "./categories";
import { scheduleBadge, scheduleWarning, type Schedule } from "./schedule";
import { DEFAULT_RATE_TERMS, type RateTerms } from "../trade/rate-label";
import { tradeView, type TradeView } from "../trade/trade-view";
import type { Availability, Medicine } from "./medicine";
import { categoryHref } from "~/catalogue/urls/links";
import { shownText } from "~/catalogue/medicine/placeholder";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import "~/i18n/areas/medicine";

/** The medicine page's prices: each under its own name (docs/product.md 11.7, app/catalogue/trade/trade-view.ts). */
export type PriceView = TradeView;

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
  /** None for a row without a category (the importer's "Uncategorized"): no placeholder shows (11.8). */
  category: { id: string; name: string; href: string } | undefined;
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
  /** The site's rate label and whether its rates include GST (`RATE_LABEL`, `RATE_INCLUDES_GST`, 11.7). */
  rateTerms?: RateTerms;
};

// Hindi pages write digits as English ones do (hi-IN's default numbering is Latin), so one format serves both.
const integer = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/**
 * The rate (with what it says of GST), the MRP, the price per unit, the scheme and the margin
 * (docs/product.md 11.1, 11.2, 11.7): each price under its own name, never one for the other.
 */
export function priceView(
  medicine: Pick<Medicine, "rate" | "mrp" | "gst" | "packContent" | "scheme">,
  t: Translate,
  terms: RateTerms = DEFAULT_RATE_TERMS,
): PriceView {
  return tradeView(medicine, terms, t);
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
    category:
      medicine.categoryId === UNCATEGORIZED.id
        ? undefined
        : {
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
    price: priceView(medicine, t, settings.rateTerms),
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

import type { ImportField } from "~/catalogue/import/columns";
import { formatInr, PRICE_ON_REQUEST } from "~/catalogue/trade/format";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { shownText } from "~/catalogue/medicine/placeholder";
import { scheduleBadge } from "~/catalogue/medicine/schedule";
import { DEFAULT_RATE_TERMS, rateLabelText, type RateTerms } from "~/catalogue/trade/rate-label";
import { effectiveRate, schemeText } from "~/catalogue/trade/scheme";
import { tradeMargin } from "~/catalogue/trade/trade-price";
import type { Translate } from "~/i18n/translator";
import { AVAILABILITY_LABEL } from "~/catalogue/medicine/availability";
import "~/i18n/areas/price-list";

/**
 * The columns of the price list (docs/product.md 13.1), the same in the CSV and Excel downloads
 * and on the printable page: name, composition, manufacturer, pack, MRP, rate, GST %,
 * availability, prescription and schedule, less those the sheet has no column for.
 */

/** Which sheet column feeds each field: the import report's `columnsUsed`. */
export type SheetColumns = Partial<Record<ImportField, string>>;

/**
 * How a column's values are written. `rupees`: a number, or the text "Price on request";
 * `percent`: a number of per cent (GST 12 is 12, not 0.12); `text`: text.
 */
export type PriceListColumnKind = "text" | "rupees" | "percent";

export type PriceListColumn = {
  key:
    | "name"
    | "composition"
    | "manufacturer"
    | "pack"
    | "mrp"
    | "rate"
    | "scheme"
    | "effectiveRate"
    | "margin"
    | "gst"
    | "availability"
    | "prescription"
    | "schedule";
  /** The column's heading in the list's language. */
  header: string;
  kind: PriceListColumnKind;
  /** The MRP column of a sheet without rates: the list's price column, "Price on request" where empty. */
  onRequest?: true;
};

/** One cell: text, a number, or nothing. */
export type PriceListValue = string | number | undefined;

/**
 * The columns of a catalogue read from a sheet with these columns, in order. A column appears
 * when the sheet has it and, for those that may be blank, when some medicine of the whole
 * catalogue has a value in it: a schedule column left empty is no column, and every view of
 * the catalogue has the same columns. The rate column (headed with the rate label and what it says
 * of GST) is always there when the sheet has rates, "Price on request" where a row has none; the
 * MRP column holds MRPs only, and is the price column when the sheet has no rates. Pack is the pack column, or the form ("Strip of 10 tablets"), where
 * many sheets write the pack.
 */
export function priceListColumns(
  sheet: SheetColumns,
  catalogue: readonly PriceListMedicine[],
  t: Translate,
  terms: RateTerms = DEFAULT_RATE_TERMS,
): PriceListColumn[] {
  const filled = (column: PriceListColumn) =>
    catalogue.some((medicine) => priceListValue(medicine, column, t, terms) !== undefined);
  const columns: PriceListColumn[] = [{ key: "name", header: t("priceList.column.name"), kind: "text" }];
  const addFilled = (column: PriceListColumn) => {
    if (filled(column)) columns.push(column);
  };
  if (sheet.genericName) addFilled({ key: "composition", header: t("priceList.column.composition"), kind: "text" });
  if (sheet.manufacturer || sheet.brand) {
    addFilled({ key: "manufacturer", header: t("priceList.column.manufacturer"), kind: "text" });
  }
  if (sheet.pack || sheet.form) addFilled({ key: "pack", header: t("priceList.column.pack"), kind: "text" });
  // Each price under its own name (docs/product.md 13.1, decision 023): the MRP column holds MRPs
  // only, the rate column rates only ("Price on request" where a row has none). With no rate column
  // the MRP column is the list's price column and says "Price on request" where a row has no MRP.
  if (sheet.mrp) {
    if (sheet.sellingPrice) addFilled({ key: "mrp", header: t("priceList.column.mrp"), kind: "rupees" });
    else columns.push({ key: "mrp", header: t("priceList.column.mrp"), kind: "rupees", onRequest: true });
  }
  if (sheet.sellingPrice) {
    const label = rateLabelText(terms.label, t);
    columns.push({
      key: "rate",
      header: t(terms.rateIncludesGst ? "priceList.column.rateInclGst" : "priceList.column.ratePlusGst", { label }),
      kind: "rupees",
    });
    // Trade terms (docs/product.md 11.7): the scheme, what a pack costs after it, the margin to MRP.
    if (sheet.scheme) {
      addFilled({ key: "scheme", header: t("priceList.column.scheme"), kind: "text" });
      addFilled({ key: "effectiveRate", header: t("priceList.column.effectiveRate", { label }), kind: "rupees" });
    }
    if (sheet.mrp) {
      const margin = sheet.scheme ? "priceList.column.marginAfterGstAndScheme" : "priceList.column.marginAfterGst";
      addFilled({ key: "margin", header: t(margin), kind: "percent" });
    }
  }
  if (sheet.gst) addFilled({ key: "gst", header: t("priceList.column.gst"), kind: "percent" });
  // With a stock column every medicine has an availability (an unreadable cell is 0, 11.1).
  if (sheet.stock) columns.push({ key: "availability", header: t("priceList.column.availability"), kind: "text" });
  // Yes or No for every medicine: a schedule sold on prescription makes it Yes (11.4).
  if (sheet.prescription || sheet.schedule) {
    columns.push({ key: "prescription", header: t("priceList.column.prescription"), kind: "text" });
  }
  if (sheet.schedule) addFilled({ key: "schedule", header: t("priceList.column.schedule"), kind: "text" });
  return columns;
}

/** What the price list needs of a medicine. */
export type PriceListMedicine = Pick<
  Medicine,
  | "name"
  | "genericName"
  | "manufacturer"
  | "form"
  | "pack"
  | "rate"
  | "scheme"
  | "mrp"
  | "gst"
  | "availability"
  | "prescription"
  | "schedule"
>;

/**
 * A medicine's value in a column, as data: prices and GST as numbers, a medicine without a price
 * as "Price on request" (never 0, docs/product.md 11.1), the importer's "N/A" as nothing.
 */
export function priceListValue(
  medicine: PriceListMedicine,
  column: PriceListColumn,
  t: Translate,
  terms: RateTerms = DEFAULT_RATE_TERMS,
): PriceListValue {
  switch (column.key) {
    case "name":
      return medicine.name;
    case "composition":
      return shownText(medicine.genericName);
    case "manufacturer":
      return shownText(medicine.manufacturer);
    case "pack":
      return medicine.pack ?? shownText(medicine.form);
    case "mrp":
      // The list's only price column when the sheet has no rate: "Price on request" there (11.1).
      return medicine.mrp ?? (column.onRequest ? t(PRICE_ON_REQUEST) : undefined);
    case "rate":
      return medicine.rate ?? t(PRICE_ON_REQUEST);
    case "scheme":
      return medicine.scheme === undefined || medicine.rate === undefined ? undefined : schemeText(medicine.scheme);
    case "effectiveRate":
      return medicine.scheme === undefined || !medicine.rate
        ? undefined
        : effectiveRate(medicine.rate, medicine.scheme);
    case "margin":
      return tradeMargin(medicine, terms);
    case "gst":
      return medicine.gst;
    case "availability":
      return medicine.availability === undefined ? undefined : t(AVAILABILITY_LABEL[medicine.availability]);
    case "prescription":
      return t(medicine.prescription ? "common.yes" : "common.no");
    case "schedule":
      return medicine.schedule === undefined ? undefined : scheduleBadge(medicine.schedule, t);
  }
}

/** A medicine's row: its value in each column. */
export function priceListRow(
  medicine: PriceListMedicine,
  columns: readonly PriceListColumn[],
  t: Translate,
  terms: RateTerms = DEFAULT_RATE_TERMS,
): PriceListValue[] {
  return columns.map((column) => priceListValue(medicine, column, t, terms));
}

/** A value as the printable page shows it: "₹1,234.5", "12%", the text, or nothing. */
export function displayedValue(value: PriceListValue, column: PriceListColumn): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  return column.kind === "rupees" ? formatInr(value) : column.kind === "percent" ? `${value}%` : String(value);
}

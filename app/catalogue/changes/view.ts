import { formatInr } from "~/catalogue/trade/format";
import { rateLabelText, type RateLabel } from "~/catalogue/trade/rate-label";
import type { Translate } from "~/i18n/translator";
import type { CatalogueChange } from "./diff";
import "~/i18n/areas/changes";

/**
 * How a change reads, the same on the page, in its files and in the feed (docs/product.md §17).
 * Plain data in, text out: no database, no React.
 */

/** A change as the page, the files and the feed need it (the store's rows, dates as ISO text on the page). */
export type ChangeLine = Pick<
  CatalogueChange,
  "medicineId" | "kind" | "name" | "category" | "manufacturer" | "oldValue" | "newValue" | "scheme"
> & { at: string };

/** The page's groups, in order: "Price changes" holds MRP and rate changes together. */
export const CHANGE_GROUPS = ["new", "back-in-stock", "prices", "scheme"] as const;
export type ChangeGroup = (typeof CHANGE_GROUPS)[number];

export const groupOf = (kind: CatalogueChange["kind"]): ChangeGroup | null =>
  kind === "mrp" || kind === "rate"
    ? "prices"
    : kind === "new" || kind === "back-in-stock" || kind === "scheme"
      ? kind
      : null;

/** What the changed price is called: "MRP", or the site's rate label ("Rate", "PTR"…). */
function priceName(kind: CatalogueChange["kind"], t: Translate, rateLabel: RateLabel): string {
  return kind === "mrp" ? t("changes.mrp") : rateLabelText(rateLabel, t);
}

/** How much and which way a price moved: "₹1.40" and "4.2%" of the old price. */
export function priceMove(oldValue: number, newValue: number): { up: boolean; difference: string; percent: string } {
  const difference = Math.round((newValue - oldValue) * 100) / 100;
  const percent = oldValue > 0 ? Math.round((Math.abs(difference) / oldValue) * 1000) / 10 : 0;
  return { up: difference > 0, difference: formatInr(Math.abs(difference)), percent: `${percent}%` };
}

/** "MRP ₹33.60 → ₹35, up ₹1.40 (4.2%)": a price change in one sentence; null for other kinds. */
export function priceChangeText(
  change: Pick<CatalogueChange, "kind" | "oldValue" | "newValue">,
  t: Translate,
  rateLabel: RateLabel,
): string | null {
  if (change.oldValue === null || change.newValue === null) return null;
  const move = priceMove(change.oldValue, change.newValue);
  return t(move.up ? "changes.priceUp" : "changes.priceDown", {
    what: priceName(change.kind, t, rateLabel),
    old: formatInr(change.oldValue),
    new: formatInr(change.newValue),
    difference: move.difference,
    percent: move.percent,
  });
}

/** What kind of change a row of the files is. */
export function kindText(kind: CatalogueChange["kind"], t: Translate, rateLabel: RateLabel): string {
  switch (kind) {
    case "new":
      return t("changes.kind.new");
    case "back-in-stock":
      return t("changes.kind.backInStock");
    case "mrp":
      return t("changes.kind.mrp");
    case "rate":
      return t("changes.kind.rate", { label: rateLabelText(rateLabel, t) });
    default:
      return t("changes.kind.scheme");
  }
}

/** A feed entry's title: "Dolo 650 Tablet: MRP ₹33.60 → ₹35". */
export function entryTitle(change: ChangeLine, t: Translate, rateLabel: RateLabel): string {
  if ((change.kind === "mrp" || change.kind === "rate") && change.oldValue !== null && change.newValue !== null) {
    return t("changes.feed.entry.price", {
      name: change.name,
      what: priceName(change.kind, t, rateLabel),
      old: formatInr(change.oldValue),
      new: formatInr(change.newValue),
    });
  }
  if (change.kind === "scheme")
    return t("changes.feed.entry.scheme", { name: change.name, scheme: change.scheme ?? "" });
  return t(change.kind === "new" ? "changes.feed.entry.new" : "changes.feed.entry.backInStock", {
    name: change.name,
  });
}

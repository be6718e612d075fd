import type { ReactNode } from "react";
import type { MedicineView } from "~/catalogue/medicine/medicine-view";
import { formatInr, PRICE_ON_REQUEST } from "~/catalogue/trade/format";
import { rateLabelText, useRateLabel } from "~/catalogue/trade/rate-label";
import { cn } from "~/components/ui/cn";
import { Card } from "~/components/ui/card";
import { formatIndiaDate } from "~/formatting/india-time";
import { useLanguage, useT } from "~/i18n/use-translation";
import { messageWithElement } from "./message-parts";
import { OutOfStockNotice } from "./same-composition";
import "~/i18n/areas/medicine";

/** The medicine's last MRP or rate change (docs/product.md 17.3), or null when none is known. */
export type LastPriceChange = { kind: string; oldValue: number; newValue: number; at: string } | null;

/**
 * A medicine's price card on its page: each price under its own name, margin, scheme, unit price,
 * the last price change, its stock, and for an out-of-stock medicine what the page offers instead
 * (`backInStock`: the back-in-stock link, a slot the page fills, as the catalogue does not import
 * that feature).
 */
export function MedicinePrice({
  view,
  outOfStockNotice,
  lastPriceChange,
  backInStock,
}: {
  view: MedicineView;
  outOfStockNotice: boolean;
  lastPriceChange: LastPriceChange;
  backInStock: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const rateLabel = useRateLabel();
  const { price, stock } = view;
  return (
    <Card className="p-5">
      {/* Each price under its own name (docs/product.md 11.7): "PTR ₹704.35 + GST 12%", "MRP ₹904.60". */}
      {price.onRequest ? <p className="text-2xl font-bold text-slate-900">{t(PRICE_ON_REQUEST)}</p> : null}
      {price.rate ? (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1" data-price="rate">
          <span className="text-base font-medium text-slate-600">{price.rate.label}</span>{" "}
          <span className="text-3xl font-bold text-slate-900">{price.rate.amount}</span>{" "}
          <span className="text-sm font-medium text-slate-600">{price.rate.gst}</span>
        </p>
      ) : null}
      {price.mrp ? (
        <p className={cn("flex flex-wrap items-baseline gap-x-2", price.rate ? "mt-1" : undefined)} data-price="mrp">
          <span className="text-base font-medium text-slate-600">{price.mrp.label}</span>{" "}
          <span className={cn("text-slate-900", price.rate ? "text-lg" : "text-3xl font-bold")}>
            {price.mrp.amount}
          </span>
        </p>
      ) : null}
      {price.margin ? (
        <p className="mt-2">
          <span className="rounded-md bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800">
            {price.margin}
          </span>
        </p>
      ) : null}
      {price.scheme ? (
        <p className="mt-2 font-medium text-green-800">
          {price.scheme.scheme}: {price.scheme.effectiveRate}
        </p>
      ) : null}
      {price.unitPrice ? <p className="mt-1 font-medium text-slate-800">{price.unitPrice}</p> : null}
      {/* Beside a rate its GST is said already ("+ GST 12%"). */}
      {price.gst && !price.rate ? <p className="mt-1 text-sm text-slate-600">{price.gst}</p> : null}
      {lastPriceChange ? (
        <p className="mt-1 text-sm text-slate-700">
          {messageWithElement(
            t,
            "medicine.lastPriceChange",
            {
              what: lastPriceChange.kind === "mrp" ? t("price.mrp") : rateLabelText(rateLabel, t),
              old: formatInr(lastPriceChange.oldValue),
              new: formatInr(lastPriceChange.newValue),
            },
            "date",
            <time dateTime={lastPriceChange.at}>{formatIndiaDate(new Date(lastPriceChange.at), language)}</time>,
          )}
        </p>
      ) : null}
      {stock ? (
        <p className="mt-4">
          <span
            className={cn(
              "inline-flex rounded-full px-3 py-1 text-sm font-medium",
              !stock.inStock
                ? "bg-red-100 text-red-800"
                : view.availability === "Low Stock"
                  ? "bg-amber-100 text-amber-900"
                  : "bg-green-100 text-green-800",
            )}
          >
            {stock.text}
          </span>
        </p>
      ) : null}
      {outOfStockNotice ? <OutOfStockNotice /> : null}
      {backInStock}
    </Card>
  );
}

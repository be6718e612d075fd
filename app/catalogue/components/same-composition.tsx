import { Link } from "~/i18n/link";
import type { SameCompositionView } from "~/catalogue/compare/alternatives-view.server";
import { cn } from "~/components/ui/cn";
import { useT } from "~/i18n/use-translation";
import { renderAvailabilityBadge, renderPrescriptionBadge, renderScheduleBadge } from "./availability-badge";
import "~/i18n/areas/medicine";

/** The in-page address of the section, for the out-of-stock notice next to the price. */
export const SAME_COMPOSITION_ID = "same-composition";

const TREND_STYLE = {
  cheaper: "bg-green-100 text-green-800",
  dearer: "bg-amber-100 text-amber-900",
  same: "bg-slate-100 text-slate-700",
  none: "",
} as const;

/**
 * "Same composition" (docs/product.md 11.3): the other brands of this medicine's composition and
 * form, cheapest per unit first, each with its price per unit and how it compares with this one.
 */
export function SameComposition({ view }: { view: SameCompositionView }) {
  const t = useT();
  return (
    <section id={SAME_COMPOSITION_ID} aria-labelledby="same-composition-heading" className="scroll-mt-24">
      <h2 id="same-composition-heading" className="text-xl font-semibold text-slate-900">
        {t("medicine.sameComposition.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {/* "Cheapest first" only says something when there are prices to order by. */}
        {t(view.priced ? "medicine.sameComposition.intro" : "medicine.sameComposition.introUnpriced", {
          composition: view.composition,
        })}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {view.alternatives.map((alternative) => (
          <li key={alternative.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-6">
            <div className="min-w-0 flex-1">
              <Link
                to={alternative.href}
                prefetch="intent"
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {alternative.name}
              </Link>
              {alternative.manufacturer ? <p className="text-sm text-slate-600">{alternative.manufacturer}</p> : null}
              {alternative.stock !== undefined || alternative.prescription || alternative.schedule ? (
                <p className="mt-1.5 flex flex-wrap gap-1.5">
                  {alternative.stock !== undefined ? renderAvailabilityBadge(alternative.stock, t) : null}
                  {alternative.prescription ? renderPrescriptionBadge(t) : null}
                  {alternative.schedule !== undefined ? renderScheduleBadge(alternative.schedule, t) : null}
                </p>
              ) : null}
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
              <span className="font-medium text-slate-900">{alternative.price}</span>
              {/* Cheaper is not always the better deal for a shop: its rate, MRP, margin and scheme (11.3). */}
              {alternative.trade.rate ? (
                <span className="text-sm text-slate-700">
                  {alternative.trade.rate.label} {alternative.trade.rate.amount} {alternative.trade.rate.gst}
                </span>
              ) : null}
              {alternative.trade.mrp ? (
                <span className="text-sm text-slate-700">
                  {alternative.trade.mrp.label} {alternative.trade.mrp.amount}
                </span>
              ) : null}
              {alternative.trade.margin ? (
                <span className="text-sm font-medium text-green-800">{alternative.trade.margin}</span>
              ) : null}
              {alternative.trade.scheme ? (
                <span className="text-sm font-medium text-green-800">
                  {alternative.trade.scheme.scheme}: {alternative.trade.scheme.effectiveRate}
                </span>
              ) : null}
              {alternative.comparison ? (
                <span className={cn("rounded-md px-2 py-0.5 text-sm font-semibold", TREND_STYLE[alternative.trend])}>
                  {alternative.comparison}
                </span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      {view.more > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("medicine.sameComposition.more", { count: view.more })}{" "}
          <Link to={view.compositionHref} className="font-medium text-brand-800 underline">
            {t("medicine.sameComposition.all", { composition: view.composition })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Next to the price of an out-of-stock medicine that has alternatives: where to look instead. */
export function OutOfStockNotice() {
  const t = useT();
  return (
    <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {t("medicine.outOfStock.notice")}{" "}
      <a href={`#${SAME_COMPOSITION_ID}`} className="font-medium text-amber-950 underline">
        {t("medicine.outOfStock.link")}
      </a>
    </p>
  );
}

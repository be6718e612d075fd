import { AVAILABILITY_LABEL, type Availability } from "~/catalogue/medicine/availability";
import { cn } from "~/components/ui/cn";
import { scheduleBadge, type Schedule } from "~/catalogue/medicine/schedule";
import type { Translate } from "~/i18n/translator";

/**
 * The card's availability (docs/product.md §4, the card rule, which differs from the import's):
 * above 10 in stock is In Stock, above 0 Low Stock, else Out of Stock. Stock is always a number:
 * the import reads it as one.
 */
export function cardAvailability(stock: number): Availability {
  if (stock > 10) return "In Stock";
  return stock > 0 ? "Low Stock" : "Out of Stock";
}

const BADGE_STYLE: Record<Availability, string> = {
  "In Stock": "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  "Low Stock": "bg-amber-50 text-amber-900 ring-amber-600/30",
  "Out of Stock": "bg-slate-100 text-slate-700 ring-slate-500/20",
};

/*
 * The badges are plain functions of the page's translate function, not components: a page of
 * cards draws up to 72 of them, and a component each would cost a render of its own (docs/decisions/014).
 */

export function renderAvailabilityBadge(stock: number, t: Translate) {
  const availability = cardAvailability(stock);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        BADGE_STYLE[availability],
      )}
    >
      {t(AVAILABILITY_LABEL[availability])}
    </span>
  );
}

/** The prescription badge: "Rx" to the eye, the words to a screen reader. */
export function renderPrescriptionBadge(t: Translate) {
  return (
    <span className="inline-flex items-center rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-600/20 ring-inset">
      <span aria-hidden="true">Rx</span>
      <span className="sr-only">{t("prescription.required")}</span>
    </span>
  );
}

/** "Schedule H1" (docs/product.md 11.4); over-the-counter medicines say "OTC". */
export function renderScheduleBadge(schedule: Schedule, t: Translate) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        schedule === "OTC"
          ? "bg-sky-50 text-sky-800 ring-sky-600/20"
          : "bg-violet-50 text-violet-800 ring-violet-600/20",
      )}
    >
      {scheduleBadge(schedule, t)}
    </span>
  );
}

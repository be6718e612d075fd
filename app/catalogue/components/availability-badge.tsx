import { cn } from "~/components/ui/cn";

export type StockBadge = "In Stock" | "Low Stock" | "Out of Stock";

/**
 * The card's availability (SPEC.md §4, card rule, which differs from the import's): a number
 * above 10 is In Stock, above 0 Low Stock, else Out of Stock; a text containing "in" is In
 * Stock, containing "low" or "few" Low Stock, anything else Out of Stock.
 */
export function cardAvailability(stock: number | string): StockBadge {
  if (typeof stock === "number") {
    if (stock > 10) return "In Stock";
    return stock > 0 ? "Low Stock" : "Out of Stock";
  }
  const text = stock.toLowerCase();
  if (text.includes("in")) return "In Stock";
  if (text.includes("low") || text.includes("few")) return "Low Stock";
  return "Out of Stock";
}

const BADGE_STYLE: Record<StockBadge, string> = {
  "In Stock": "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  "Low Stock": "bg-amber-50 text-amber-900 ring-amber-600/30",
  "Out of Stock": "bg-slate-100 text-slate-700 ring-slate-500/20",
};

export function AvailabilityBadge({ stock }: { stock: number | string }) {
  const availability = cardAvailability(stock);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        BADGE_STYLE[availability],
      )}
    >
      {availability}
    </span>
  );
}

/** The prescription badge: "Rx" to the eye, the words to a screen reader. */
export function PrescriptionBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-600/20 ring-inset">
      <span aria-hidden="true">Rx</span>
      <span className="sr-only">Prescription required</span>
    </span>
  );
}

import { useCallback, useEffect, useRef } from "react";

/** Counts as buyers in India read them: 11,825 and 1,18,250. */
const count = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** The live count (docs/product.md §15): "Showing 1–24 of 137 medicines", "… of 11,825 medicines". */
export function resultCountText(offset: number, shown: number, total: number): string {
  if (total === 0) return "No medicines found";
  const range = `${count.format(offset + 1)}–${count.format(offset + shown)}`;
  return `Showing ${range} of ${count.format(total)} ${total === 1 ? "medicine" : "medicines"}`;
}

/**
 * Focus for a list of results headed by `heading` (focusable, tabIndex -1). After a page change
 * or a fresh start, the new results are where the reader continues: `focusNext()` before the
 * navigation focuses the heading and brings the results into view once `applied` (the state
 * shown) changes; `focusNow()` focuses it at once.
 */
export function useResultsFocus(applied: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnLoad = useRef(false);
  useEffect(() => {
    if (!focusOnLoad.current) return;
    focusOnLoad.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.parentElement?.scrollIntoView({ block: "start" });
  }, [applied]);
  const focusNext = useCallback(() => {
    focusOnLoad.current = true;
  }, []);
  const focusNow = useCallback(() => heading.current?.focus({ preventScroll: true }), []);
  return { heading, focusNext, focusNow };
}

import { useCallback, useEffect, useRef } from "react";
import { INTL_LOCALE, LANGUAGES, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import "~/i18n/areas/catalogue";

/** Counts as buyers in India read them, in either language: 11,825 and 1,18,250. */
const counts = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 0 })]),
) as Record<Language, Intl.NumberFormat>;

/**
 * The live count (docs/product.md §15): "Showing 1–24 of 137 medicines", "… of 11,825 medicines";
 * in Hindi "कुल 137 में से 1–24 दवाएँ". One message, so each language orders it its own way.
 */
export function resultCountText(
  offset: number,
  shown: number,
  total: number,
  t: Translate,
  language: Language,
): string {
  if (total === 0) return t("catalogue.results.none");
  const count = counts[language];
  return t("catalogue.results.count", {
    from: count.format(offset + 1),
    to: count.format(offset + shown),
    total: count.format(total),
    count: total,
  });
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

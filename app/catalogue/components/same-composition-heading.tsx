import type { SameCompositionShown } from "~/catalogue/query/query";
import { cn } from "~/components/ui/cn";
import type { Translate } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";

/**
 * Says above results, suggestions or choices that they are not what was asked but its
 * composition at the strength asked (decision 64): "No dolo 650 in our catalogue. Same
 * composition and strength:". The header, the catalogue page and the order check show it.
 */
export function sameCompositionText(t: Translate, shown: Pick<SameCompositionShown, "brand" | "strength">) {
  return t("catalogue.sameCompositionInstead", { brand: shown.brand, strength: shown.strength });
}

/** The heading of the catalogue page's results when they are {@link SameCompositionShown}. */
export function SameCompositionHeading({ shown, className }: { shown: SameCompositionShown; className?: string }) {
  const t = useT();
  return (
    <h3 className={cn("mb-3 text-base font-semibold text-slate-900", className)}>{sameCompositionText(t, shown)}</h3>
  );
}

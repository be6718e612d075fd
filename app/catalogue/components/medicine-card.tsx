import { memo } from "react";
import { formatInr, PRICE_ON_REQUEST } from "~/catalogue/format";
import type { CatalogueView } from "~/catalogue/url-state";
import type { CardMedicine } from "~/catalogue/query/card-medicine";
import { cn } from "~/components/ui/cn";
import { renderAvailabilityBadge, renderPrescriptionBadge, renderScheduleBadge } from "./availability-badge";

import { formatUnitPrice } from "~/catalogue/unit-price";
import { rateLabelText, useRateLabel } from "~/catalogue/rate-label";
import { schemeView } from "~/catalogue/scheme-view";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import { highlightedText } from "./highlighted-text";
import { MedicineImage, renderLetterTile } from "./medicine-image";
import { medicineAnchor, medicineHref } from "~/catalogue/links";
import { shownText } from "~/catalogue/placeholder";
import { renderAddToEnquiryButton } from "~/enquiry-list/components/add-to-enquiry";
import "~/i18n/areas/catalogue";

/**
 * The form and the pack, which the price is for ("Tablet · 10 x 10 Tablets"): without the pack a
 * box of 100 tablets would read as the price of a tablet.
 */
function packLine({ form, pack }: CardMedicine): string {
  const parts = [form.trim(), pack?.trim() ?? ""].filter((part) => part !== "");
  if (parts.length === 2 && parts[0]!.toLowerCase() === parts[1]!.toLowerCase()) parts.pop();
  return parts.join(" · ");
}

/** A field worth a line on a card: not empty, not the importer's placeholder. */
const shown = (text: string) => shownText(text) !== undefined;

type MedicineCardProps = {
  medicine: CardMedicine;
  view: CatalogueView;
  /** The list's "Add to enquiry" form (AddToEnquiryForm), which the card's button submits. */
  addFormId: string;
  /** This medicine's "Add to enquiry" is being sent. */
  adding: boolean;
};

/**
 * A card's link: the list (MedicineCardList) follows it in the browser and prefetches the
 * medicine's page when the visitor points at or focuses it.
 */
export const CARD_LINK_SELECTOR = "a[data-card-link]";

/**
 * One medicine in the results: an `article` headed by its name, which links to its page.
 * The whole card is the link's target area; the link itself is the heading.
 *
 * Memoised, and depending on nothing that changes with the page's address (the link is a plain
 * `<a>` that the list follows; the enquiry button belongs to the list's form): a search or a filter
 * change renders only the cards of medicines the new page shows (docs/decisions/014).
 */
export const MedicineCard = memo(function MedicineCard({ medicine, view, addFormId, adding }: MedicineCardProps) {
  const t = useT();
  const href = useLocalizedHref()(medicineHref(medicine.id));
  const list = view === "list";
  const imageClasses = cn(
    "shrink-0",
    list
      ? "size-16 rounded-md text-[1.875rem] sm:size-20"
      : "h-24 w-full rounded-t-lg text-[2.5rem] sm:h-32 sm:text-[3.125rem]",
  );
  const rateLabel = useRateLabel();
  const scheme = medicine.priceIsMrp ? undefined : schemeView(medicine.price, medicine.scheme, t);
  const manufacturerDiffers = shown(medicine.manufacturer) && medicine.manufacturer.trim() !== medicine.brand.trim();
  return (
    // The id is where "Add to enquiry" without JavaScript brings the visitor back (docs/product.md 12.7).
    <article
      id={medicineAnchor(medicine.id)}
      className={cn(
        "relative flex h-full rounded-lg border border-slate-200 bg-white transition-shadow hover:border-brand-600 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600",
        list ? "flex-row items-start gap-4 p-4" : "flex-col",
      )}
    >
      {medicine.imageUrl ? (
        <MedicineImage src={medicine.imageUrl} name={medicine.name} alt="" className={imageClasses} />
      ) : (
        renderLetterTile(medicine.name, "", imageClasses)
      )}
      <div className={cn("flex min-w-0 flex-1 flex-col", list ? "sm:flex-row sm:gap-6" : "p-3 sm:p-4")}>
        <div className="min-w-0 flex-1 break-words">
          <h3 className="leading-snug font-semibold text-slate-900">
            <a
              href={href}
              data-card-link=""
              data-discover="true"
              className="after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none"
            >
              {highlightedText(medicine.name, medicine.marks?.name)}
            </a>
          </h3>
          {shown(medicine.genericName) ? (
            <p className="mt-1 text-sm text-slate-700">
              {highlightedText(medicine.genericName, medicine.marks?.genericName)}
            </p>
          ) : null}
          {shown(medicine.brand) || manufacturerDiffers ? (
            <p className="mt-1 text-sm text-slate-600">
              {shown(medicine.brand) ? highlightedText(medicine.brand, medicine.marks?.brand) : null}
              {shown(medicine.brand) && manufacturerDiffers ? " · " : null}
              {manufacturerDiffers ? highlightedText(medicine.manufacturer, medicine.marks?.manufacturer) : null}
            </p>
          ) : null}
          {packLine(medicine) ? <p className="mt-1 text-xs text-slate-600">{packLine(medicine)}</p> : null}
        </div>
        <div className={cn("flex flex-col gap-2", list ? "mt-3 sm:mt-0 sm:items-end" : "mt-auto pt-3")}>
          {medicine.price === undefined ? (
            <p className="text-base font-semibold text-slate-800">{t(PRICE_ON_REQUEST)}</p>
          ) : (
            <div>
              <p className="flex flex-wrap items-baseline gap-x-2">
                {/* Never an unlabelled price: the site's rate label, or MRP where the row has no rate (11.7). */}
                <span className="text-lg font-semibold text-slate-900">
                  <span className="text-xs font-medium text-slate-600">
                    {medicine.priceIsMrp ? t("catalogue.card.mrp") : rateLabelText(rateLabel, t)}{" "}
                  </span>
                  {formatInr(medicine.price)}
                </span>
                {medicine.mrp !== undefined ? (
                  <s className="text-sm text-slate-600">
                    <span className="sr-only">{t("catalogue.card.mrp")} </span>
                    {formatInr(medicine.mrp)}
                  </s>
                ) : null}
              </p>
              {medicine.unitPrice ? (
                <p className="text-xs text-slate-600">{formatUnitPrice(medicine.unitPrice, t)}</p>
              ) : null}
              {scheme ? (
                <p className="text-xs font-medium text-green-800">
                  {scheme.scheme}: {scheme.effectiveRate}
                </p>
              ) : null}
            </div>
          )}
          <p className="flex flex-wrap gap-1.5">
            {medicine.stock !== undefined ? renderAvailabilityBadge(medicine.stock, t) : null}
            {medicine.prescription ? renderPrescriptionBadge(t) : null}
            {medicine.schedule !== undefined ? renderScheduleBadge(medicine.schedule, t) : null}
          </p>
          {renderAddToEnquiryButton(
            {
              medicine,
              formId: addFormId,
              adding,
              className: cn("px-2 py-2 text-sm font-medium", list ? "w-full sm:w-auto sm:px-3" : "w-full"),
            },
            t,
          )}
        </div>
      </div>
    </article>
  );
});

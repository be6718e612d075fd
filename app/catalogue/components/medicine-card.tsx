import { memo, type ComponentType, type ReactNode } from "react";
import { PRICE_ON_REQUEST } from "~/catalogue/trade/format";
import type { CatalogueView } from "~/catalogue/urls/url-state";
import type { CardMedicine } from "~/catalogue/query/card-medicine";
import { cn } from "~/components/ui/cn";
import {
  cardAvailability,
  renderAvailabilityBadge,
  renderPrescriptionBadge,
  renderScheduleBadge,
} from "./availability-badge";
import { NOTIFY_ANCHOR } from "~/back-in-stock";

import { useRateTerms } from "~/catalogue/trade/rate-label";
import { tradeView } from "~/catalogue/trade/trade-view";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import { highlightedText } from "./highlighted-text";
import { MedicineImage } from "./medicine-image";
import { medicineAnchor, medicineHref } from "~/catalogue/urls/links";
import { shownText } from "~/catalogue/medicine/placeholder";
import type { Translate } from "~/i18n/translator";

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

/**
 * What a card offers to do with its medicine, given by the page (the enquiry list's "Add"): the
 * catalogue's cards know no other feature. A constant of the module that makes it, so that the
 * memoised cards are not rendered again for it. One form, after the list, that every card's
 * button submits; a button per card; a note a card shows when the page was sent back to it.
 */
export type CardAction = {
  /** Which medicine's action is being sent (a hook: it follows the router's state). */
  useSending(): string | null;
  /** The form the cards' buttons submit, drawn once after the cards. */
  Form: ComponentType<{ id: string }>;
  renderButton(
    props: {
      medicine: { id: string; name: string };
      formId: string;
      adding: boolean;
      short: boolean;
      className: string;
    },
    t: Translate,
  ): ReactNode;
  /** Shown on the card the page was sent back to (its address's #fragment), after the action without JavaScript. */
  renderDone(medicine: { name: string }, t: Translate, className?: string): ReactNode;
};

type MedicineCardProps = {
  medicine: CardMedicine;
  view: CatalogueView;
  /** What the card's button does (the enquiry list's "Add"). */
  action: CardAction;
  /** The list's form for {@link action}, which the card's button submits. */
  addFormId: string;
  /** This medicine's "Add to enquiry" is being sent. */
  adding: boolean;
  /** False on a manufacturer's page, whose heading names the maker of every card. */
  showManufacturer: boolean;
  /** Among the first cards on screen: its photo loads at once; the others' wait until scrolled near. */
  firstScreen?: boolean;
  /** The list's first card: its photo is the page's likely LCP on a phone, asked for first. */
  firstCard?: boolean;
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
export const MedicineCard = memo(function MedicineCard({
  medicine,
  view,
  action,
  addFormId,
  adding,
  showManufacturer,
  firstScreen = false,
  firstCard = false,
}: MedicineCardProps) {
  const t = useT();
  const href = useLocalizedHref()(medicineHref(medicine.id));
  const list = view === "list";
  const prices = tradeView(medicine, useRateTerms(), t);
  const { scheme } = prices;
  const manufacturerDiffers =
    showManufacturer && shown(medicine.manufacturer) && medicine.manufacturer.trim() !== medicine.brand.trim();
  // List view is for scanning on a phone (decision 030): facts on the left, price and "Add" on the
  // right, so that six cards fit on a 390 × 844 screen whatever the page holds. The price spans the
  // first three rows (on a phone with its label above it, which keeps the column narrow and the
  // facts' lines long); "Add" the rest, ending level with the badges. A composition of three or
  // more medicines is cut after two lines there. Its details of second rank (maker, price per unit)
  // wait for wider screens; the grid and the medicine's page show them.
  const left = list ? "col-start-1" : undefined;
  const secondRank = list ? "col-start-1 max-sm:hidden" : undefined;
  return (
    // The id is where "Add to enquiry" without JavaScript brings the visitor back (docs/product.md 12.7).
    <article
      id={medicineAnchor(medicine.id)}
      className={cn(
        "relative flex h-full rounded-lg border border-slate-200 bg-white transition-shadow hover:border-brand-600 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600",
        list ? "flex-row items-start gap-3 px-3 py-2.5 sm:gap-4 sm:p-4" : "flex-col",
      )}
    >
      {/* No letter tile without an image: the room goes to the facts (decision 030). */}
      {medicine.imageUrl ? (
        <MedicineImage
          src={medicine.imageUrl}
          medicineId={medicine.id}
          index={0}
          // The box: 56/80 px in the list, the card's width (about 176 px at most in the grid's columns) by 96/128 px in the grid.
          sizes={list ? "(min-width: 640px) 80px, 56px" : "(min-width: 640px) 176px, 128px"}
          box={list ? 80 : 128}
          fallbackWidth={list ? 160 : 320}
          loading={firstScreen ? "eager" : "lazy"}
          fetchPriority={firstCard ? "high" : undefined}
          name={medicine.name}
          alt=""
          fallback="none"
          className={cn("shrink-0", list ? "size-14 rounded-md sm:size-20" : "h-24 w-full rounded-t-lg sm:h-32")}
        />
      ) : null}
      <div
        className={cn(
          "min-w-0 flex-1 break-words",
          list ? "grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 sm:gap-x-6" : "flex flex-col p-3 sm:p-4",
        )}
      >
        <h3 className={cn("leading-snug font-semibold text-slate-900", left)}>
          <a
            href={href}
            data-card-link=""
            data-discover="true"
            className="after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none"
          >
            {highlightedText(medicine.name, medicine.marks?.name)}
          </a>
        </h3>
        {prices.onRequest ? (
          <p
            className={cn(
              "font-semibold text-slate-800",
              list ? "col-start-2 row-span-3 row-start-1 text-right" : "order-1 mt-auto pt-3",
            )}
          >
            {t(PRICE_ON_REQUEST)}
          </p>
        ) : (
          <div className={list ? "col-start-2 row-span-3 row-start-1 text-right" : "order-1 mt-auto pt-3"}>
            {/* Each price under its own name (11.7): "PTR ₹704.35 + GST 12%", then "MRP ₹904.60". */}
            {prices.rate ? (
              <p className={cn("text-lg font-semibold whitespace-nowrap text-slate-900", list && "max-sm:leading-6")}>
                <span className={cn("text-xs font-medium text-slate-600", list && "max-sm:block")}>
                  {prices.rate.label}{" "}
                </span>
                {prices.rate.amount}{" "}
                {/* On a phone's list the GST note has a line of its own: a narrow price column leaves
                    the facts' lines long, and six results on one screen (decision 030). */}
                <span className={cn("text-xs font-medium text-slate-600", list && "max-sm:block max-sm:leading-4")}>
                  {prices.rate.gst}
                </span>
              </p>
            ) : null}
            {prices.mrp ? (
              <p
                className={cn(
                  "whitespace-nowrap",
                  prices.rate ? "text-sm text-slate-700" : "text-lg font-semibold text-slate-900",
                  // Beside a rate the MRP is of second rank: a phone's list keeps six results on screen (decision 030).
                  list && prices.rate && "max-sm:hidden",
                  list && !prices.rate && "max-sm:leading-6",
                )}
              >
                <span className={cn("text-xs font-medium text-slate-600", list && !prices.rate && "max-sm:block")}>
                  {prices.mrp.label}{" "}
                </span>
                {prices.mrp.amount}
              </p>
            ) : null}
            {prices.unitPrice ? (
              <p className={cn("text-xs text-slate-600", list && "max-sm:hidden")}>{prices.unitPrice}</p>
            ) : null}
          </div>
        )}
        {shown(medicine.genericName) ? (
          <p
            className={cn(
              "mt-0.5 text-slate-700",
              list ? "col-start-1 text-xs max-sm:line-clamp-2 sm:text-sm" : "text-sm",
            )}
          >
            {highlightedText(medicine.genericName, medicine.marks?.genericName)}
          </p>
        ) : null}
        {shown(medicine.brand) || manufacturerDiffers ? (
          <p className={cn("mt-0.5 text-sm text-slate-600", secondRank)}>
            {shown(medicine.brand) ? highlightedText(medicine.brand, medicine.marks?.brand) : null}
            {shown(medicine.brand) && manufacturerDiffers ? " · " : null}
            {manufacturerDiffers ? highlightedText(medicine.manufacturer, medicine.marks?.manufacturer) : null}
          </p>
        ) : null}
        {packLine(medicine) ? <p className={cn("mt-0.5 text-xs text-slate-600", left)}>{packLine(medicine)}</p> : null}
        {scheme ? (
          <p className={cn("text-xs font-medium text-green-800", list ? "col-start-1 mt-0.5" : "order-1")}>
            {scheme.scheme}: {scheme.effectiveRate}
          </p>
        ) : null}
        <p className={cn("flex flex-wrap gap-1.5", list ? "col-start-1 mt-1" : "order-1 mt-2")}>
          {medicine.stock !== undefined ? renderAvailabilityBadge(medicine.stock, t) : null}
          {medicine.prescription ? renderPrescriptionBadge(t) : null}
          {medicine.schedule !== undefined ? renderScheduleBadge(medicine.schedule, t) : null}
          {/* Small, in the badges' row: the form waits on the medicine's page (docs/product.md 17.4). */}
          {medicine.stock !== undefined && cardAvailability(medicine.stock) === "Out of Stock" ? (
            <a
              href={`${href}#${NOTIFY_ANCHOR}`}
              className="relative z-10 text-xs font-medium text-brand-800 underline underline-offset-2"
            >
              {t("notify.cardLink")}
            </a>
          ) : null}
        </p>
        {action.renderButton(
          {
            medicine,
            formId: addFormId,
            adding,
            short: list,
            className: cn(
              "px-2 py-1.5 text-sm font-medium",
              // Rows 4 to 7 are every row after the price's (an empty one has no height): "Add" ends
              // level with the badges, beside the scheme rather than in a row of its own below them.
              list
                ? "col-start-2 row-span-4 row-start-4 mt-1 self-end justify-self-end px-3"
                : "order-1 mt-2 w-full py-2",
            ),
          },
          t,
        )}
        {action.renderDone(medicine, t, list ? "col-span-2 mt-1" : "order-1 mt-2")}
      </div>
    </article>
  );
});

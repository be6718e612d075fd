import { memo, useDeferredValue, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import type { CatalogueView } from "~/catalogue/urls/url-state";
import { cn } from "~/components/ui/cn";
import type { CardMedicine } from "~/catalogue/query/card-medicine";
import { CARD_LINK_SELECTOR, MedicineCard, type CardAction } from "./medicine-card";

/** How long a pointer or focus rests on a card before its page is prefetched (React Router's intent delay). */
const INTENT_DELAY_MS = 100;
/**
 * New cards drawn in the render that first shows new results: the first screen and more (two rows
 * of three in the widest grid, three of two on a phone, six in list view).
 */
const FIRST_SCREEN_CARDS = 6;

type MedicineCardListProps = {
  medicines: readonly CardMedicine[];
  view: CatalogueView;
  className: string;
  /** What each card's button does, given by the page (the enquiry list's "Add to enquiry"). */
  action: CardAction;
  /** False on a manufacturer's page: its heading names the maker of every card. */
  showManufacturer?: boolean;
};

/**
 * The cards of a page of results, with what they share: one form (the page's {@link CardAction}: "Add to enquiry") that every
 * card's button submits, and what React Router's `Link` did for each card, done once for the
 * list: a click on a card's link navigates in the page (a plain `<a>` without JavaScript, or
 * opened in a new tab), and a card pointed at or focused for a moment has its page prefetched.
 * So a card depends on its medicine alone and is not rendered again when the address changes
 * (docs/decisions/014).
 */
export const MedicineCardList = memo(function MedicineCardList({
  medicines,
  view,
  className,
  action,
  showManufacturer = true,
}: MedicineCardListProps) {
  const formId = useId();
  // This hook follows the router's state: this component renders with every state of a
  // navigation, the list below only when its own props change.
  const adding = action.useSending();
  const list = useRef<HTMLUListElement>(null);
  const prefetch = useIntentPrefetch(list);
  useCardLinkNavigation(list);
  useLayoutAfterPaint(list, medicines, view);
  const shown = useFirstScreenFirst(medicines);
  return (
    <>
      <Cards
        listRef={list}
        medicines={shown}
        view={view}
        className={className}
        action={action}
        addFormId={formId}
        adding={adding}
        showManufacturer={showManufacturer}
      />
      <action.Form id={formId} />
      {prefetch ? <PrefetchPageLinks page={prefetch} /> : null}
    </>
  );
});

type CardsProps = Omit<MedicineCardListProps, "showManufacturer"> & {
  showManufacturer: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  addFormId: string;
  /** The medicine whose "Add to enquiry" is being sent. */
  adding: string | null;
};

const Cards = memo(function Cards({
  listRef,
  medicines,
  view,
  className,
  action,
  addFormId,
  adding,
  showManufacturer,
}: CardsProps) {
  return (
    <ul ref={listRef} className={cn("group/cards", className)} data-painting="">
      {medicines.map((medicine, position) => (
        // While new cards are first drawn on screen (not on paper), those out of view are neither
        // styled, laid out nor painted, their space kept at about a card's height (measured on the
        // real catalogue): after a search, the browser lays out the few cards in view first.
        <li
          key={medicine.id}
          className={cn(
            "min-w-0 not-print:group-data-painting/cards:[content-visibility:auto]",
            view === "list"
              ? "[contain-intrinsic-size:auto_8rem] sm:[contain-intrinsic-size:auto_9.5rem]"
              : "[contain-intrinsic-size:auto_25rem]",
          )}
        >
          <MedicineCard
            medicine={medicine}
            view={view}
            action={action}
            addFormId={addFormId}
            adding={adding === medicine.id}
            showManufacturer={showManufacturer}
            firstScreen={position < FIRST_SCREEN_CARDS}
            firstCard={position === 0}
          />
        </li>
      ))}
    </ul>
  );
});

/**
 * The cards to render now: when new results arrive, the cards already shown that still lead the
 * list (a "Load more" keeps them all) and {@link FIRST_SCREEN_CARDS} new ones; the rest of the page
 * follows in a render of its own right after, which React may interrupt for the visitor's next
 * key. Creating a page of new cards is most of a search's work in the browser; the ones below the
 * first screen need not hold up the first frame (docs/decisions/019).
 */
function useFirstScreenFirst(medicines: readonly CardMedicine[]): readonly CardMedicine[] {
  const settled = useDeferredValue(medicines);
  if (settled === medicines) return medicines;
  let kept = 0;
  while (kept < settled.length && kept < medicines.length && settled[kept]!.id === medicines[kept]!.id) kept++;
  return medicines.slice(0, kept + FIRST_SCREEN_CARDS);
}

/** On the list while its new cards are first drawn: only the cards in view are laid out (see Cards). */
const PAINTING = "data-painting";

/**
 * The cards out of view skip layout only for the frame that first shows new results; once it is
 * painted, every card is laid out. Their real heights then replace the room kept for them before
 * the visitor scrolls: the page numbers and "Load more" below never move under a finger, or under a
 * click that follows a jump down the page (content-visibility would lay out the cards that come into
 * view only in the next frame, after the jump).
 */
function useLayoutAfterPaint(list: RefObject<HTMLUListElement | null>, medicines: unknown, view: unknown) {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    element.setAttribute(PAINTING, "");
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in an animation frame fires after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => element.removeAttribute(PAINTING), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list, medicines, view]);
}

/** The card link an event happened in, if any. */
function cardLinkOf(list: HTMLElement, target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(CARD_LINK_SELECTOR) : null;
  return link && list.contains(link) ? link : null;
}

/** A plain click on a card's link navigates in the page, as a `Link` would. */
function useCardLinkNavigation(list: RefObject<HTMLUListElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = cardLinkOf(element, event.target);
      const href = link?.getAttribute("href");
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [list, navigate]);
}

/**
 * The address of the card the visitor has pointed at or focused for {@link INTENT_DELAY_MS}, until
 * they leave it: its page's modules and data are then prefetched, as `Link`'s `prefetch="intent"` does.
 */
function useIntentPrefetch(list: RefObject<HTMLUListElement | null>): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: HTMLAnchorElement | null = null;
    const enter = (event: Event) => {
      const link = cardLinkOf(element, event.target);
      if (link === current) return;
      current = link;
      clearTimeout(timer);
      setHref(null);
      if (link) timer = setTimeout(() => setHref(link.getAttribute("href")), INTENT_DELAY_MS);
    };
    const leave = (event: Event) => {
      const next = (event as FocusEvent | PointerEvent).relatedTarget;
      if (current && next instanceof Node && current.contains(next)) return;
      current = null;
      clearTimeout(timer);
      setHref(null);
    };
    element.addEventListener("pointerover", enter);
    element.addEventListener("focusin", enter);
    element.addEventListener("pointerout", leave);
    element.addEventListener("focusout", leave);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("pointerover", enter);
      element.removeEventListener("focusin", enter);
      element.removeEventListener("pointerout", leave);
      element.removeEventListener("focusout", leave);
    };
  }, [list]);
  return href;
}

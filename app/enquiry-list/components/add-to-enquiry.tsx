import { useId, useMemo, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { buttonClasses, type ButtonStyle } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ListActionResult } from "~/enquiry-list/action-result";
import { queueListChange } from "~/enquiry-list/change-queue";
import { ADD_FETCHER_KEY, ENQUIRY_PATH } from "~/enquiry-list/links";
import type { Translate } from "~/i18n/translator";
import { useLocalizedHref, useT } from "~/i18n/use-translation";

/**
 * Lucide's clipboard-plus (ISC licence) as one constant element with one path: a list of cards
 * draws it 24 times a page, and an icon component per card cost a render each (docs/decisions/014).
 */
const ADD_ICON = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4 shrink-0 fill-none stroke-current stroke-2"
  >
    <path d="M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm7 2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2m1 10h6m-3 3v-6" />
  </svg>
);

type AddToEnquiryProps = {
  medicine: { id: string; name: string };
  size?: ButtonStyle["size"];
};

/**
 * "Add {name} to enquiry" on its own (docs/product.md 12.1): a plain form posted to /enquiry that
 * sends the visitor back to this page, so it works without JavaScript and the same HTML is right for
 * every visitor (catalogue pages are publicly cached). With JavaScript the shared fetcher posts it
 * without leaving the page; AddedAnnouncement shows and announces the answer. The form and button
 * a list of cards shares, for one medicine.
 */
export function AddToEnquiry({ medicine, size }: AddToEnquiryProps) {
  const formId = useId();
  const adding = useMedicineBeingAdded() === medicine.id;
  const t = useT();
  return (
    <>
      <AddToEnquiryForm id={formId} />
      {renderAddToEnquiryButton({ medicine, formId, adding, size }, t)}
      {renderAddedHere(medicine, t, "mt-2")}
    </>
  );
}

/**
 * The one "Add to enquiry" form of a list of cards (docs/product.md 12.1): each card's
 * {@link AddToEnquiryButton} submits it with its medicine (`form={id}`, `name="medicineId"`), so a
 * card carries one button instead of a form with three fields, and nothing on a card depends on
 * the page's address (the form's redirectTo does, once per list). Without JavaScript the browser
 * posts the fields and the pressed button's medicine, as a card's own form did; with it, the shared
 * fetcher posts them without leaving the page, like {@link AddToEnquiry}.
 */
export function AddToEnquiryForm({ id }: { id: string }) {
  const location = useLocation();
  const fetcher = useFetcher<ListActionResult>({ key: ADD_FETCHER_KEY });
  const action = useLocalizedHref()(ENQUIRY_PATH);

  const addInPlace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const medicineId = form.get("medicineId");
    if (typeof medicineId !== "string" || addsOnTheirWay.has(medicineId)) return;
    addsOnTheirWay.add(medicineId);
    // Without redirectTo the action answers with the added line instead of sending the page back.
    form.delete("redirectTo");
    void queueListChange(() =>
      fetcher.submit(form, { method: "post", action, defaultShouldRevalidate: false }),
    ).finally(() => addsOnTheirWay.delete(medicineId));
  };

  const redirectTo = location.pathname + location.search;
  // The same elements while their values stay: React writes a hidden field's name and type to the
  // page again whenever it renders the field, and this form renders with every navigation state.
  const redirectField = useMemo(() => <input type="hidden" name="redirectTo" value={redirectTo} />, [redirectTo]);
  return (
    // No box of its own: its buttons are elsewhere (`form={id}`).
    <form id={id} method="post" action={action} onSubmit={addInPlace} className="contents">
      {ADD_INTENT_FIELD}
      {redirectField}
    </form>
  );
}

const ADD_INTENT_FIELD = <input type="hidden" name="intent" value="add" />;

/**
 * Medicines whose "Add" is on its way, from the press until its answer. Another press of the same
 * medicine meanwhile adds nothing: a double tap on a slow phone is one add, not a quantity of 2.
 * Pressed again once the answer has come (and "qty 1" is shown), it raises the quantity as meant.
 */
const addsOnTheirWay = new Set<string>();

/** The medicine whose "Add to enquiry" is being sent, if any: its button is marked busy. */
export function useMedicineBeingAdded(): string | null {
  const fetcher = useFetcher<ListActionResult>({ key: ADD_FETCHER_KEY });
  const id = fetcher.state !== "idle" ? fetcher.formData?.get("medicineId") : null;
  return typeof id === "string" ? id : null;
}

type AddToEnquiryButtonProps = {
  medicine: { id: string; name: string };
  /** The list's {@link AddToEnquiryForm}. */
  formId: string;
  /** This medicine's addition is being sent. */
  adding: boolean;
  size?: ButtonStyle["size"];
  /** "Add" alone where the button shares a row with the price (a list card); the name says the rest. */
  short?: boolean;
  className?: string;
};

/**
 * "Add {name} to enquiry": a button of an {@link AddToEnquiryForm}, carrying its medicine. A plain
 * function of the page's translate function, like a card's other parts (docs/decisions/014).
 */
export function renderAddToEnquiryButton(
  { medicine, formId, adding, size = null, short = false, className }: AddToEnquiryButtonProps,
  t: Translate,
) {
  return (
    <button
      type="submit"
      form={formId}
      name="medicineId"
      value={medicine.id}
      aria-disabled={adding || undefined}
      // The name says which medicine ("Add Dolo 650 to enquiry"); it starts as the visible text
      // does in English and contains it in Hindi, where the medicine comes first.
      aria-label={t("enquiryList.addLabel", { name: medicine.name })}
      className={buttonClasses({
        variant: "outline",
        size,
        className: cn("relative z-10 inline-flex items-center justify-center gap-1.5", className),
      })}
    >
      {ADD_ICON}
      <span>{t(short ? "enquiryList.addShort" : "enquiryList.add")}</span>
    </button>
  );
}

/**
 * Without JavaScript, "Add to enquiry" brings the visitor back to the card pressed, the address's
 * fragment naming it (docs/product.md 12.7): the card, then the page's target, shows that the
 * medicine was added. Hidden otherwise, so it costs no room (a `:target` style, no script). With
 * JavaScript the add never leaves the page and AddedAnnouncement says it instead.
 */
export function renderAddedHere(medicine: { name: string }, t: Translate, className?: string) {
  return (
    <p
      role="status"
      className={cn(
        "hidden rounded-md bg-emerald-50 px-2 py-1 text-sm font-medium text-emerald-900 [[id^=medicine-]:target_&]:block",
        className,
      )}
    >
      {t("enquiryList.addedHere", { name: medicine.name })}
    </p>
  );
}

/**
 * "Add to enquiry" as the catalogue's cards take it (their `CardAction`, given by the pages that
 * show cards): the list's one form, each card's button, and the note on the card a visitor without
 * JavaScript is sent back to. A constant, so that memoised cards are not rendered again for it.
 */
export const addToEnquiryCardAction = {
  useSending: useMedicineBeingAdded,
  Form: AddToEnquiryForm,
  renderButton: renderAddToEnquiryButton,
  renderDone: renderAddedHere,
};

import { ClipboardPlus } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Form } from "~/i18n/link";
import { buttonClasses, type ButtonStyle } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ListActionResult } from "~/enquiry-list/action-result";
import { queueListChange, useQueuedListSubmit } from "~/enquiry-list/change-queue";
import { ADD_FETCHER_KEY, ENQUIRY_PATH } from "~/enquiry-list/links";
import { useLocalizedHref, useT } from "~/i18n/use-translation";

type AddToEnquiryProps = {
  medicine: { id: string; name: string };
  style?: ButtonStyle;
};

/**
 * "Add {name} to enquiry" (docs/product.md 12.1): a plain form posted to /enquiry that sends the
 * visitor back to this page, so it works without JavaScript and the same HTML is right for every
 * visitor (catalogue pages are publicly cached). With JavaScript the shared fetcher posts it
 * without leaving the page; AddedAnnouncement shows and announces the answer.
 */
export function AddToEnquiry({ medicine, style }: AddToEnquiryProps) {
  const location = useLocation();
  const fetcher = useFetcher<ListActionResult>({ key: ADD_FETCHER_KEY });
  const adding = fetcher.state !== "idle" && fetcher.formData?.get("medicineId") === medicine.id;
  const t = useT();
  // /hi/enquiry on a Hindi page: the answer (and its messages) comes in the page's language.
  const action = useLocalizedHref()(ENQUIRY_PATH);

  const addInPlace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Without redirectTo the action answers with the added line instead of sending the page back.
    form.delete("redirectTo");
    void queueListChange(() => fetcher.submit(form, { method: "post", action, defaultShouldRevalidate: false }));
  };

  return (
    <form method="post" action={action} onSubmit={addInPlace} className="relative z-10">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="medicineId" value={medicine.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-disabled={adding || undefined}
        // The name says which medicine ("Add Dolo 650 to enquiry"); it starts as the visible text
        // does in English and contains it in Hindi, where the medicine comes first.
        aria-label={t("enquiryList.addLabel", { name: medicine.name })}
        className={buttonClasses({
          variant: "outline",
          size: "sm",
          ...style,
          className: cn("inline-flex items-center justify-center gap-1.5", style?.className),
        })}
      >
        <ClipboardPlus aria-hidden="true" className="size-4 shrink-0" />
        <span>{t("enquiryList.add")}</span>
      </button>
    </form>
  );
}

/** "Enquire about this medicine" on its page: adds it and opens the enquiry list. */
export function EnquireAbout({ medicineId }: { medicineId: string }) {
  const t = useT();
  return (
    <Form method="post" action={ENQUIRY_PATH} onSubmit={useQueuedListSubmit()}>
      <input type="hidden" name="intent" value="enquire" />
      <input type="hidden" name="medicineId" value={medicineId} />
      <button type="submit" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
        {t("enquiryList.enquireAbout")}
      </button>
    </Form>
  );
}

import { ClipboardPlus } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Form } from "~/i18n/link";
import { buttonClasses, type ButtonStyle } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ListActionResult } from "~/enquiry-list/action-result";
import { ADD_FETCHER_KEY, ENQUIRY_PATH } from "~/enquiry-list/links";

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

  const addInPlace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Without redirectTo the action answers with the added line instead of sending the page back.
    form.delete("redirectTo");
    void fetcher.submit(form, { method: "post", action: ENQUIRY_PATH, defaultShouldRevalidate: false });
  };

  return (
    <form method="post" action={ENQUIRY_PATH} onSubmit={addInPlace} className="relative z-10">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="medicineId" value={medicine.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-disabled={adding || undefined}
        className={buttonClasses({
          variant: "outline",
          size: "sm",
          ...style,
          className: cn("inline-flex items-center justify-center gap-1.5", style?.className),
        })}
      >
        <ClipboardPlus aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Add<span className="sr-only"> {medicine.name}</span> to enquiry
        </span>
      </button>
    </form>
  );
}

/** "Enquire about this medicine" on its page: adds it and opens the enquiry list. */
export function EnquireAbout({ medicineId }: { medicineId: string }) {
  return (
    <Form method="post" action={ENQUIRY_PATH}>
      <input type="hidden" name="intent" value="enquire" />
      <input type="hidden" name="medicineId" value={medicineId} />
      <button type="submit" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
        Enquire about this medicine
      </button>
    </Form>
  );
}

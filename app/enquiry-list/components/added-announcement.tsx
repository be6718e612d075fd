import { CircleCheck, X } from "lucide-react";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Link } from "~/i18n/link";
import type { ListActionResult } from "~/enquiry-list/action-result";
import { ADD_FETCHER_KEY, ENQUIRY_PATH } from "~/enquiry-list/links";
import { useT } from "~/i18n/use-translation";
import { ScriptButton } from "~/components/ui/script-button";

/**
 * The answer to the last "Add … to enquiry" (any card's, through the shared fetcher), shown at
 * the bottom of the window and read out by screen readers: "Added Dolo 650 to the enquiry list
 * (qty 2)". One polite live region for the whole page, present from the start so that what
 * appears in it is announced; it is not a `status` role, which the catalogue's count uses.
 */
export function AddedAnnouncement() {
  const fetcher = useFetcher<ListActionResult>({ key: ADD_FETCHER_KEY });
  const location = useLocation();
  const t = useT();
  const [dismissed, setDismissed] = useState<ListActionResult | undefined>(undefined);
  const result = fetcher.data?.intent === "add" ? fetcher.data : undefined;

  // Another page: the message belonged to the last one (state adjusted during render).
  const [page, setPage] = useState(location.key);
  if (page !== location.key) {
    setPage(location.key);
    setDismissed(fetcher.data);
  }

  const shown = result && result !== dismissed ? result : undefined;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {shown ? (
        <div
          className={`pointer-events-auto flex max-w-xl items-start gap-3 rounded-lg border p-4 shadow-lg ${
            shown.ok ? "border-emerald-200 bg-emerald-50 text-emerald-950" : "border-red-200 bg-red-50 text-red-950"
          }`}
        >
          {shown.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
          <p>
            {shown.ok ? t("enquiryList.added", { name: shown.name, quantity: shown.quantity }) : shown.error}{" "}
            <Link to={ENQUIRY_PATH} className="font-medium whitespace-nowrap underline">
              {t("enquiryList.view")}
            </Link>
          </p>
          <ScriptButton
            onClick={() => setDismissed(shown)}
            className="-m-1 rounded p-1 hover:bg-black/5"
            aria-label={t("enquiryList.dismiss")}
          >
            <X aria-hidden="true" className="size-4" />
          </ScriptButton>
        </div>
      ) : null}
    </div>
  );
}

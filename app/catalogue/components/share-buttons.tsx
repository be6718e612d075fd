import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { Tooltip, TooltipGroup } from "~/components/ui/tooltip";
import type { MessageId } from "~/i18n/message-id";
import { useT } from "~/i18n/use-translation";
import { OwnPressButton } from "~/components/ui/script-button";
import "~/i18n/areas/medicine";

/** docs/product.md §8's texts, shown in a status message rather than an alert (docs/product.md 2.22). */
export const COPY_SUCCESS = "medicine.share.copied" satisfies MessageId;
export const COPY_FAILURE = "medicine.share.copyFailed" satisfies MessageId;

const ICON_BUTTON =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800";

/**
 * Share (the device's share sheet when the browser has one, else copy) and Copy link buttons
 * for the page being viewed, with their outcome in a live status message.
 */
export function ShareButtons({ title }: { title: string }) {
  const t = useT();
  // The outcome as a message, so that it is said in the page's language.
  const [status, setStatus] = useState<MessageId | null>(null);

  async function copyLink() {
    try {
      // Without a secure context or permission there is no clipboard, or writing rejects.
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(window.location.href);
      setStatus(COPY_SUCCESS);
    } catch {
      setStatus(COPY_FAILURE);
    }
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: window.location.href });
        setStatus(null);
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report, and no surprise copy.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyLink();
  }

  return (
    <TooltipGroup className="flex flex-wrap items-center gap-3">
      <Tooltip label={t("medicine.share.share")} align="start">
        {(tooltipId) => (
          <OwnPressButton aria-labelledby={tooltipId} onClick={() => void share()} className={ICON_BUTTON}>
            <Share2 aria-hidden="true" className="size-5" />
          </OwnPressButton>
        )}
      </Tooltip>
      <Tooltip label={t("medicine.share.copy")} align="start">
        {(tooltipId) => (
          <OwnPressButton aria-labelledby={tooltipId} onClick={() => void copyLink()} className={ICON_BUTTON}>
            <Link2 aria-hidden="true" className="size-5" />
          </OwnPressButton>
        )}
      </Tooltip>
      {/* Present from the start: screen readers only announce changes to a live region they already know. */}
      <p role="status" className="text-sm font-medium text-slate-700">
        {status ? t(status) : ""}
      </p>
    </TooltipGroup>
  );
}

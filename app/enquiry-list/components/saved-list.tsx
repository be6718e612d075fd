import { whatsappShareHref } from "~/formatting/phone";
import { Copy, Link2, MessageCircle } from "lucide-react";
import { useState } from "react";
import { OwnPressButton } from "~/components/ui/script-button";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { Form } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";
import type { SavedListView } from "../action-result";
import "~/i18n/areas/enquiry";

// "Save list as a link" and the page a saved link opens (docs/product.md 12.6).

/**
 * A saved list, shown before it joins the visitor's own: its lines and "Open this list", a plain
 * form (no JavaScript needed). A changed or outdated link is refused with a message saying so.
 */
export function SavedList({ saved, action, error }: { saved: SavedListView | null; action: string; error?: string }) {
  const t = useT();
  if (error || (saved && "refused" in saved)) {
    return (
      <p role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {error ?? t("enquiryList.saved.refused")}
      </p>
    );
  }
  if (!saved) return null;
  return (
    <section aria-labelledby="saved-list-heading" className={cardClasses({ className: "mt-6 p-6" })}>
      <h2 id="saved-list-heading" className="text-xl font-semibold">
        {t("enquiryList.saved.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("enquiryList.saved.intro", { count: saved.lines.length })}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {saved.lines.map((line) => (
          <li key={line.id}>
            {line.name} — {line.quantity}
            {/* A medicine removed from the catalogue since the link was made, or a line typed as text:
                said before the visitor opens the list and counts on it. */}
            {line.listed ? null : (
              <span className="text-sm text-amber-900">
                {" "}
                ({t(line.freeText ? "enquiryList.line.notInCatalogue" : "enquiryList.saved.gone")})
              </span>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" action={action} className="mt-4">
        <input type="hidden" name="saved" value={saved.value} />
        <button type="submit" name="intent" value="restore" className={buttonClasses({ size: "lg" })}>
          {t("enquiryList.saved.open")}
        </button>
      </Form>
    </section>
  );
}

/**
 * "Save list as a link": a button of the list's form (the quantities shown are kept first, as by
 * every button), answered with the address in a field to copy.
 */
export function SaveListLink({ formId, href }: { formId: string; href: string | null | undefined }) {
  const t = useT();
  return (
    <div className="mt-4">
      <button
        type="submit"
        form={formId}
        name="intent"
        value="link"
        formNoValidate
        className={buttonClasses({ variant: "outline", size: "lg", className: "inline-flex items-center gap-2" })}
      >
        <Link2 aria-hidden="true" className="size-5" />
        {t("enquiryList.saved.button")}
      </button>
      {href === undefined ? null : (
        <div role="status" className="mt-3">
          {href === null ? (
            <p>{t("enquiryList.saved.tooLong")}</p>
          ) : (
            <>
              <label htmlFor="saved-list-link" className="font-medium text-slate-900">
                {t("enquiryList.saved.label")}
              </label>
              <input
                id="saved-list-link"
                type="url"
                readOnly
                value={href}
                aria-describedby="saved-list-hint"
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900"
              />
              <p id="saved-list-hint" className="mt-1.5 text-sm text-slate-600">
                {t("enquiryList.saved.hint")}
              </p>
              <SavedLinkActions href={href} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

const ACTION_CLASSES = buttonClasses({ variant: "outline", size: "lg", className: "inline-flex items-center gap-2" });

/**
 * "Copy link" and "Share on WhatsApp" for a saved list's address (docs/product.md 12.6): the
 * address is for another device, so the two ways a chemist moves it there. Sharing is a plain link
 * to WhatsApp's own chooser (no number: the buyer picks the chat); copying needs the page's script
 * and the visitor's own press, and says what happened.
 */
function SavedLinkActions({ href }: { href: string }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      // Without a secure context or permission there is no clipboard, or writing rejects.
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  const share = whatsappShareHref(t("enquiryList.saved.shareText", { address: href }));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <OwnPressButton onClick={() => void copy()} className={ACTION_CLASSES}>
        <Copy aria-hidden="true" className="size-5" />
        {t("enquiryList.saved.copy")}
      </OwnPressButton>
      <a href={share} target="_blank" rel="noopener noreferrer" className={ACTION_CLASSES}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {t("enquiryList.saved.shareWhatsapp")}
      </a>
      {/* Inside the answer's status region: said when it changes. */}
      <span className="text-sm font-medium text-slate-700">
        {copied === null ? "" : t(copied ? "enquiryList.saved.copied" : "enquiryList.saved.copyFailed")}
      </span>
    </div>
  );
}

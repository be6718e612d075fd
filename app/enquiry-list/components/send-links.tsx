import { Mail, MessageCircle } from "lucide-react";
import type { MouseEvent, ReactElement } from "react";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { listChangesPending, listChangesSettled } from "~/enquiry-list/change-queue";
import type { MessageId } from "~/i18n/message-id";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/enquiry";

type SendLinksProps = {
  /** The list's links (share.ts) for the quantities the page shows; null when too long for a link. */
  whatsapp: string | null;
  email: string | null;
  /** The list's form. */
  formId: string;
  /** Before a link is followed: false stops it (a quantity to correct, marked by the caller). */
  check: () => boolean;
};

const WAYS: { intent: "whatsapp" | "email"; label: MessageId; icon: ReactElement }[] = [
  {
    intent: "whatsapp",
    label: "enquiryList.share.whatsapp",
    icon: <MessageCircle aria-hidden="true" className="size-5" />,
  },
  { intent: "email", label: "enquiryList.share.email", icon: <Mail aria-hidden="true" className="size-5" /> },
];

const CLASSES = buttonClasses({ variant: "outline", size: "lg", className: "inline-flex items-center gap-2" });

/**
 * "Send on WhatsApp" and "Send by e-mail" (docs/product.md 12.3, 12.5): what leaves is what the
 * page shows. Until the page's script runs they are buttons of the list's form, links to the
 * visitor (`role="link"`): the server keeps the typed quantities and answers with the `wa.me` or
 * `mailto:` address. Then they are links carrying the typed quantities at once; one followed while
 * a quantity is still being kept waits for it.
 */
export function SendLinks({ whatsapp, email, formId, check }: SendLinksProps) {
  const t = useT();
  const hydrated = useHydrated();
  const hrefs = { whatsapp, email };
  if (whatsapp === null || email === null) {
    return (
      <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {t("enquiryList.share.tooLong")}
      </p>
    );
  }

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!check()) {
      event.preventDefault();
      return;
    }
    if (!listChangesPending()) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void listChangesSettled().then(() => window.location.assign(href));
  };

  return (
    <div className="mt-3 flex flex-wrap gap-3">
      {WAYS.map(({ intent, label, icon }) =>
        hydrated ? (
          <a key={intent} href={hrefs[intent]!} onClick={follow} className={CLASSES}>
            {icon}
            {t(label)}
          </a>
        ) : (
          <button
            key={intent}
            type="submit"
            form={formId}
            name="intent"
            value={intent}
            formNoValidate
            role="link"
            className={CLASSES}
          >
            {icon}
            {t(label)}
          </button>
        ),
      )}
    </div>
  );
}

import { Mail, MessageCircle } from "lucide-react";
import type { ReactElement } from "react";
import { buttonClasses } from "~/components/ui/button";
import type { MessageId } from "~/i18n/message-id";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/enquiry";

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
 * "Send on WhatsApp" and "Send by e-mail" (docs/product.md 12.3, 12.3b): buttons of the list's
 * form, links to the visitor (`role="link"`: they open WhatsApp or the mail program). Whatever its
 * length, the list is first stored as an order, with the quantities the page shows; the server
 * answers with the `wa.me` or `mailto:` address carrying its reference and its page's address.
 * Without JavaScript that answer is a redirect; with it (the list form's handler asks for
 * `answer=data`, change-queue.ts), the page shows the reference first, then opens the address
 * (routes/enquiry.tsx).
 */
export function SendLinks({ formId }: { formId: string }) {
  const t = useT();
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      {WAYS.map(({ intent, label, icon }) => (
        <button
          key={intent}
          type="submit"
          form={formId}
          name="intent"
          value={intent}
          // Nothing is required to send from one's own phone: the enquiry form's fields are for "Send enquiry".
          formNoValidate
          role="link"
          className={CLASSES}
        >
          {icon}
          {t(label)}
        </button>
      ))}
    </div>
  );
}

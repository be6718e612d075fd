import { MessageCircle } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { describedName } from "~/formatting/described-name";
import { useT } from "~/i18n/use-translation";
import { whatsappHref } from "~/formatting/phone";
import { shareSettings } from "../share";
import "~/i18n/areas/medicine";

type AskOnWhatsAppProps = {
  name: string;
  pack: string | undefined;
  manufacturer: string | undefined;
};

/**
 * "Ask on WhatsApp about {name}" (docs/product.md 12.1a): a plain wa.me link, so it works without
 * JavaScript, whose message names the medicine as the company's staff find it, as the enquiry
 * list does: name, manufacturer and pack ("Amlong 5 Tablet (Micro Labs, strip of 15)").
 */
export function AskOnWhatsApp({ name, pack, manufacturer }: AskOnWhatsAppProps) {
  const t = useT();
  const medicine = describedName({ name, pack, manufacturer });
  const text = t("medicine.askWhatsApp.text", { company: shareSettings.companyName, medicine });
  return (
    <a
      href={whatsappHref(shareSettings.whatsappNumber, text)}
      className={buttonClasses({ variant: "outline", className: "inline-flex items-center gap-2" })}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t("medicine.askWhatsApp.link", { name })}
    </a>
  );
}

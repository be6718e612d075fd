import { PackageCheck } from "lucide-react";
import { useT } from "~/i18n/use-translation";
import type { SentOrder } from "../action-result";
import "~/i18n/areas/enquiry";

/**
 * After the list left (docs/product.md 12.3b): its reference to quote, "Order {n}", and a link to
 * its page. Shown inside the page's status region. The path is already in the page's language.
 */
export function OrderSentNotice({ order }: { order: SentOrder }) {
  const t = useT();
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
      <PackageCheck aria-hidden="true" className="size-5 shrink-0" />
      <strong className="font-semibold">{t("enquiryList.order.sent", { number: String(order.number) })}</strong>
      <a href={order.path} className="font-medium underline underline-offset-2">
        {t("enquiryList.order.open")}
      </a>
    </p>
  );
}

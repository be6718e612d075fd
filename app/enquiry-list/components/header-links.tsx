import { ClipboardList, ClipboardPaste } from "lucide-react";
import { ENQUIRY_PATH, PASTE_ORDER_HREF } from "~/enquiry-list/links";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";

// Icons as constant elements: React skips an element it rendered before, so they are not
// rendered again with every navigation state (docs/decisions/014).
const LIST_ICON = <ClipboardList aria-hidden="true" className="size-6 text-brand-700 sm:size-5" />;
const PASTE_ICON = <ClipboardPaste aria-hidden="true" className="size-5 shrink-0 text-brand-700" />;

/**
 * The enquiry list's links in the site header (its `actions`): "Paste an order" and "Enquiry list",
 * which carries the number of medicines in the visitor's list (docs/product.md 12.1), in its text
 * and so in its accessible name.
 */
export function HeaderListLinks({ count }: { count: number }) {
  const t = useT();
  return (
    <>
      {/* A buyer's order is a WhatsApp message or a notebook page: the way to paste it is named, on a
          phone too (docs/product.md 12.11), and leads to the list page's paste section. */}
      <Link
        to={PASTE_ORDER_HREF}
        className="ml-auto flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 px-1.5 py-1 text-xs leading-tight font-medium text-slate-800 hover:bg-slate-100 max-sm:max-w-[4.25rem] sm:border-0 sm:p-2 sm:text-sm lg:order-last lg:ml-0"
      >
        {/* On a phone the words alone, on two lines: the row keeps the enquiry list, language and menu. */}
        <span className="max-sm:hidden">{PASTE_ICON}</span>
        {/* On a desktop below 1536 px the row holds everything: the icon, named all the same. */}
        <span className="lg:max-2xl:sr-only">{t("header.pasteOrder")}</span>
      </Link>

      <Link
        to={ENQUIRY_PATH}
        className="relative flex shrink-0 items-center gap-1.5 rounded-md p-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 sm:px-2.5 lg:order-last lg:ml-0"
      >
        {LIST_ICON}
        <span className="sr-only sm:max-lg:not-sr-only 2xl:not-sr-only">{t("header.enquiryList")}</span>{" "}
        {/* On a phone only the icon shows, the count on its corner, so the menu button fits beside it;
            between 1024 and 1280 px too, so that the header keeps to one row. */}
        <span className="absolute -top-0.5 right-0 min-w-5 rounded-full bg-brand-700 px-1 py-px text-center text-xs font-semibold text-white sm:static sm:min-w-6 sm:px-1.5 sm:py-0.5">
          {count}
          <span className="sr-only"> {t("header.enquiryListCount", { count })}</span>
        </span>
      </Link>
    </>
  );
}

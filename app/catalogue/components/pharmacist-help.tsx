import { Stethoscope } from "lucide-react";
import { Link } from "~/i18n/link";
import { CATALOGUE_PATH } from "~/catalogue/urls/links";
import { CONTACT_PATH } from "~/components/links";
import { buttonClasses } from "~/components/ui/button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/medicine";

/** The help block of the detail page (docs/product.md 2.23), for trade buyers: ask us, or keep browsing. */
export function PharmacistHelp() {
  const t = useT();
  return (
    <section
      aria-labelledby="pharmacist-help"
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <Stethoscope aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
      <div className="flex-1">
        <h2 id="pharmacist-help" className="text-lg font-semibold text-slate-900">
          {t("catalogue.help.heading")}
        </h2>
        <p className="mt-1 text-slate-700">{t("catalogue.help.text")}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={CONTACT_PATH} className={buttonClasses()}>
          {t("catalogue.help.contact")}
        </Link>
        <Link
          to={CATALOGUE_PATH}
          className="rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
        >
          {t("catalogue.help.browse")}
        </Link>
      </div>
    </section>
  );
}

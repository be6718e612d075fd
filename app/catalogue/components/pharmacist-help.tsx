import { Stethoscope } from "lucide-react";
import { Link } from "~/i18n/link";
import { CATALOGUE_PATH } from "~/catalogue/links";
import { buttonClasses } from "~/components/ui/button";

/** The pharmacist help block of the detail page (docs/product.md §2): ask us, or keep browsing. */
export function PharmacistHelp() {
  return (
    <section
      aria-labelledby="pharmacist-help"
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <Stethoscope aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
      <div className="flex-1">
        <h2 id="pharmacist-help" className="text-lg font-semibold text-slate-900">
          Need help from a pharmacist?
        </h2>
        <p className="mt-1 text-slate-700">
          Ask our pharmacists about this medicine, its substitutes or bulk orders. For dosage advice, always follow your
          doctor&apos;s prescription.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClasses()}>
          Contact a pharmacist
        </Link>
        <Link
          to={CATALOGUE_PATH}
          className="rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
        >
          Browse medicines
        </Link>
      </div>
    </section>
  );
}

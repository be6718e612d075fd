import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";

/**
 * The "Oops! Page not found" screen (docs/product.md §2), shown with HTTP 404: the home page, and
 * `browseTo` (the catalogue, app/composition/site-nav.ts).
 */
export function NotFoundPage({ browseTo }: { browseTo: string }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("notFound.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ size: "xl" })}>
          {t("notFound.home")}
        </Link>
        <Link to={browseTo} className={buttonClasses({ variant: "outline", size: "xl" })}>
          {t("notFound.browse")}
        </Link>
      </div>
    </section>
  );
}

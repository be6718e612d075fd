import { useT } from "~/i18n/use-translation";

/** The "Unexpected Application Error!" screen (docs/product.md §8); details only in development. */
export function UnexpectedError({ details }: { details?: string }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t("error.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("error.text")}</p>
      {details ? (
        <pre className="mt-6 overflow-x-auto rounded-md bg-slate-900 p-4 text-left text-sm text-slate-100">
          {details}
        </pre>
      ) : null}
    </section>
  );
}

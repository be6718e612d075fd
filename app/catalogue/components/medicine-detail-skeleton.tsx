import { useT } from "~/i18n/use-translation";

/** Grey blocks in the shape of the detail page, shown while a medicine loads (never a premature "not found"). */
export function MedicineDetailSkeleton() {
  const t = useT();
  const block = "animate-pulse rounded-md bg-slate-200";
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <p role="status" className="sr-only">
        {t("medicine.loading")}
      </p>
      <div aria-hidden="true">
        <div className={`${block} h-4 w-64 max-w-full`} />
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-10">
          <div className={`${block} mx-auto aspect-square w-full max-w-md rounded-xl md:max-w-none`} />
          <div className="space-y-4">
            <div className={`${block} h-4 w-40`} />
            <div className={`${block} h-9 w-3/4`} />
            <div className={`${block} h-5 w-1/2`} />
            <div className="flex gap-2">
              <div className={`${block} h-6 w-16 rounded-full`} />
              <div className={`${block} h-6 w-40 rounded-full`} />
            </div>
            <div className={`${block} h-24 w-full rounded-xl`} />
            <div className={`${block} h-32 w-full rounded-xl`} />
          </div>
        </div>
        <div className={`${block} mt-10 h-40 w-full rounded-xl`} />
      </div>
    </div>
  );
}

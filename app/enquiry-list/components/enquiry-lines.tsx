import { CircleExclamationPoint, Trash2 } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { useFieldValue } from "~/components/use-field-value";
import { Form, Link } from "~/i18n/link";
import { medicineHref } from "~/catalogue/links";
import { buttonClasses } from "~/components/ui/button";
import type { ListActionResult, ShownLine } from "~/enquiry-list/action-result";
import { useQueuedListSubmit } from "~/enquiry-list/change-queue";
import { LIST_LIMITS } from "~/enquiry-list/list";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/enquiry";

type EnquiryLinesProps = {
  lines: readonly ShownLine[];
  /** The answer to the last change, to show a refused quantity next to its line. */
  result: ListActionResult | undefined;
};

/**
 * The lines of the list (docs/product.md 12.2): each medicine's name (a link while it is in the
 * catalogue), its quantity and a remove button. Each change is a plain form posted to /enquiry,
 * so the page works without JavaScript; with it, React Router posts them without a reload, one
 * after another (change-queue.ts).
 */
export function EnquiryLines({ lines, result }: EnquiryLinesProps) {
  const refused = result && !result.ok && result.intent !== "send" ? result : undefined;
  const t = useT();
  const queuedSubmit = useQueuedListSubmit();
  return (
    <>
      {refused && !lines.some((line) => line.id === refused.medicineId) ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {refused.error}
        </p>
      ) : null}
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {lines.map((line) => {
          const error = refused?.medicineId === line.id ? refused.error : undefined;
          const errorId = `quantity-error-${line.id}`;
          return (
            <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-56">
                {line.listed ? (
                  <Link
                    to={medicineHref(line.id)}
                    className="font-medium break-words text-brand-800 underline hover:text-brand-900"
                  >
                    {line.name}
                  </Link>
                ) : (
                  <span className="font-medium break-words text-slate-900">
                    {line.name}{" "}
                    <span className="ml-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-sm font-normal text-slate-700">
                      {t("enquiryList.line.gone")}
                    </span>
                  </span>
                )}
              </div>
              <Form method="post" onSubmit={queuedSubmit} className="flex items-center gap-2">
                <input type="hidden" name="intent" value="quantity" />
                <input type="hidden" name="medicineId" value={line.id} />
                <label htmlFor={`quantity-${line.id}`} className="text-sm text-slate-700">
                  <span className="sr-only">{t("enquiryList.line.quantity", { name: line.name })}</span>
                  <span aria-hidden="true">{t("enquiryList.line.qty")}</span>
                </label>
                <QuantityField
                  id={`quantity-${line.id}`}
                  quantity={line.quantity}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                {/* The name carries the medicine; it contains the visible word in both languages. */}
                <button
                  type="submit"
                  aria-label={t("enquiryList.line.updateLabel", { name: line.name })}
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  {t("enquiryList.line.update")}
                </button>
              </Form>
              <Form method="post" onSubmit={queuedSubmit}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="medicineId" value={line.id} />
                <button
                  type="submit"
                  aria-label={t("enquiryList.line.removeLabel", { name: line.name })}
                  className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-red-800 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("enquiryList.line.remove")}
                </button>
              </Form>
              {error ? (
                <p id={errorId} className="flex w-full items-center gap-1.5 text-sm font-medium text-red-700">
                  <CircleExclamationPoint aria-hidden="true" className="size-4 shrink-0" />
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

type QuantityFieldProps = { quantity: number } & Pick<
  ComponentProps<"input">,
  "id" | "aria-invalid" | "aria-describedby"
>;

/**
 * A line's quantity. An accepted change puts the stored quantity back in the field without
 * replacing the field, so the keyboard stays where the visitor pressed Enter; a refused one
 * leaves what they typed there to correct.
 */
function QuantityField({ quantity, ...props }: QuantityFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  useFieldValue(field, String(quantity));
  return (
    <input
      ref={field}
      type="number"
      name="quantity"
      inputMode="numeric"
      min={LIST_LIMITS.quantityMin}
      max={LIST_LIMITS.quantityMax}
      step={1}
      required
      defaultValue={quantity}
      className="w-20 rounded-md border border-slate-300 px-2 py-1.5 text-right aria-invalid:border-red-600"
      {...props}
    />
  );
}

import { CircleExclamationPoint, Minus, Plus, Trash2, TriangleAlert } from "lucide-react";
import { useRef, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { formatInr } from "~/catalogue/trade/format";
import { rateLabelText, useRateLabel } from "~/catalogue/trade/rate-label";
import { lineValue, listEstimate } from "~/enquiry-list/estimate";
import { unitWord } from "~/enquiry-list/line-text";
import { useFieldValue } from "~/components/use-field-value";
import { Link } from "~/i18n/link";
import { compositionHref, medicineHref } from "~/catalogue/urls/links";
import { cardAvailability, renderAvailabilityBadge } from "~/catalogue/components/availability-badge";
import { schemeText } from "~/catalogue/trade/scheme";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ShownLine } from "~/enquiry-list/action-result";
import { parseQuantity, quantityFieldId, quantityFieldName, steppedQuantity } from "~/enquiry-list/list";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/enquiry";

type EnquiryLinesProps = {
  lines: readonly ShownLine[];
  /** The list's form (docs/product.md 12.5): every field and button here belongs to it. */
  formId: string;
  /** What the visitor typed into each line's field, by medicine: it stays in the field. */
  typed: Readonly<Record<string, string>>;
  /** The message of a line whose quantity is refused, by medicine. */
  errorOf: (id: string) => string | undefined;
  /** A quantity typed (each change) and a field left. */
  onQuantityInput: (id: string, text: string) => void;
  onQuantityLeave: (id: string, next: EventTarget | null) => void;
  /** A stepper pressed, with JavaScript: the page changes the quantity itself instead of posting the form. */
  onStep: (id: string, step: 1 | -1) => void;
};

/**
 * The lines of the list (docs/product.md 12.2): each medicine's name (a link while it is in the
 * catalogue; a free-text line marked "not in the catalogue"), its quantity, "Update" and "Remove". They are fields and buttons of the list's one
 * form, so that every way the list leaves carries the quantities shown: without JavaScript each
 * button posts them all; with it, a quantity is kept as it is typed (useTypedQuantities).
 */
export function EnquiryLines({
  lines,
  formId,
  typed,
  errorOf,
  onQuantityInput,
  onQuantityLeave,
  onStep,
}: EnquiryLinesProps) {
  const t = useT();
  const rateLabel = rateLabelText(useRateLabel(), t);
  // The quantity each line shows: the one typed when it is a whole number 1–9999.
  const shown = lines.map((line) => ({ ...line, quantity: parseQuantity(typed[line.id]) ?? line.quantity }));
  const estimate = listEstimate(shown);
  const stepper = (line: ShownLine, quantity: number, step: 1 | -1) => {
    const atBound = steppedQuantity(quantity, step) === quantity;
    return (
      <StepButton
        formId={formId}
        name={step === 1 ? "increase" : "decrease"}
        value={line.id}
        label={t(step === 1 ? "enquiryList.line.increase" : "enquiryList.line.decrease", { name: line.name })}
        atBound={atBound}
        onClick={(event) => {
          // With JavaScript the page changes the quantity and keeps it (no reload); at the bound, nothing.
          event.preventDefault();
          if (!atBound) onStep(line.id, step);
        }}
      >
        {step === 1 ? <Plus aria-hidden="true" className="size-4" /> : <Minus aria-hidden="true" className="size-4" />}
      </StepButton>
    );
  };
  return (
    <>
      {/*
        The form's default button, first of its buttons: Enter in a quantity keeps the quantities
        (docs/product.md 12.4a), whichever buttons (steppers) come before the lines' "Update".
      */}
      <button
        type="submit"
        form={formId}
        name="intent"
        value="save"
        formNoValidate
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        {t("enquiryList.line.update")}
      </button>
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {shown.map((line) => {
          const error = errorOf(line.id);
          const errorId = `quantity-error-${line.id}`;
          // The unit describes the field: "Quantity for Amlong 5 Tablet, 2, strips".
          const unitId = `quantity-unit-${line.id}`;
          const value = lineValue(line);
          return (
            <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-48">
                {line.freeText ? (
                  <span className="font-medium break-words text-slate-900">
                    {line.name} <LineNote>{t("enquiryList.line.notInCatalogue")}</LineNote>
                  </span>
                ) : line.listed ? (
                  <Link
                    to={medicineHref(line.id)}
                    className="font-medium break-words text-brand-800 underline hover:text-brand-900"
                  >
                    {line.name}
                  </Link>
                ) : (
                  <span className="font-medium break-words text-slate-900">
                    {line.name} <LineNote>{t("enquiryList.line.gone")}</LineNote>
                  </span>
                )}
                {line.manufacturer || line.pack ? (
                  <p className="mt-0.5 text-sm text-slate-600">
                    {[line.manufacturer, line.pack].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
                {line.stock !== undefined || line.scheme ? (
                  <p className="mt-1 flex flex-wrap items-center gap-1.5">
                    {line.stock !== undefined ? renderAvailabilityBadge(line.stock, t) : null}
                    {line.scheme ? (
                      <span className="text-xs font-medium text-green-800">
                        {t("enquiryList.line.scheme", { scheme: schemeText(line.scheme) })}
                      </span>
                    ) : null}
                  </p>
                ) : null}
                {line.stock !== undefined && cardAvailability(line.stock) === "Out of Stock" ? (
                  <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-amber-950">
                    <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                    {t("enquiryList.line.outOfStock")}
                    {line.composition ? (
                      <Link to={compositionHref(line.composition)} className="font-medium underline">
                        {t("enquiryList.line.alternatives", { name: line.name })}
                      </Link>
                    ) : null}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={quantityFieldId(line.id)} className="text-sm text-slate-700">
                  <span className="sr-only">{t("enquiryList.line.quantity", { name: line.name })}</span>
                  <span aria-hidden="true">{t("enquiryList.line.qty")}</span>
                </label>
                <span className="inline-flex items-center">
                  {stepper(line, line.quantity, -1)}
                  <QuantityField
                    id={quantityFieldId(line.id)}
                    form={formId}
                    name={quantityFieldName(line.id)}
                    quantity={lines.find((kept) => kept.id === line.id)!.quantity}
                    typed={typed[line.id]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[line.unit ? unitId : "", error ? errorId : ""].join(" ").trim() || undefined}
                    onChange={(event) => onQuantityInput(line.id, event.currentTarget.value)}
                    onBlur={(event) => onQuantityLeave(line.id, event.relatedTarget)}
                  />
                  {stepper(line, line.quantity, 1)}
                </span>
                {/* On wide screens always there, empty without a unit: the rows' controls stay in line. */}
                <span
                  id={line.unit ? unitId : undefined}
                  className={cn("text-sm text-slate-700 sm:min-w-14", !line.unit && "hidden sm:inline-block")}
                >
                  {line.unit ? unitWord(line.unit, line.quantity, t) : null}
                </span>
                {/* Keeps every quantity shown. The name carries the medicine; it contains the visible word in both languages. */}
                <button
                  type="submit"
                  form={formId}
                  name="intent"
                  value="save"
                  formNoValidate
                  aria-label={t("enquiryList.line.updateLabel", { name: line.name })}
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  {t("enquiryList.line.update")}
                </button>
              </div>
              <button
                type="submit"
                form={formId}
                name="remove"
                value={line.id}
                formNoValidate
                aria-label={t("enquiryList.line.removeLabel", { name: line.name })}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-red-800 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("enquiryList.line.remove")}
              </button>
              {/* A row without a price keeps the estimate's width on wide screens, so the rows line up. */}
              <p
                className={cn(
                  "text-sm text-slate-700 sm:w-auto sm:min-w-28 sm:text-right",
                  value === undefined ? "hidden sm:block" : "w-full",
                )}
              >
                {value !== undefined ? t("enquiryList.value.line", { amount: formatInr(value) }) : null}
              </p>
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
      {estimate.total !== null ? (
        <div className="mt-3 text-right text-slate-800">
          <p className="font-medium">
            {t("enquiryList.value.total", { amount: formatInr(estimate.total), rateLabel })}
          </p>
          {estimate.leftOut > 0 ? (
            <p className="text-sm text-slate-600">
              {t("enquiryList.value.leftOut", { count: estimate.leftOut, rateLabel })}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

type StepButtonProps = {
  formId: string;
  name: "increase" | "decrease";
  value: string;
  label: string;
  /** At 1 (decrease) or 9999 (increase): marked unavailable but kept focusable, and pressing it changes nothing. */
  atBound: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/**
 * A stepper: a button of the list's form, so that without JavaScript it posts the quantities
 * shown and the step (docs/product.md 12.2c); with JavaScript `onClick` takes over.
 */
function StepButton({ formId, name, value, label, atBound, onClick, children }: StepButtonProps) {
  return (
    <button
      type="submit"
      form={formId}
      name={name}
      value={value}
      formNoValidate
      aria-label={label}
      aria-disabled={atBound ? true : undefined}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
    >
      {children}
    </button>
  );
}

/** A word after a line's name that says why it has no link: it left the catalogue, or was never in it. */
function LineNote({ children }: { children: string }) {
  return (
    <span className="ml-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-sm font-normal text-slate-700">
      {children}
    </span>
  );
}

type QuantityFieldProps = {
  quantity: number;
  /** What the visitor typed: the field keeps it when a quantity kept elsewhere arrives. */
  typed: string | undefined;
} & Pick<ComponentProps<"input">, "id" | "form" | "name" | "aria-invalid" | "aria-describedby" | "onChange" | "onBlur">;

/**
 * A line's quantity. Checked by the page (1–9999, docs/product.md 12.5) rather than by the
 * browser, so that a refused one says so in the site's words next to its line, with or without
 * JavaScript. A quantity kept elsewhere (another tab, a refreshed list) is put into the field
 * without replacing it, so the keyboard stays where it is; what the visitor typed stays.
 */
function QuantityField({ quantity, typed, ...props }: QuantityFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  useFieldValue(field, String(quantity), (text) => text === typed);
  return (
    <input
      ref={field}
      type="number"
      inputMode="numeric"
      step="any"
      defaultValue={typed ?? quantity}
      className="w-20 rounded-md border border-slate-300 px-2 py-1.5 text-right aria-invalid:border-red-600"
      {...props}
    />
  );
}

/**
 * The order's notes (docs/product.md 12.13a): what the buyer wrote to the company ("urgent
 * please"), shown after the lines and sent after them, each with its "Remove" (a button of the
 * list's form, like a line's).
 */
export function OrderNotes({ notes, formId }: { notes: readonly ShownLine[]; formId: string }) {
  const t = useT();
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="order-notes-heading" className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="order-notes-heading" className="font-semibold text-slate-900">
        {t("enquiryList.notes.heading")}
      </h2>
      <p className="text-sm text-slate-600">{t("enquiryList.notes.intro")}</p>
      <ul className="mt-2 space-y-1">
        {notes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-words text-slate-900">{note.name}</span>
            <button
              type="submit"
              form={formId}
              name="remove"
              value={note.id}
              formNoValidate
              aria-label={t("enquiryList.notes.removeLabel", { text: note.name })}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("enquiryList.line.remove")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

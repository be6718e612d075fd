import { messageWithElements, ORDER_MAX_LINES, sameCompositionText } from "~/catalogue";
import { ListPlus } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Form } from "~/i18n/link";
import type { Translate } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";
import { RenderInTurns } from "~/components/render-in-turns";
import { AS_WRITTEN, orderFields, type OrderCheck, type OrderOption, type OrderRow } from "../order-lines/order-check";
import { ORDER_FILE_ACCEPT, ORDER_FILE_MAX_BYTES, ORDER_FILE_MAX_MEGABYTES } from "~/catalogue";
import { unitWord } from "../line-text";
import { ORDER_CHECK_ANCHOR, ORDER_LIST_ANCHOR } from "../links";
import "~/i18n/areas/enquiry";

const FIELD = "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900";

/**
 * "Add from an order list" (docs/product.md 12.11): a pasted order or a pharmacy software's
 * export, answered by the server with the check table. Plain forms: it works without JavaScript.
 */
export function OrderList({
  action,
  check,
  error,
  pasted,
  finish,
}: {
  action: string;
  check: OrderCheck | null;
  /**
   * What the check table ends with instead of "Add to enquiry list": the desk's "New order" asks
   * for the buyer and stores the order (its fields, the button's words and intent).
   */
  finish?: CheckFinish;
  /** Why "Find medicines" was refused, and what had been pasted. */
  error?: string;
  pasted?: string;
}) {
  const t = useT();
  return (
    <section
      id={ORDER_LIST_ANCHOR}
      aria-labelledby="order-list-heading"
      className={cardClasses({ className: "mt-8 scroll-mt-4 p-6 sm:p-8" })}
    >
      <h2 id="order-list-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ListPlus aria-hidden="true" className="size-6 text-brand-700" />
        {t("enquiryList.order.heading")}
      </h2>
      <p className="mt-1 text-slate-600">
        {messageWithElements(
          t,
          "enquiryList.order.intro",
          {},
          {
            first: <span lang="en">Amlong 5 - 30</span>,
            second: <span lang="en">10 x Okamet</span>,
          },
        )}
      </p>
      {/* The answer lands at the check table, also without JavaScript (the page is the server's
          answer, scrolled to the address's fragment): not at the top, out of sight of the table. */}
      <Form
        method="post"
        action={`${action}#${ORDER_CHECK_ANCHOR}`}
        encType="multipart/form-data"
        className="mt-4 space-y-4"
      >
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            {error}
          </p>
        ) : null}
        <div>
          <label htmlFor="order-text" className="font-medium text-slate-900">
            {t("enquiryList.order.text")}
          </label>
          <textarea
            id="order-text"
            name="order"
            rows={6}
            defaultValue={pasted}
            spellCheck={false}
            className={`${FIELD} font-mono text-sm`}
          />
        </div>
        <div>
          <label htmlFor="order-file" className="font-medium text-slate-900">
            {t("enquiryList.order.file")}
          </label>
          <input
            id="order-file"
            name="orderFile"
            type="file"
            accept={ORDER_FILE_ACCEPT}
            aria-describedby="order-file-hint"
            // With the page's script, a file over the limit is refused when chosen, before a slow
            // network spends a minute sending it to be refused (the server refuses it all the same).
            onChange={(event) => {
              const field = event.currentTarget;
              const tooLarge = (field.files?.[0]?.size ?? 0) > ORDER_FILE_MAX_BYTES;
              field.setCustomValidity(
                tooLarge
                  ? t("enquiryList.order.error.size", {
                      maxMegabytes: ORDER_FILE_MAX_MEGABYTES,
                      maxLines: ORDER_MAX_LINES,
                    })
                  : "",
              );
              if (tooLarge) field.reportValidity();
            }}
            className={`${FIELD} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
          />
          <p id="order-file-hint" className="mt-1 text-sm text-slate-600">
            {/* The examples are what a pharmacy program writes: English on a Hindi page too. */}
            {messageWithElements(
              t,
              "enquiryList.order.fileHint",
              { maxLines: ORDER_MAX_LINES, maxMegabytes: ORDER_FILE_MAX_MEGABYTES },
              {
                extension: <span lang="en">.xlsx</span>,
                nameColumn: <span lang="en">Product name</span>,
                quantityColumn: <span lang="en">Qty</span>,
              },
            )}
          </p>
        </div>
        <button type="submit" name="intent" value="order-find" className={buttonClasses({ size: "lg" })}>
          {t("enquiryList.order.find")}
        </button>
      </Form>
      {check ? <CheckTable action={action} check={check} finish={finish} /> : null}
    </section>
  );
}

export type CheckFinish = { fields: ReactNode; label: string; intent: string };

/** The check table: one row per line, its medicine and quantity, then "Add to enquiry list". */
function CheckTable({ action, check, finish }: { action: string; check: OrderCheck; finish?: CheckFinish }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new table is where the visitor goes next: focus moves to its heading (read out, scrolled to).
  useEffect(() => heading.current?.focus(), [check]);
  return (
    <section id={ORDER_CHECK_ANCHOR} aria-labelledby="order-check-heading" className="mt-8 scroll-mt-4">
      <h2 id="order-check-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t("enquiryList.order.check.heading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("enquiryList.order.check.intro")}</p>
      {/* A new answer starts from what it says, not from what the previous table held. */}
      <CheckForm action={action} check={check} finish={finish} key={JSON.stringify(check)} />
    </section>
  );
}

/**
 * The table's form. It follows each row's choice, so that the count of the lines still on "Choose
 * a medicine" (docs/product.md 12.13) goes down as the buyer chooses; the server's page counts the
 * choices it preselected.
 */
function CheckForm({ action, check, finish }: { action: string; check: OrderCheck; finish?: CheckFinish }) {
  const t = useT();
  const [choices, setChoices] = useState<Record<number, string>>(() =>
    Object.fromEntries(check.rows.map((row) => [row.n, row.selected])),
  );
  const toChoose = check.rows.filter((row) => needsChoice(choices[row.n] ?? row.selected)).length;
  // A table that ends in another step (the desk's "Store order") leads on to another page: no
  // fragment, which a browser without JavaScript would carry over to the address it is sent on to.
  const target = finish ? action : `${action}#${ORDER_CHECK_ANCHOR}`;
  return (
    <Form method="post" action={target} noValidate className="mt-4">
      {check.error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {check.error}
        </p>
      ) : null}
      <p
        role="status"
        className={cn(
          "mb-3 font-medium",
          toChoose > 0 ? "rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" : "text-slate-700",
        )}
      >
        {t("enquiryList.order.check.toChoose", { count: toChoose })}
      </p>
      <NeedsChoiceIcon />
      <table className="w-full border-collapse text-left">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-300 text-sm text-slate-600">
            <th scope="col" className="w-12 py-2 pr-2 font-medium">
              {t("enquiryList.order.check.line")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("enquiryList.order.check.written")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("enquiryList.order.check.medicine")}
            </th>
            <th scope="col" className="w-28 py-2 font-medium">
              {t("enquiryList.order.check.quantity")}
            </th>
          </tr>
        </thead>
        <tbody>
          {/* Up to 500 rows: rendered a part at a time, so the server answers others meanwhile. */}
          <RenderInTurns items={check.rows}>
            {(row) => (
              <CheckRow
                key={row.n}
                row={row}
                selected={choices[row.n] ?? row.selected}
                onSelect={(value) => setChoices((current) => ({ ...current, [row.n]: value }))}
              />
            )}
          </RenderInTurns>
        </tbody>
      </table>
      {check.notes && check.notes.length > 0 ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <h3 className="font-medium text-slate-900">{t("enquiryList.order.notes.heading")}</h3>
          <p className="text-sm text-slate-600">{t("enquiryList.order.notes.intro")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words text-slate-900">
            {check.notes.map((note, at) => (
              <li key={at}>
                {note}
                <input type="hidden" name={orderFields.note} value={note} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {finish?.fields}
      <button
        type="submit"
        name="intent"
        value={finish?.intent ?? "order-add"}
        className={buttonClasses({ size: "lg", className: "mt-5" })}
      >
        {finish?.label ?? t("enquiryList.order.add")}
      </button>
    </Form>
  );
}

/**
 * The mark of a row to choose (lucide's "circle-alert"), drawn once and used by every such row: up
 * to 500 of them, each a copy of the drawing and a component to render, were a fifth of the
 * table's HTML and a third of its rendering.
 */
const NEEDS_CHOICE_ICON = "order-needs-choice-icon";

function NeedsChoiceIcon() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      <symbol
        id={NEEDS_CHOICE_ICON}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="10" />
        <line x1="12" x2="12" y1="8" y2="12" />
        <line x1="12" x2="12.01" y1="16" y2="16" />
      </symbol>
    </svg>
  );
}

/** One candidate of a row's select. */
const renderOption = (option: OrderOption) => (
  <option key={option.id} value={option.id}>
    {option.label}
  </option>
);

/** A row left on "Choose a medicine": no medicine clearly answered it, the buyer has to say. */
const needsChoice = (selected: string) => selected === "";

function CheckRow({ row, selected, onSelect }: { row: OrderRow; selected: string; onSelect: (value: string) => void }) {
  const t = useT();
  const errorId = `order-error-${row.n}`;
  const unitNoteId = `order-unit-${row.n}`;
  const choiceId = `order-choice-${row.n}`;
  const sameCompositionId = `order-same-composition-${row.n}`;
  // A brand's missing strength: the options are its composition's at that strength, said so (decision 64).
  const sameComposition = row.sameComposition ? sameCompositionText(t, row.sameComposition) : null;
  const unitNote = unitNoteOf(row, selected, t);
  // The unit the quantity counts: the one written ("2 box"), else the chosen medicine's pack's.
  const unitId = `order-unit-word-${row.n}`;
  const unit = row.writtenUnit ?? row.options.find((candidate) => candidate.id === selected)?.unit;
  const choose = needsChoice(selected);
  return (
    <tr
      className={cn(
        "border-b border-slate-200 align-top max-sm:grid max-sm:grid-cols-[2.5rem_1fr] max-sm:gap-x-2 max-sm:py-3",
        choose && "bg-amber-50",
      )}
    >
      <td className="py-3 pr-2 text-slate-500 tabular-nums max-sm:py-0">{row.n}</td>
      <td className="py-3 pr-3 break-words whitespace-pre-wrap text-slate-900 max-sm:py-0 sm:max-w-56">
        {row.written}
        <input type="hidden" name={orderFields.written(row.n)} value={row.written} />
        <input type="hidden" name={orderFields.name(row.n)} value={row.nameText} />
      </td>
      <td className="py-3 pr-3 max-sm:col-start-2 max-sm:pt-2 max-sm:pb-0">
        <select
          name={orderFields.medicine(row.n)}
          aria-label={t("enquiryList.order.select", { n: row.n })}
          aria-describedby={
            [sameComposition && sameCompositionId, choose && choiceId].filter(Boolean).join(" ") || undefined
          }
          defaultValue={row.selected}
          onChange={(event) => onSelect(event.currentTarget.value)}
          className={cn(
            "block w-full max-w-full min-w-0 rounded-md border bg-white px-2 py-2 text-slate-900",
            choose ? "border-amber-600 ring-1 ring-amber-600" : "border-slate-300",
          )}
        >
          {row.choose ? <option value="">{t("enquiryList.order.choose")}</option> : null}
          {sameComposition ? (
            <optgroup label={sameComposition}>{row.options.map(renderOption)}</optgroup>
          ) : (
            row.options.map(renderOption)
          )}
          <option value={AS_WRITTEN}>{t("enquiryList.order.asWritten")}</option>
        </select>
        {sameComposition ? (
          <p id={sameCompositionId} className="mt-1 text-sm text-slate-700">
            {sameComposition}
          </p>
        ) : null}
        {choose ? (
          <p id={choiceId} className="mt-1 flex items-center gap-1 text-sm font-medium text-amber-900">
            <svg aria-hidden="true" className="size-4 shrink-0">
              <use href={`#${NEEDS_CHOICE_ICON}`} />
            </svg>
            {t("enquiryList.order.check.needsChoice")}
          </p>
        ) : null}
      </td>
      <td className="py-3 max-sm:col-start-2 max-sm:pt-2 max-sm:pb-0">
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={9999}
          step={1}
          name={orderFields.quantity(row.n)}
          aria-label={t("enquiryList.order.quantityFor", { n: row.n })}
          defaultValue={row.quantity}
          aria-invalid={row.error ? true : undefined}
          aria-describedby={
            [unit && unitId, unitNote && unitNoteId, row.error && errorId].filter(Boolean).join(" ") || undefined
          }
          className="w-24 rounded-md border border-slate-300 px-2 py-2 text-right aria-invalid:border-red-600"
        />
        {unit ? (
          <span id={unitId} className="ml-2 text-slate-700">
            {unitWord(unit, Number(row.quantity) || 2, t)}
          </span>
        ) : null}
        {unitNote ? (
          <p id={unitNoteId} className="mt-1 max-w-64 text-sm text-amber-900">
            {unitNote}
          </p>
        ) : null}
        {row.error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {row.error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * When the line counted in one container ("2 box") and the medicine chosen is counted in another
 * (strips) or by the number alone, the quantity leaves in the unit written (decision 64): the row
 * says so, so that the buyer sees boxes are asked for a medicine sold in strips.
 */
function unitNoteOf(row: OrderRow, selected: string, t: Translate): string | null {
  const option = row.options.find((candidate) => candidate.id === selected);
  if (!row.writtenUnit || !option || option.unit === row.writtenUnit) return null;
  const written = unitWord(row.writtenUnit, 2, t);
  if (option.unit) return t("enquiryList.order.unitDiffers", { written, unit: unitWord(option.unit, 2, t) });
  return option.pack ? t("enquiryList.order.unitPack", { written, pack: option.pack }) : null;
}

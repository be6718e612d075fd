import { formatInr } from "~/catalogue";
import { buttonClasses } from "~/components/ui/button";
import { Form } from "~/i18n/link";
import type { Translate } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";
import type { OrderPlan } from "~/enquiries";
import type { LineError, PlanRow, StockView } from "../supply-plan";
import "~/i18n/areas/desk";

/**
 * The supply plan on an order's desk page (decision 58): each line asked, today's stock and what
 * will be supplied, the quantity to change (never above a number in stock: the server refuses it
 * and names the line) and a substitute for a short line; totals under the table. One plain form:
 * "Update plan" shows the changed plan, "Accept order" records it.
 */
export type PlanView = {
  rows: PlanRow[];
  totals: OrderPlan["totals"];
  gstUnknown: number;
  refused: boolean;
};

function stockText(stock: StockView, t: Translate): string {
  switch (stock.kind) {
    case "count":
      return String(stock.count);
    case "word":
      return t("desk.plan.stockWord");
    case "out":
      return t("desk.plan.stockOut");
    case "unknown":
      return t("desk.plan.stockUnknown");
  }
}

function errorText(error: LineError, t: Translate): string {
  switch (error.kind) {
    case "aboveStock":
      return t("desk.plan.aboveStock", { stock: error.stock });
    case "aboveAsked":
      return t("desk.plan.aboveAsked", { asked: error.asked });
    case "notANumber":
      return t("desk.plan.notANumber");
    case "substitute":
      return t("desk.plan.badSubstitute");
  }
}

function supplyText(row: PlanRow, t: Translate): string {
  if (row.supply === "full") return t("desk.plan.full");
  if (row.supply === "part") return t("desk.plan.part", { s: row.line.supplied, q: row.asked.quantity });
  return t("desk.plan.none");
}

export function PlanTable({
  plan,
  canAccept,
  rateIncludesGst,
}: {
  plan: PlanView;
  canAccept: boolean;
  rateIncludesGst: boolean;
}) {
  const t = useT();
  const money = (value: number | null) => (value === null ? t("desk.enquiry.onRequest") : formatInr(value));
  const cell = "py-2 pr-3";
  return (
    <Form method="post" className="mt-2">
      {plan.refused && (
        <p role="alert" className="mb-2 font-medium text-red-800">
          {t("desk.plan.refused")}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className={cell}>
                {t("desk.plan.col.asked")}
              </th>
              <th scope="col" className={cell}>
                {t("desk.plan.col.stock")}
              </th>
              <th scope="col" className={cell}>
                {t("desk.plan.col.supply")}
              </th>
              <th scope="col" className={cell}>
                {t("desk.plan.substitute")}
              </th>
              <th scope="col" className={cell}>
                {t("desk.plan.col.free")}
              </th>
              <th scope="col" className={cell}>
                {t("desk.plan.col.rate")}
              </th>
              <th scope="col" className="py-2">
                {t("desk.plan.col.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => {
              const errorId = `plan-error-${row.position}`;
              const max =
                row.stock.kind === "count" ? Math.min(row.stock.count, row.asked.quantity) : row.asked.quantity;
              return (
                <tr key={row.position} className="border-b border-slate-200 align-top">
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="font-medium">{row.asked.name}</span>
                    <span className="block whitespace-nowrap text-slate-700">
                      {row.asked.unit ? `${row.asked.quantity} ${row.asked.unit}` : row.asked.quantity}
                    </span>
                  </th>
                  <td className={cell}>{stockText(row.stock, t)}</td>
                  <td className={cell}>
                    <span className={row.supply === "full" ? "text-green-800" : "font-medium text-amber-900"}>
                      {supplyText(row, t)}
                    </span>
                    {row.medicine && (
                      <input
                        type="number"
                        name={`supply-${row.position}`}
                        min={0}
                        max={max}
                        step={1}
                        inputMode="numeric"
                        defaultValue={row.line.supplied}
                        aria-label={t("desk.plan.quantity", { name: row.asked.name })}
                        aria-invalid={row.error ? true : undefined}
                        aria-describedby={row.error ? errorId : undefined}
                        className="mt-1 block min-h-11 w-20 rounded-md border border-slate-300 px-2"
                      />
                    )}
                    {row.error && (
                      <span id={errorId} className="mt-1 block text-red-800">
                        {errorText(row.error, t)}
                      </span>
                    )}
                  </td>
                  <td className={cell}>
                    {row.substitutes.length > 0 ? (
                      <select
                        name={`substitute-${row.position}`}
                        defaultValue={row.line.substitute?.medicineId ?? ""}
                        aria-label={t("desk.plan.substituteFor", { name: row.asked.name })}
                        className="block min-h-11 max-w-48 rounded-md border border-slate-300 px-2"
                      >
                        <option value="">{t("desk.plan.noSubstitute")}</option>
                        {row.substitutes.map((option) => (
                          <option key={option.id} value={option.id}>
                            {option.stock.kind === "count"
                              ? t("desk.plan.substituteOption", { name: option.name, stock: option.stock.count })
                              : t("desk.plan.substituteOptionWord", { name: option.name })}
                          </option>
                        ))}
                      </select>
                    ) : row.line.substitute ? (
                      row.line.substitute.name
                    ) : (
                      "—"
                    )}
                    {row.line.substitute && row.line.substitute.quantity > 0 && (
                      <span className="mt-1 block">
                        {row.asked.unit
                          ? `${row.line.substitute.quantity} ${row.asked.unit}`
                          : row.line.substitute.quantity}
                      </span>
                    )}
                  </td>
                  <td className={cell}>{row.line.free}</td>
                  <td className={`${cell} whitespace-nowrap`}>{money(row.line.rate)}</td>
                  <td className="py-2 whitespace-nowrap">{formatInr(row.line.amount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 space-y-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t("desk.plan.beforeGst")}</dt>
          <dd className="font-medium">{formatInr(plan.totals.beforeGst)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t("desk.plan.afterGst")}</dt>
          <dd className="font-medium">
            {plan.totals.afterGst === null
              ? t("desk.plan.gstUnknown", { n: plan.gstUnknown })
              : formatInr(plan.totals.afterGst)}
          </dd>
        </div>
      </dl>
      {rateIncludesGst && <p className="mt-1 text-sm text-slate-600">{t("desk.plan.gstIncluded")}</p>}
      {rateIncludesGst && plan.gstUnknown > 0 && (
        <p className="mt-1 text-sm text-slate-600">{t("desk.plan.gstUnknown", { n: plan.gstUnknown })}</p>
      )}
      <p className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value="plan"
          className={buttonClasses({ variant: "secondary", className: "min-h-11" })}
        >
          {t("desk.plan.update")}
        </button>
        {canAccept && (
          <button type="submit" name="intent" value="accept" className={buttonClasses({ className: "min-h-11" })}>
            {t("desk.plan.accept")}
          </button>
        )}
      </p>
    </Form>
  );
}

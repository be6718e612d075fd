import { formatInr } from "~/catalogue";
import { cardClasses } from "~/components/ui/card";
import { shortOf, type OrderPlan } from "~/enquiries";
import { useT } from "~/i18n/use-translation";
import { askedQuantity } from "../news";
import "~/i18n/areas/enquiry";

/**
 * An accepted order's plan as the buyer reads it (docs/product.md 12.3c): each line asked, what
 * comes of it, what is short and its substitute, free quantity, rate and amount; the totals under it.
 */
export function OrderPlanTable({ plan }: { plan: OrderPlan }) {
  const t = useT();
  const cell = "py-2 pr-3";
  return (
    <section aria-labelledby="order-plan-heading" className={cardClasses({ className: "mt-6 p-4 sm:p-6" })}>
      <h2 id="order-plan-heading" className="text-xl font-semibold">
        {t("order.plan.heading")}
      </h2>
      {/* On a phone the table scrolls sideways: a keyboard reaches it (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div className="mt-3 overflow-x-auto" role="group" aria-labelledby="order-plan-heading" tabIndex={0}>
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className={cell}>
                {t("order.plan.col.medicine")}
              </th>
              <th scope="col" className={cell}>
                {t("order.plan.col.asked")}
              </th>
              <th scope="col" className={cell}>
                {t("order.plan.col.comes")}
              </th>
              <th scope="col" className={cell}>
                {t("order.plan.col.free")}
              </th>
              <th scope="col" className={cell}>
                {t("order.plan.col.rate")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("order.plan.col.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.lines.map((line, at) => {
              const short = shortOf(line);
              return (
                <tr key={at} className="border-b border-slate-200 align-top">
                  <td className={cell}>
                    <span className="font-medium text-slate-900">{line.asked.name}</span>
                    {short > 0 ? (
                      <span className="block text-amber-900">{t("order.plan.short", { count: String(short) })}</span>
                    ) : null}
                    {line.substitute ? (
                      <span className="block text-slate-700">
                        {t("order.plan.substitute", {
                          name: line.substitute.name,
                          quantity: String(line.substitute.quantity),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{askedQuantity(line)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{askedQuantity(line, line.supplied)}</td>
                  <td className={cell}>{line.free}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {line.rate === null ? t("order.plan.onRequest") : formatInr(line.rate)}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">{formatInr(line.amount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-right">
        <dt>{t("order.plan.totalBefore")}</dt>
        <dd className="font-medium">{formatInr(plan.totals.beforeGst)}</dd>
        {plan.totals.afterGst === null ? null : (
          <>
            <dt>{t("order.plan.totalAfter")}</dt>
            <dd className="font-semibold">{formatInr(plan.totals.afterGst)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

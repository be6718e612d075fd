import { data } from "react-router";
import { PackageCheck } from "lucide-react";
import type { Route } from "./+types/order";
import { orderUnitOfWord } from "~/catalogue";
import { cardClasses } from "~/components/ui/card";
import { BUYER_FIELDS, BUYER_LABELS } from "~/enquiries";
import type { OrderChannel } from "~/enquiries";
import { quantityText } from "~/enquiry-list";
import { formatIndiaTime } from "~/formatting/india-time";
import { OrderPlanTable } from "~/orders/components/order-plan-table";
import { STATUS_NAME } from "~/orders/news";
import type { MessageId } from "~/i18n/message-id";
import { translatorOfPath } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { PRIVATE_CACHE_CONTROL } from "~/server/cache-control";
import { enquiriesContext } from "~/composition/load-context";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import "~/i18n/areas/enquiry";

/*
 * A buyer's order page (docs/product.md 12.3b): every line of an order sent from the enquiry list,
 * who sent it, when, how, and its status. Its address is its only key: not indexed, not in the
 * sitemap, never kept by a shared cache. Any other address under /orders/ is the site's not-found
 * page, whatever it looks like: nothing says whether such an order exists.
 */

export function meta({ location, loaderData }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  return pageMeta({
    title: loaderData ? t("order.meta.title", { number: String(loaderData.number) }) : t("notFound.title"),
    description: t("order.meta.description", { name: site.name }),
    noindex: true,
  });
}

/** The buyer's own page: no shared cache keeps it, and no search engine lists it. */
export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await context.get(enquiriesContext).store.findOrder(params.token);
  if (!order) throw data(null, { status: 404, headers: { "X-Robots-Tag": "noindex" } });
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    statuses: order.statuses.map(({ status, at }) => ({ status, at: at.toISOString() })),
  };
}

const CHANNELS: Record<OrderChannel, MessageId> = {
  form: "order.channel.form",
  whatsapp: "order.channel.whatsapp",
  email: "order.channel.email",
  desk: "order.channel.desk",
};

export default function Order({ loaderData: order }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const number = String(order.number);
  const buyer = [
    ...(order.name ? [[t("order.name"), order.name] as const] : []),
    ...(order.phone ? [[t("order.phone"), order.phone] as const] : []),
    ...(order.email ? [[t("order.email"), order.email] as const] : []),
    ...BUYER_FIELDS.flatMap((field) => (order[field] ? [[t(BUYER_LABELS[field]), order[field]] as const] : [])),
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight">
        <PackageCheck aria-hidden="true" className="size-8 text-brand-700" />
        {t("order.heading", { number })}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">{t("order.sentAt")}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatIndiaTime(new Date(order.createdAt), language)}</time>
        </dd>
        <dt className="font-medium">{t("order.channel")}</dt>
        <dd>{t(CHANNELS[order.channel])}</dd>
        <dt className="font-medium">{t("order.status")}</dt>
        <dd>{t(STATUS_NAME[order.status])}</dd>
      </dl>

      <section aria-labelledby="order-progress-heading" className="mt-6">
        <h2 id="order-progress-heading" className="text-xl font-semibold">
          {t("order.progress")}
        </h2>
        {/* Each status reached, with its time (docs/product.md 12.3c). */}
        <ol className="mt-2 space-y-1">
          {order.statuses.map(({ status, at }) => (
            <li key={status} className="flex flex-wrap gap-x-3">
              <span className="font-medium text-slate-900">{t(STATUS_NAME[status])}</span>
              <time dateTime={at} className="text-slate-700">
                {formatIndiaTime(new Date(at), language)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      {order.plan && order.status !== "new" ? <OrderPlanTable plan={order.plan} /> : null}

      <section aria-labelledby="order-lines-heading" className={cardClasses({ className: "mt-6 p-4 sm:p-6" })}>
        <h2 id="order-lines-heading" className="text-xl font-semibold">
          {t("order.lines", { count: order.lines.length })}
        </h2>
        <table className="mt-3 w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                {t("order.column.medicine")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("order.column.quantity")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, at) => {
              const unit = line.unit ? orderUnitOfWord(line.unit) : undefined;
              const details = [line.manufacturer, line.pack].filter(Boolean).join(", ");
              return (
                <tr key={at} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3">
                    <span className="font-medium text-slate-900">{line.name}</span>
                    {details ? <span className="block text-sm text-slate-600">{details}</span> : null}
                    {line.notInCatalogue ? (
                      <span className="block text-sm text-amber-800">{t("order.notInCatalogue")}</span>
                    ) : null}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">
                    {unit || !line.unit ? quantityText(line.quantity, unit, t) : `${line.quantity} ${line.unit}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      {buyer.length > 0 || order.message ? (
        <section aria-labelledby="order-buyer-heading" className="mt-6">
          <h2 id="order-buyer-heading" className="text-xl font-semibold">
            {t("order.buyer")}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            {buyer.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
            {order.message ? (
              <>
                <dt className="font-medium">{t("order.message")}</dt>
                <dd className="whitespace-pre-line">{order.message}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <p className="mt-6 text-sm text-slate-600">{t("order.keep")}</p>
    </div>
  );
}

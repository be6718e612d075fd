import { data, redirect } from "react-router";
import { ListOrdered } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/my-orders";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import {
  deviceOrdersContext,
  enquiriesContext,
  enquiryListContext,
  catalogueContext,
} from "~/composition/load-context";
import { ENQUIRY_PATH } from "~/enquiry-list";
import { setCookieHeaders } from "~/enquiry-list/index.server";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form } from "~/i18n/link";
import { translatorOfPath } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { orderPath } from "~/orders/links";
import { STATUS_NAME } from "~/orders/news";
import { listWithOrder } from "~/orders/order-again";
import { PRIVATE_CACHE_CONTROL } from "~/server/cache-control";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import "~/i18n/areas/enquiry";

/*
 * "My orders" (docs/product.md 12.3d): the orders sent from this device, read from its signed
 * cookie (app/orders/device-orders.server.ts), with no sign-in; each with "Order again", which puts
 * its lines into the order list at today's stock and rate. The visitor's own page: never cached
 * by a shared cache, never indexed.
 */

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  return pageMeta({
    title: t("orders.meta.title"),
    description: t("orders.meta.description", { name: site.name }),
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL, Vary: "Cookie", "X-Robots-Tag": "noindex" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const device = context.get(deviceOrdersContext).orders;
  const found = await context.get(enquiriesContext).store.ordersByNumber(device.map((order) => order.number));
  return {
    orders: found.map((order) => ({
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      lines: order.lines.length,
      status: order.status,
      path: pathInLanguage(orderPath(order.token), language),
    })),
  };
}

const againSchema = z.object({
  intent: z.literal("again"),
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
});

/** "Order again": only an order this device sent (its signed cookie says so); anything else is not found. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw data(null, { status: 403 });
  const form = await request.formData();
  const parsed = againSchema.safeParse({ intent: form.get("intent"), number: form.get("number") });
  if (!parsed.success) throw data(null, { status: 400 });
  const { number } = parsed.data;
  if (!context.get(deviceOrdersContext).orders.some((order) => order.number === number)) {
    throw data(null, { status: 404 });
  }
  const [order] = await context.get(enquiriesContext).store.ordersByNumber([number]);
  if (!order) throw data(null, { status: 404 });
  const { snapshot } = await context.get(catalogueContext).read();
  const session = context.get(enquiryListContext);
  const { list } = listWithOrder(session.list, order.lines, (id) => snapshot?.byId.get(id)?.name);
  const cookies = session.replace(list);
  const language = languageOfPath(new URL(request.url).pathname);
  return redirect(pathInLanguage(ENQUIRY_PATH, language), { status: 303, headers: setCookieHeaders(cookies) });
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { orders } = loaderData;
  const cell = "py-2 pr-3";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight">
        <ListOrdered aria-hidden="true" className="size-8 text-brand-700" />
        {t("orders.heading")}
      </h1>
      <p className="mt-2 text-slate-700">{t("orders.intro")}</p>
      {orders.length === 0 ? (
        <p className={cardClasses({ className: "mt-6 p-6 text-slate-700" })}>{t("orders.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className={cell}>
                  {t("orders.col.order")}
                </th>
                <th scope="col" className={cell}>
                  {t("orders.col.date")}
                </th>
                <th scope="col" className={cell}>
                  {t("orders.col.lines")}
                </th>
                <th scope="col" className={cell}>
                  {t("orders.col.status")}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t("orders.col.again")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number} className="border-b border-slate-200 align-top">
                  <th scope="row" className={`${cell} font-medium`}>
                    <a
                      id={`order-${order.number}`}
                      href={order.path}
                      className="whitespace-nowrap text-brand-800 underline"
                    >
                      {t("order.heading", { number: String(order.number) })}
                    </a>
                  </th>
                  <td className={cell}>
                    <time dateTime={order.createdAt}>{formatIndiaTime(new Date(order.createdAt), language)}</time>
                  </td>
                  <td className={cell}>{t("order.lines", { count: order.lines })}</td>
                  <td className={cell}>{t(STATUS_NAME[order.status])}</td>
                  <td className="py-2">
                    <Form method="post">
                      <input type="hidden" name="number" value={order.number} />
                      <button
                        type="submit"
                        name="intent"
                        value="again"
                        aria-describedby={`order-${order.number}`}
                        className={buttonClasses({ size: "sm", className: "min-h-11 whitespace-nowrap" })}
                      >
                        {t("orders.again")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

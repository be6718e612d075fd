import { formatInr } from "~/catalogue";
import { shortOf, type OrderPlan, type OrderStatus, type PlanLine } from "~/enquiries";
import type { MessageId } from "~/i18n/message-id";
import type { Translate } from "~/i18n/translator";
import "~/i18n/areas/enquiry";

/*
 * The news of an order's status, as the buyer reads it (docs/product.md 12.3c): the e-mail's
 * subject and text, and the desk's "Tell on WhatsApp" message, in the buyer's language. Once the
 * order is accepted, what comes, what is short, substitutes and the total; then the page's address.
 */

/** Each status as the buyer's page and messages name it. */
export const STATUS_NAME: Record<OrderStatus, MessageId> = {
  new: "order.status.new",
  accepted: "order.status.accepted",
  billed: "order.status.billed",
  dispatched: "order.status.dispatched",
  closed: "order.status.closed",
  duplicate: "order.status.duplicate",
};

const SUBJECT: Record<OrderStatus, MessageId> = {
  new: "order.news.subject.new",
  accepted: "order.news.subject.accepted",
  billed: "order.news.subject.billed",
  dispatched: "order.news.subject.dispatched",
  closed: "order.news.subject.closed",
  duplicate: "order.news.subject.duplicate",
};

const BODY: Record<OrderStatus, MessageId> = {
  new: "order.news.body.new",
  accepted: "order.news.body.accepted",
  billed: "order.news.body.billed",
  dispatched: "order.news.body.dispatched",
  closed: "order.news.body.closed",
  duplicate: "order.news.body.duplicate",
};

/** "30 strips", or the number alone: the unit is kept as the buyer wrote it (English, as stored). */
export const askedQuantity = (line: Pick<PlanLine, "asked">, quantity = line.asked.quantity) =>
  line.asked.unit ? `${quantity} ${line.asked.unit}` : String(quantity);

/** The plan as lines of text: what comes, what is short (with its substitute), the totals. */
export function planText(plan: OrderPlan, t: Translate): string[] {
  const lines = plan.lines.flatMap((line) => {
    const texts: string[] = [];
    if (line.supplied > 0)
      texts.push(t("order.news.comes", { name: line.asked.name, quantity: askedQuantity(line, line.supplied) }));
    const short = shortOf(line);
    if (short > 0) texts.push(t("order.news.short", { name: line.asked.name, count: String(short) }));
    if (line.substitute)
      texts.push(
        t("order.news.substitute", {
          asked: line.asked.name,
          name: line.substitute.name,
          quantity: String(line.substitute.quantity),
        }),
      );
    return texts;
  });
  return [
    ...lines.map((text) => `- ${text}`),
    t("order.news.totalBefore", { amount: formatInr(plan.totals.beforeGst) }),
    ...(plan.totals.afterGst === null ? [] : [t("order.news.totalAfter", { amount: formatInr(plan.totals.afterGst) })]),
  ];
}

/** The news of `status` for the order: subject and plain text, the page's address alone on its last line. */
export function orderNews(
  order: { number: number; lines: readonly unknown[]; plan: OrderPlan | null },
  status: OrderStatus,
  values: { company: string; address: string },
  t: Translate,
): { subject: string; text: string } {
  const number = String(order.number);
  const plan = status === "accepted" && order.plan ? ["", ...planText(order.plan, t)] : [];
  return {
    subject: t(SUBJECT[status], { number }),
    text: [
      t(BODY[status], { company: values.company, number, count: order.lines.length }),
      ...plan,
      "",
      t("order.news.see"),
      values.address,
    ].join("\n"),
  };
}

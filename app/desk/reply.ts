import { formatInr } from "~/catalogue";
import type { Translate } from "~/i18n/translator";
import type { PlanRow, SupplyPlan } from "./supply-plan";
import "~/i18n/areas/desk";

/**
 * The reply the staff send a buyer (decision 59, docs/product.md "Order desk"), written from the
 * supply plan in the language the buyer wrote in (the page the order came from): what comes, with
 * its quantity, rate and scheme; what is short, with its substitute; the total. The plan never
 * holds more than today's stock, so neither does the reply. The staff read it in WhatsApp or their
 * mail program before sending.
 */
export function replyText(
  order: { id: number; name: string },
  plan: Pick<SupplyPlan, "rows" | "plan">,
  schemes: ReadonlyMap<string, string>,
  company: string,
  t: Translate,
): string {
  const counted = (quantity: number, unit: string | null) => (unit ? `${quantity} ${unit}` : String(quantity));
  const comes = plan.rows
    .filter((row) => row.line.supplied > 0)
    .map((row) => {
      const quantity = counted(row.line.supplied, row.asked.unit);
      const scheme = row.medicine ? schemes.get(row.medicine.id) : undefined;
      if (row.line.rate === null) return t("desk.reply.lineOnRequest", { line: row.asked.name, quantity });
      const rate = formatInr(row.line.rate);
      return scheme
        ? t("desk.reply.lineWithScheme", { line: row.asked.name, quantity, rate, scheme })
        : t("desk.reply.line", { line: row.asked.name, quantity, rate });
    });
  const short = plan.rows.filter((row) => row.line.supplied < row.asked.quantity).map((row) => shortLine(row, t));
  const { totals } = plan.plan;
  return [
    t("desk.reply.greeting", { name: order.name, id: order.id }),
    ...(comes.length > 0 ? ["", t("desk.reply.comes"), ...comes.map((line) => `- ${line}`)] : []),
    ...(short.length > 0 ? ["", t("desk.reply.short"), ...short.map((line) => `- ${line}`)] : []),
    "",
    totals.afterGst === null
      ? t("desk.reply.total", { amount: formatInr(totals.beforeGst) })
      : t("desk.reply.totalWithGst", { amount: formatInr(totals.beforeGst), withGst: formatInr(totals.afterGst) }),
    "",
    t("desk.reply.closing", { company }),
  ].join("\n");
}

function shortLine(row: PlanRow, t: Translate): string {
  const n = row.asked.quantity - row.line.supplied;
  const line = t("desk.reply.shortLine", { line: row.asked.name, n });
  const substitute = row.line.substitute;
  if (substitute === null || substitute.quantity === 0) return line;
  return t("desk.reply.shortWithSubstitute", {
    line,
    substitute: substitute.name,
    quantity: row.asked.unit ? `${substitute.quantity} ${row.asked.unit}` : String(substitute.quantity),
  });
}

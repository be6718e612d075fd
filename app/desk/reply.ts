import { formatInr } from "~/catalogue";
import { describedName } from "~/formatting/described-name";
import type { Translate } from "~/i18n/translator";
import { isAvailable, type LineView } from "./order-lines";
import "~/i18n/areas/desk";

/**
 * The reply the staff send a buyer (docs/product.md "Order desk"), in the language the buyer
 * wrote in (the page the order came from): what can be supplied and at what rate and scheme,
 * then what cannot now. The staff read it in WhatsApp or their mail program before sending.
 */
export function replyText(
  order: { id: number; name: string },
  lines: readonly LineView[],
  company: string,
  t: Translate,
): string {
  const quantity = (line: LineView) =>
    line.sent.unit ? `${line.sent.quantity} ${line.sent.unit}` : String(line.sent.quantity);
  const available = lines.filter(isAvailable).map((line) => {
    const today = line.today!;
    const name = describedName({ name: today.name, manufacturer: line.manufacturer, pack: line.pack });
    if (today.rate === null) return t("desk.reply.lineOnRequest", { line: name, quantity: quantity(line) });
    const rate = formatInr(today.rate);
    return today.scheme
      ? t("desk.reply.lineWithScheme", { line: name, quantity: quantity(line), rate, scheme: today.scheme })
      : t("desk.reply.line", { line: name, quantity: quantity(line), rate });
  });
  const missing = lines
    .filter((line) => !isAvailable(line))
    .map((line) => `${line.today?.name ?? line.sent.name} — ${quantity(line)}`);
  return [
    t("desk.reply.greeting", { name: order.name, id: order.id }),
    ...(available.length > 0 ? ["", t("desk.reply.available"), ...available.map((line) => `- ${line}`)] : []),
    ...(missing.length > 0 ? ["", t("desk.reply.missing"), ...missing.map((line) => `- ${line}`)] : []),
    "",
    t("desk.reply.closing", { company }),
  ].join("\n");
}

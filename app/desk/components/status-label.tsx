import type { MessageId } from "~/i18n/message-id";
import type { OrderChannel } from "~/enquiries";
import type { DeskStatus } from "../db-schema";
import "~/i18n/areas/desk";

/** Each status's name, as the inbox's filters and an order's page show it. */
export const STATUS_LABEL: Record<DeskStatus, MessageId> = {
  new: "desk.inbox.new",
  accepted: "desk.inbox.accepted",
  billed: "desk.inbox.billed",
  dispatched: "desk.inbox.dispatched",
  closed: "desk.inbox.closed",
  duplicate: "desk.inbox.duplicate",
};

/** The colours of a status badge. */
export const STATUS_TONE: Record<DeskStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  accepted: "bg-sky-100 text-sky-900",
  billed: "bg-indigo-100 text-indigo-900",
  dispatched: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
  duplicate: "bg-slate-200 text-slate-800",
};

/** How an order left the site (docs/product.md 12.3b): a WhatsApp order is answered on WhatsApp. */
export const CHANNEL_LABEL: Record<OrderChannel, MessageId> = {
  form: "desk.channel.form",
  whatsapp: "desk.channel.whatsapp",
  email: "desk.channel.email",
  desk: "desk.channel.desk",
};

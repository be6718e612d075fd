import { data, redirect, type RouterContextProvider } from "react-router";
import type { OrderReceipt } from "~/enquiries/index.server";
import { typedBuyer } from "~/enquiries/index.server";
import { orderPath } from "~/orders/links";
import { site } from "~/site";
import {
  catalogueContext,
  clientAddressContext,
  configContext,
  deviceOrdersContext,
  enquiriesContext,
  orderNoticesContext,
} from "~/composition/load-context";
import { pathInLanguage, type Language } from "~/i18n/languages";
import type { ListActionResult, SentOrder } from "../action-result";
import { orderedLines } from "../list";
import { buyerCookieHeader } from "../buyer-cookie.server";
import { setCookieHeaders } from "../session.server";
import { orderLinks, shareLinks, shareSettings } from "../share";
import { linesToStore, notesToStore, shownLines } from "../shown-lines.server";
import { answer, intent, type ListPost } from "./intent.server";

/** The intents that send the list: "Send enquiry", and "Send on WhatsApp" / "Send by e-mail" without JavaScript. */

/** A stored order's page, in the language of the page it was sent from. */
const sentOrder = ({ number, token }: OrderReceipt, language: Language): SentOrder => ({
  number,
  path: pathInLanguage(orderPath(token), language),
});

/** The site's cookies are Secure when it is served over HTTPS. */
const cookieOptions = (context: Readonly<RouterContextProvider>) => ({
  secure: context.get(configContext).SITE_URL.startsWith("https:"),
});

/** How long a refused send waits: the rate limit's window, or a minute for a database that failed. */
const retryAfter = (context: Readonly<RouterContextProvider>, limited: boolean) =>
  limited ? String(context.get(configContext).ENQUIRY_RATE_WINDOW_MINUTES * 60) : "60";

/** A send refused for now (429 rate-limited, 503 not stored), keeping the list's cookies. */
function notNow(post: ListPost, result: ListActionResult, limited: boolean, cookies: string[] | null) {
  const headers = setCookieHeaders(cookies) ?? new Headers();
  headers.set("Retry-After", retryAfter(post.context, limited));
  return data(result, { status: limited ? 429 : 503, headers });
}

/** How a list leaves from the visitor's own phone or e-mail: the buttons of the list's form without JavaScript. */
const share = (channel: "whatsapp" | "email") =>
  intent({
    kind: "form",
    parse: (form) => ({ buyer: typedBuyer(form), answerData: form.get("answer") === "data" }),
    async handle(post, { buyer, answerData }, { list }) {
      const { form, context, session, t, language, enquiryPath } = post;
      if (list.length === 0) throw data(null, { status: 400 });
      // Who is asking is kept on the device after any send (docs/product.md 12.3a).
      const cookies = [...(session.replace(list) ?? []), buyerCookieHeader(buyer, cookieOptions(context))];
      const { snapshot } = await context.get(catalogueContext).read();
      const shown = shownLines(list, snapshot);
      // Stored first, marked with how it leaves (docs/product.md 12.3b), with the form's honeypot and rate limit.
      const stored = await context
        .get(enquiriesContext)
        .storeSent(
          form,
          { clientAddress: context.get(clientAddressContext), path: enquiryPath },
          { lines: linesToStore(shownLines(orderedLines(list), snapshot)), notes: notesToStore(list), channel },
        );
      const order = stored.status === "stored" ? sentOrder(stored.order, language) : null;
      // The device keeps the order for "My orders" (docs/product.md 12.3d).
      if (order) {
        cookies.push(context.get(deviceOrdersContext).add(order.number, new Date()));
        // "Order {n} received" to a buyer who gave an address (docs/product.md 12.3c), not awaited.
        void context.get(orderNoticesContext).run();
      }
      // Its message carries the reference and the page's address (the site's public one: the message
      // is read elsewhere) and as many lines as fit. Not stored, it goes whole when it fits a link.
      const href = order
        ? orderLinks(shown, shareSettings, t, buyer, {
            number: order.number,
            address: `${context.get(configContext).SITE_URL}${order.path}`,
          })[channel]
        : shareLinks(shown, shareSettings, t, buyer)[channel];
      if (href === null) {
        const limited = stored.status === "rate-limited";
        const phone = site.phone.display;
        const error = limited
          ? t("enquiryList.order.limitedTooLong", { phone })
          : `${t("enquiryForm.notStored.heading")} ${t("enquiryForm.notStored.text", { phone })}`;
        return notNow(post, { intent: channel, ok: false, error }, limited, cookies);
      }
      // With JavaScript the page shows the reference, then opens the address itself.
      if (answerData)
        return answer({ intent: channel, ok: true, href, order, answerId: crypto.randomUUID() }, 200, cookies);
      return redirect(href, { status: 303, headers: setCookieHeaders(cookies) });
    },
  });

export const whatsapp = share("whatsapp");
export const email = share("email");

/** "Send enquiry": the list stored and e-mailed to the company with the enquiry form's fields. */
export const send = intent({
  kind: "form",
  parse: () => ({}),
  async handle(post, _parsed, { list }) {
    const { form, context, session, language, enquiryPath } = post;
    if (list.length === 0) return answer({ intent: "send", ok: false, outcome: { status: "empty" } }, 400);
    // What the page showed is kept even when the enquiry is not stored (a field to correct).
    const cookies = session.replace(list);
    const { snapshot } = await context.get(catalogueContext).read();
    const lines = linesToStore(shownLines(orderedLines(list), snapshot));
    const outcome = await context
      .get(enquiriesContext)
      .submit(
        form,
        { clientAddress: context.get(clientAddressContext), path: enquiryPath },
        { lines, notes: notesToStore(list) },
      );
    if (outcome.status === "received") {
      const order = outcome.order ? { order: sentOrder(outcome.order, language) } : {};
      const sent = [...(session.replace([]) ?? []), buyerCookieHeader(typedBuyer(form), cookieOptions(context))];
      if (outcome.order) {
        sent.push(context.get(deviceOrdersContext).add(outcome.order.number, new Date()));
        void context.get(orderNoticesContext).run();
      }
      const next = { ...outcome, nextToken: crypto.randomUUID() };
      return answer({ intent: "send", ok: true, outcome: next, ...order }, 200, sent);
    }
    if (outcome.status === "rate-limited" || outcome.status === "not-stored") {
      return notNow(post, { intent: "send", ok: false, outcome }, outcome.status === "rate-limited", cookies);
    }
    return answer({ intent: "send", ok: false, outcome }, 400, cookies);
  },
});

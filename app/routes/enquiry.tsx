import { ClipboardList } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/enquiry";
import { CATALOGUE_PATH } from "~/catalogue";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { ContactForm, ReceivedNotice } from "~/enquiries";
import { OrderSentNotice } from "~/enquiry-list";
import { EMPTY_ENQUIRY_VALUES, ENQUIRY_FIELDS, type EnquiryOutcome } from "~/enquiries";
import { rememberedBuyerOf } from "~/enquiry-list/index.server";
import { PRIVATE_CACHE_CONTROL } from "~/server/cache-control";
import { enquiryListAction, savedListView, shownLines } from "~/enquiry-list/index.server";
import { useQueuedListSubmit } from "~/enquiry-list";
import type { ListActionResult } from "~/enquiry-list";
import { EnquiryLines, OrderNotes } from "~/enquiry-list";
import { isNote, orderedLines } from "~/enquiry-list";
import { OrderList } from "~/enquiry-list";
import { SaveListLink, SavedList } from "~/enquiry-list";
import { SendLinks } from "~/enquiry-list";
import { ENQUIRY_PATH, ORDER_LIST_ANCHOR, SAVED_LIST_PARAMETER, SEND_ANCHOR } from "~/enquiry-list";
import { rememberBuyer, useRememberedBuyer } from "~/enquiry-list";
import { useTypedQuantities } from "~/enquiry-list";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import {
  catalogueContext,
  deviceOrdersContext,
  enquiriesContext,
  enquiryListContext,
} from "~/composition/load-context";
import { REPEAT_WINDOW_MS } from "~/enquiries/index.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { ORDERS_PATH, orderPath } from "~/orders/links";

import { translatorOfPath } from "~/i18n/translator";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import "~/i18n/areas/enquiry";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  return pageMeta({
    title: t("enquiryList.meta.title"),
    description: t("enquiryList.meta.description", { name: site.name }),
    noindex: true,
  });
}

/**
 * The page is the visitor's own list and carries a form token: never stored by any cache. An
 * action's new cookie travels with the answer (a form posted without JavaScript renders this page).
 */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": PRIVATE_CACHE_CONTROL, Vary: "Cookie" });
  for (const cookie of actionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { snapshot } = await context.get(catalogueContext).read();
  const url = new URL(request.url);
  const savedValue = url.searchParams.get(SAVED_LIST_PARAMETER);
  // Back from WhatsApp or e-mail, the list still shows: the order it left as is stored, and the
  // same list sent again meanwhile is that order (docs/product.md 12.3d).
  const [latest] = context.get(deviceOrdersContext).orders;
  const recent =
    latest && Date.now() - latest.sentAt.getTime() < REPEAT_WINDOW_MS
      ? (await context.get(enquiriesContext).store.ordersByNumber([latest.number]))[0]
      : undefined;
  return {
    stored: recent
      ? { number: recent.number, path: pathInLanguage(orderPath(recent.token), languageOfPath(url.pathname)) }
      : null,
    token: crypto.randomUUID(),
    lines: shownLines(context.get(enquiryListContext).list, snapshot),
    // A saved list's address (docs/product.md 12.6): shown, then opened with a button.
    saved: savedValue === null ? null : savedListView(savedValue, context, snapshot),
    // Who is asking, as this device kept it after its last send (docs/product.md 12.3a).
    buyer: rememberedBuyerOf(request.headers.get("cookie")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryListAction(request, context);
}

/** The list's one form (docs/product.md 12.5): the lines, the ways to send and the enquiry form. */
const LIST_FORM_ID = "enquiry-list-form";

/** What an answer that did not send the list gives back to show again (without JavaScript). */
function givenBack(result: ListActionResult | undefined) {
  const typed =
    result?.intent === "save" || result?.intent === "lines" || result?.intent === "link" ? result.typed : undefined;
  return {
    quantities: typed?.quantities ?? {},
    contact: typed?.contact ?? undefined,
    refused: result?.intent === "lines" ? { medicineId: result.medicineId, error: result.error } : null,
  };
}

/** A one-line field of the enquiry form (not a line's quantity), where Enter means "Send enquiry". */
function isEnquiryField(element: Element | null, form: HTMLFormElement): boolean {
  return (
    element instanceof HTMLInputElement &&
    element.form === form &&
    (ENQUIRY_FIELDS as readonly string[]).includes(element.name)
  );
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, token, saved, buyer, stored } = loaderData;
  const sendOutcome: EnquiryOutcome | undefined =
    actionData?.intent === "send" && actionData.outcome.status !== "empty" ? actionData.outcome : undefined;
  const received = sendOutcome?.status === "received";
  // The order just stored (docs/product.md 12.3b): by the form, or before WhatsApp or e-mail opens.
  const sent =
    actionData?.intent === "send" || actionData?.intent === "whatsapp" || actionData?.intent === "email"
      ? actionData
      : undefined;
  const order = sent?.ok && "order" in sent ? (sent.order ?? null) : null;
  const opening = (sent?.intent === "whatsapp" || sent?.intent === "email") && sent.ok ? sent : null;
  const opened = useRef<string | null>(null);
  useEffect(() => {
    // Same tab, as a link would: a window opened after the answer would be a blocked pop-up. Once
    // per answer: the page renders the same answer again when its data is reloaded.
    if (!opening || opened.current === opening.answerId) return;
    opened.current = opening.answerId;
    window.location.assign(opening.href);
  }, [opening]);
  const t = useT();
  const localizedHref = useLocalizedHref();
  const given = givenBack(actionData);
  const quantities = useTypedQuantities(lines, localizedHref(ENQUIRY_PATH), given);
  // Who is asking, remembered on this device (docs/product.md 12.3a).
  useRememberedBuyer(LIST_FORM_ID);
  // Sent after the list's changes before it, so that it sends the list the visitor sees.
  const queuedSubmit = useQueuedListSubmit();
  const orderList = (
    <OrderList
      action={ENQUIRY_PATH}
      check={
        (actionData?.intent === "order-find" && actionData.ok) || actionData?.intent === "order-add"
          ? actionData.check
          : null
      }
      error={actionData?.intent === "order-find" && !actionData.ok ? actionData.error : undefined}
      pasted={actionData?.intent === "order-find" && !actionData.ok ? actionData.pasted : undefined}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Enter in a field of the enquiry form sends it (the form's first button is a line's "Update"),
    // once this submission is over: a form takes no second one while it fires the first.
    if (
      submitter instanceof HTMLButtonElement &&
      submitter.value === "save" &&
      isEnquiryField(document.activeElement, form)
    ) {
      event.preventDefault();
      const sendButton = form.querySelector<HTMLButtonElement>('button[name="intent"][value="send"]');
      setTimeout(() => form.requestSubmit(sendButton));
      return;
    }
    const removing =
      submitter instanceof HTMLButtonElement && submitter.name === "remove" ? submitter.value : undefined;
    if (!quantities.check(removing)) {
      event.preventDefault();
      return;
    }
    // Whichever way the list leaves, who is asking is kept on this device for the next time.
    if (submitter instanceof HTMLButtonElement && ["send", "whatsapp", "email"].includes(submitter.value)) {
      rememberBuyer(form);
    }
    queuedSubmit(event);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight">
        <ClipboardList aria-hidden="true" className="size-8 text-brand-700" />
        {t("enquiryList.heading")}
      </h1>
      <p className="mt-2">
        <Link to={ORDERS_PATH} className="font-medium text-brand-800 underline">
          {t("orders.link")}
        </Link>
      </p>
      <SavedList
        saved={saved}
        action={ENQUIRY_PATH}
        error={actionData?.intent === "restore" ? actionData.error : undefined}
      />
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="mt-6 empty:hidden">
        {/* While lines show, the form's own status says it was received. */}
        {received && lines.length === 0 ? <ReceivedNotice kind="list" /> : null}
        {order || stored ? <OrderSentNotice order={order ?? stored!} /> : null}
        {opening && !opening.order ? <p className="mb-6">{t("enquiryList.order.limitedFits")}</p> : null}
        {opening ? (
          // When the app did not open (no mail program on this computer), the same address again.
          <p className="mb-6">
            <a href={opening.href} className="font-medium underline underline-offset-2">
              {t(opening.intent === "whatsapp" ? "enquiryList.order.againWhatsapp" : "enquiryList.order.againEmail")}
            </a>
          </p>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <div className="mt-6">
          <div className={cardClasses({ className: "p-6 text-slate-700" })}>
            <p className="text-lg font-medium text-slate-900">{t("enquiryList.empty.heading")}</p>
            <p className="mt-1">{t("enquiryList.empty.text")}</p>
            <Link to={CATALOGUE_PATH} className={buttonClasses({ size: "lg", className: "mt-5 inline-block" })}>
              {t("enquiryList.empty.browse")}
            </Link>
          </div>
          {orderList}
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("enquiryList.intro", { count: orderedLines(lines).length })}</p>
          {/* Two steps from the top: to the ways to send past a long list, and to pasting more. */}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <a href={`#${SEND_ANCHOR}`} className="font-medium text-brand-800 underline">
              {t("enquiryList.jump.send")}
            </a>
            <a href={`#${ORDER_LIST_ANCHOR}`} className="font-medium text-brand-800 underline">
              {t("enquiryList.jump.paste")}
            </a>
          </p>
          <EnquiryLines
            lines={orderedLines(lines)}
            formId={LIST_FORM_ID}
            typed={quantities.typed}
            errorOf={quantities.errorOf}
            onQuantityInput={quantities.input}
            onQuantityLeave={quantities.leave}
            onStep={(id, step) => quantities.step(id, step)}
          />
          <OrderNotes notes={lines.filter(isNote)} formId={LIST_FORM_ID} />
          {/* The ways to send follow the list's end, and the paste section comes after them: with an
              order of 30 lines on a phone, "Send on WhatsApp" is one screen below the last line. */}
          <section id={SEND_ANCHOR} aria-labelledby="enquiry-share-heading" className="mt-8 scroll-mt-4">
            <h2 id="enquiry-share-heading" className="text-xl font-semibold">
              {t("enquiryList.share.heading")}
            </h2>
            <SendLinks formId={LIST_FORM_ID} />
            {sent && (sent.intent === "whatsapp" || sent.intent === "email") && !sent.ok ? (
              <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
                {sent.error}
              </p>
            ) : null}
            <SaveListLink formId={LIST_FORM_ID} href={actionData?.intent === "link" ? actionData.href : undefined} />
          </section>

          <section
            aria-labelledby="enquiry-form-heading"
            className={cardClasses({ raised: true, className: "mt-8 p-6 sm:p-8" })}
          >
            <h2 id="enquiry-form-heading" className="text-xl font-semibold">
              {t("enquiryList.form.heading")}
            </h2>
            <p className="mt-1 mb-5 text-slate-600">{t("enquiryList.form.intro")}</p>
            <ContactForm
              kind="list"
              id={LIST_FORM_ID}
              headingId="enquiry-form-heading"
              token={token}
              page={localizedHref(ENQUIRY_PATH)}
              result={sendOutcome}
              keptValues={given.contact ?? (buyer ? { ...EMPTY_ENQUIRY_VALUES, ...buyer } : undefined)}
              phone={site.phone.display}
              onSubmit={submit}
            />
          </section>
          {orderList}
        </>
      )}
    </div>
  );
}

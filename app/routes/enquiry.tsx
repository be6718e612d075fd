import { ClipboardList, Mail, MessageCircle } from "lucide-react";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/enquiry";
import { CATALOGUE_PATH } from "~/catalogue/links";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { ContactForm, ReceivedNotice } from "~/enquiries/components/contact-form";
import type { EnquiryOutcome } from "~/enquiries/form";
import { PRIVATE_CACHE_CONTROL } from "~/cache-control";
import { enquiryListAction, shownLines } from "~/enquiry-list/actions.server";
import { useQueuedListSubmit } from "~/enquiry-list/change-queue";
import { EnquiryLines } from "~/enquiry-list/components/enquiry-lines";
import { ENQUIRY_PATH } from "~/enquiry-list/links";
import { shareLinks } from "~/enquiry-list/share";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import { catalogueContext, enquiryListContext } from "~/load-context";

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
  const cookie = actionHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { snapshot } = await context.get(catalogueContext).read();
  const lines = shownLines(context.get(enquiryListContext).list, snapshot);
  return {
    token: crypto.randomUUID(),
    lines,
    // The message the visitor sends from their own phone greets in the page's language.
    share: shareLinks(
      lines,
      { companyName: site.name, whatsappNumber: site.whatsappNumber, email: site.email },
      translatorOfPath(new URL(request.url).pathname),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryListAction(request, context);
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, share, token } = loaderData;
  const sendOutcome: EnquiryOutcome | undefined =
    actionData?.intent === "send" && actionData.outcome.status !== "empty" ? actionData.outcome : undefined;
  const received = sendOutcome?.status === "received";
  const t = useT();
  const localizedHref = useLocalizedHref();
  // Sent after the list's changes before it, so that it sends the list the visitor sees.
  const queuedSubmit = useQueuedListSubmit();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight">
        <ClipboardList aria-hidden="true" className="size-8 text-brand-700" />
        {t("enquiryList.heading")}
      </h1>
      {lines.length === 0 ? (
        <div className="mt-6">
          <div role="status">{received ? <ReceivedNotice kind="list" /> : null}</div>
          <div className={cardClasses({ className: "p-6 text-slate-700" })}>
            <p className="text-lg font-medium text-slate-900">{t("enquiryList.empty.heading")}</p>
            <p className="mt-1">{t("enquiryList.empty.text")}</p>
            <Link to={CATALOGUE_PATH} className={buttonClasses({ size: "lg", className: "mt-5 inline-block" })}>
              {t("enquiryList.empty.browse")}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("enquiryList.intro", { count: lines.length })}</p>
          <EnquiryLines lines={lines} result={actionData?.intent === "send" ? undefined : actionData} />

          <section aria-labelledby="enquiry-share-heading" className="mt-8">
            <h2 id="enquiry-share-heading" className="text-xl font-semibold">
              {t("enquiryList.share.heading")}
            </h2>
            {share.whatsapp && share.email ? (
              <div className="mt-3 flex flex-wrap gap-3">
                {[
                  { href: share.whatsapp, Icon: MessageCircle, label: t("enquiryList.share.whatsapp") },
                  { href: share.email, Icon: Mail, label: t("enquiryList.share.email") },
                ].map(({ href, Icon, label }) => (
                  <a
                    key={label}
                    href={href}
                    className={buttonClasses({
                      variant: "outline",
                      size: "lg",
                      className: "inline-flex items-center gap-2",
                    })}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </a>
                ))}
              </div>
            ) : (
              <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
                {t("enquiryList.share.tooLong")}
              </p>
            )}
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
              headingId="enquiry-form-heading"
              token={token}
              page={localizedHref(ENQUIRY_PATH)}
              result={sendOutcome}
              phone={site.phone.display}
              onSubmit={queuedSubmit}
            />
          </section>
        </>
      )}
    </div>
  );
}

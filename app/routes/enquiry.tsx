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
import { EnquiryLines } from "~/enquiry-list/components/enquiry-lines";
import { ENQUIRY_PATH, medicinesText } from "~/enquiry-list/links";
import { shareLinks } from "~/enquiry-list/share";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import { catalogueContext, enquiryListContext } from "~/load-context";

export function meta() {
  return pageMeta({
    title: "Enquiry list",
    description: `The medicines you collected to ask ${site.name} about, with quantities.`,
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

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.get(catalogueContext).read();
  const lines = shownLines(context.get(enquiryListContext).list, snapshot);
  return {
    token: crypto.randomUUID(),
    lines,
    share: shareLinks(lines, { companyName: site.name, whatsappNumber: site.whatsappNumber, email: site.email }),
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

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight">
        <ClipboardList aria-hidden="true" className="size-8 text-brand-700" />
        Enquiry list
      </h1>
      {lines.length === 0 ? (
        <div className="mt-6">
          <div role="status">{received ? <ReceivedNotice kind="list" /> : null}</div>
          <div className={cardClasses({ className: "p-6 text-slate-700" })}>
            <p className="text-lg font-medium text-slate-900">Your enquiry list is empty.</p>
            <p className="mt-1">
              Add medicines with the “Add to enquiry” button on the catalogue or a medicine’s page, then send us the
              whole list at once.
            </p>
            <Link to={CATALOGUE_PATH} className={buttonClasses({ size: "lg", className: "mt-5 inline-block" })}>
              Browse the catalogue
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {medicinesText(lines.length)} in your list. Change the quantities, then send the list on WhatsApp, by e-mail
            or with the form below.
          </p>
          <EnquiryLines lines={lines} result={actionData?.intent === "send" ? undefined : actionData} />

          <section aria-labelledby="enquiry-share-heading" className="mt-8">
            <h2 id="enquiry-share-heading" className="text-xl font-semibold">
              Send from your phone or e-mail
            </h2>
            {share.whatsapp && share.email ? (
              <div className="mt-3 flex flex-wrap gap-3">
                {[
                  { href: share.whatsapp, Icon: MessageCircle, label: "Send on WhatsApp" },
                  { href: share.email, Icon: Mail, label: "Send by e-mail" },
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
                Your list is too long to send on WhatsApp or by e-mail from here. Please send it with the form below.
              </p>
            )}
          </section>

          <section
            aria-labelledby="enquiry-form-heading"
            className={cardClasses({ raised: true, className: "mt-8 p-6 sm:p-8" })}
          >
            <h2 id="enquiry-form-heading" className="text-xl font-semibold">
              Send with the form
            </h2>
            <p className="mt-1 mb-5 text-slate-600">We receive the list with your details and reply by e-mail.</p>
            <ContactForm
              kind="list"
              headingId="enquiry-form-heading"
              token={token}
              page={ENQUIRY_PATH}
              result={sendOutcome}
              phone={site.phone.display}
            />
          </section>
        </>
      )}
    </div>
  );
}

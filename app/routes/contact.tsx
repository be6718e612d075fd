import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/enquiries";
import { EMPTY_ENQUIRY_VALUES } from "~/enquiries";
import { OrganizationJsonLd } from "~/seo";
import { canonicalUrl, pageMeta } from "~/seo";
import { formatAddress, site, siteText } from "~/site";
import { languageOfPath } from "~/i18n/languages";
import { translatorFor, translatorOfPath } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { CONTACT_PATH } from "~/components/links";
import { cardClasses } from "~/components/ui/card";
import { clientAddressContext, configContext, enquiriesContext } from "~/composition/load-context";
import "~/i18n/areas/enquiry";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return pageMeta({
    url: canonicalUrl(matches, CONTACT_PATH),
    title: t("contact.meta.title"),
    description: t("contact.meta.description", { name: site.name, locality: siteText(language).locality }),
  });
}

// Every rendering carries its own form token and may show a submission's result: never cache it.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}

/** Far above the longest valid form; anything bigger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;

export function loader() {
  return { token: crypto.randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return data(
      {
        status: "invalid" as const,
        errors: { message: translatorOfPath(path)("enquiryForm.error.tooLong") },
        values: EMPTY_ENQUIRY_VALUES,
      },
      { status: 413 },
    );
  }
  const outcome = await context.get(enquiriesContext).submit(await request.formData(), {
    clientAddress: context.get(clientAddressContext),
    path,
  });
  if (outcome.status === "rate-limited") {
    // The longest wait until the sender's oldest enquiry leaves the window.
    const retryAfter = String(context.get(configContext).ENQUIRY_RATE_WINDOW_MINUTES * 60);
    return data(outcome, { status: 429, headers: { "Retry-After": retryAfter } });
  }
  // 503: the database could not take it now; the form says to send it again in a moment.
  if (outcome.status === "not-stored") return data(outcome, { status: 503, headers: { "Retry-After": "60" } });
  if (outcome.status === "received") return data({ ...outcome, nextToken: crypto.randomUUID() });
  return data(outcome, { status: 400 });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <OrganizationJsonLd />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-14">
          <h1 className="text-4xl font-bold tracking-tight">{t("contact.heading")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("contact.intro")}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <section aria-labelledby="get-in-touch" className={cardClasses({ raised: true, className: "p-6" })}>
            <h2 id="get-in-touch" className="text-xl font-semibold">
              {t("contact.getInTouch")}
            </h2>
            <dl className="mt-5 space-y-4">
              <div className="relative min-w-0 pl-8">
                <dt className="text-sm text-slate-600">
                  <Phone aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-700" />
                  {t("contact.phone")}
                </dt>
                <dd>
                  <a className="font-medium text-brand-800 underline" href={`tel:${site.phone.tel}`}>
                    {site.phone.display}
                  </a>
                </dd>
              </div>
              <div className="relative min-w-0 pl-8">
                <dt className="text-sm text-slate-600">
                  <Mail aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-700" />
                  {t("contact.email")}
                </dt>
                <dd>
                  <a className="font-medium break-all text-brand-800 underline" href={`mailto:${site.email}`}>
                    {site.email}
                  </a>
                </dd>
              </div>
              <div className="relative min-w-0 pl-8">
                <dt className="text-sm text-slate-600">
                  <MapPin aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-700" />
                  {t("contact.address")}
                </dt>
                <dd className="font-medium">{formatAddress(site.address, language)}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="opening-hours" className={cardClasses({ raised: true, className: "p-6" })}>
            <h2 id="opening-hours" className="flex items-center gap-2 text-xl font-semibold">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              {t("contact.hours")}
            </h2>
            <dl className="mt-4 divide-y divide-slate-100">
              {siteText(language).hours.map((entry) => (
                <div key={entry.days} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-700">{entry.days}</dt>
                  <dd className="font-medium">{entry.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section className={cardClasses({ raised: true, className: "p-6 sm:p-8" })}>
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            {t("contact.formHeading")}
          </h2>
          <p className="mt-1 mb-5 text-slate-600">{t("contact.formIntro")}</p>
          <ContactForm
            token={loaderData.token}
            page={location.pathname + location.search}
            result={actionData}
            phone={site.phone.display}
          />
        </section>
      </div>
    </>
  );
}

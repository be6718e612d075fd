import { Clock, Mail, MapPin, Phone, Pill } from "lucide-react";
import { memo } from "react";
import { formatAddress, site, siteText } from "~/site";
import { Link } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { useLanguage, useT } from "~/i18n/use-translation";

/** A quick link of the footer (the layout gives them: app/composition/site-nav.ts). */
export type FooterLink = { to: string; label: MessageId };

/**
 * Site footer (docs/product.md 2.4): quick links, contact, hours and the licensed-dealer line.
 * Memoised: the same on every page of a language (`links` is a constant), so a navigation renders
 * only its links again.
 */
export const SiteFooter = memo(function SiteFooter({ links }: { links: readonly FooterLink[] }) {
  const t = useT();
  const language = useLanguage();
  const text = siteText(language);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white text-sm text-slate-700 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 font-semibold text-slate-900">
            <Pill aria-hidden="true" className="size-5 text-brand-700" />
            {site.name}
          </h2>
          <p className="mt-3 leading-relaxed">{t("footer.about", { locality: text.locality })}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-slate-900">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link className="hover:text-brand-800 hover:underline" to={link.to}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-slate-900">
            {t("footer.contact")}
          </h2>
          <address className="mt-3 space-y-2 not-italic">
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <a className="hover:text-brand-800 hover:underline" href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <a className="break-all hover:text-brand-800 hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{formatAddress(site.address, language)}</span>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="font-semibold text-slate-900">
            {t("footer.businessHours")}
          </h2>
          <div className="mt-3 flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {/* The same hours as the contact page: site.ts holds one set (docs/product.md 9.12). */}
            <dl>
              {text.hours.map((entry) => (
                <div key={entry.days}>
                  <dt className="inline">{entry.days}: </dt>
                  <dd className="inline">{entry.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </div>
      <div className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-slate-600 md:flex-row md:justify-between">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), name: site.name })}</p>
          <p>
            {t("footer.licences", {
              licences: site.licences.drugLicences
                .map((licence) => t("licence.numberOnForm", { number: licence.number, form: licence.form }))
                .join(", "),
              gstin: site.licences.gstin,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
});

import {
  ClipboardPaste,
  ArrowRight,
  BadgeCheck,
  Citrus,
  Clock,
  Droplet,
  FileBadge,
  HeartPulse,
  Phone,
  Pill,
  ShieldCheck,
  ShieldPlus,
  Soup,
  Sparkles,
  Truck,
  Wind,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/home";
import {
  HOME_CATEGORIES,
  homeCategoryName,
  categoryCount,
  CATALOGUE_PATH,
  CHANGES_PATH,
  categoryHref,
} from "~/catalogue";
import { OrganizationJsonLd } from "~/seo";
import { canonicalUrl, pageMeta } from "~/seo";
import { licenceFactsIn, site, siteText } from "~/site";
import { CONTACT_PATH } from "~/components/links";
import { PASTE_ORDER_HREF } from "~/enquiry-list";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { catalogueContext } from "~/composition/load-context";
import { INTL_LOCALE, languageOfPath } from "~/i18n/languages";
import type { MessageId } from "~/i18n/message-id";
import { useLanguage, useT } from "~/i18n/use-translation";
import "~/i18n/areas/home";

export function meta({ matches, location }: Route.MetaArgs) {
  const { description } = siteText(languageOfPath(location.pathname));
  return pageMeta({ url: canonicalUrl(matches, "/"), title: site.name, description });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.get(catalogueContext).read();
  return {
    // null while no catalogue could be read: the tiles then show no count rather than a wrong 0.
    total: snapshot ? snapshot.medicines.length : null,
    // A category with no medicines is not offered (docs/product.md 2.8): a tile reading "0 medicines"
    // would lead nowhere. Without a catalogue nothing is known, and every tile shows without a count.
    categories: HOME_CATEGORIES.map((category) => ({
      ...category,
      count: snapshot ? categoryCount(snapshot.medicines, category.id) : null,
    })).filter((category) => category.count !== 0),
  };
}

const REASONS: readonly { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: ShieldCheck, title: "home.reason.licensed.title", text: "home.reason.licensed.text" },
  { icon: Truck, title: "home.reason.delivery.title", text: "home.reason.delivery.text" },
  { icon: Clock, title: "home.reason.available.title", text: "home.reason.available.text" },
  { icon: BadgeCheck, title: "home.reason.quality.title", text: "home.reason.quality.text" },
];

const CATEGORY_ICONS: Record<string, { icon: LucideIcon; tint: string }> = {
  antibiotics: { icon: ShieldPlus, tint: "bg-sky-50 text-sky-700" },
  painkillers: { icon: Zap, tint: "bg-amber-50 text-amber-700" },
  vitamins: { icon: Citrus, tint: "bg-lime-50 text-lime-700" },
  cardiac: { icon: HeartPulse, tint: "bg-rose-50 text-rose-700" },
  respiratory: { icon: Wind, tint: "bg-cyan-50 text-cyan-700" },
  diabetes: { icon: Droplet, tint: "bg-violet-50 text-violet-700" },
  digestive: { icon: Soup, tint: "bg-orange-50 text-orange-700" },
  skincare: { icon: Sparkles, tint: "bg-pink-50 text-pink-700" },
};

/**
 * A sentence with one part drawn larger (the catalogue's size): the message is translated whole,
 * so the part sits wherever the language puts it, and is then found in it.
 */
function withLargePart(sentence: string, part: string) {
  const at = sentence.indexOf(part);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className="text-2xl font-bold text-white">{part}</span>
      {sentence.slice(at + part.length)}
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { total, categories } = loaderData;
  const t = useT();
  const language = useLanguage();
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[language]);
  const text = siteText(language);
  return (
    <>
      <OrganizationJsonLd />
      <section className="relative overflow-hidden bg-brand-900 text-white">
        {/* Soft light shapes drawn by CSS: a lively hero without an image to download. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,oklch(0.52_0.11_185/0.55),transparent_45%),radial-gradient(circle_at_85%_80%,oklch(0.45_0.1_186/0.6),transparent_40%)]"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_24rem]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {text.tagline}
            </p>
            <h1 className="mt-5 max-w-3xl text-[2.125rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              {t("home.hero.heading")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">{t("home.hero.text")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={CATALOGUE_PATH}
                className={buttonClasses({
                  variant: "inverse",
                  size: "xl",
                  className: "inline-flex items-center gap-2 shadow-sm",
                })}
              >
                {t("home.hero.browse")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link
                to={CONTACT_PATH}
                className={buttonClasses({
                  variant: "inverse-outline",
                  size: "xl",
                  className: "inline-flex items-center",
                })}
              >
                {t("home.hero.contact")}
              </Link>
              {/* A buyer with an order already written pastes it whole (docs/product.md 12.11). */}
              <Link
                to={PASTE_ORDER_HREF}
                className={buttonClasses({
                  variant: "inverse-outline",
                  size: "xl",
                  className: "inline-flex items-center gap-2",
                })}
              >
                <ClipboardPaste aria-hidden="true" className="size-5" />
                {t("home.hero.paste")}
              </Link>
              {/* New medicines, stock and prices since the last visit (docs/product.md §17). */}
              <Link
                to={CHANGES_PATH}
                className={buttonClasses({
                  variant: "inverse-outline",
                  size: "xl",
                  className: "inline-flex items-center",
                })}
              >
                {t("nav.changes")}
              </Link>
            </div>
          </div>

          <section
            aria-labelledby="licences"
            className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm sm:p-7"
          >
            <h2 id="licences" className="flex items-center gap-2 text-lg font-semibold">
              <FileBadge aria-hidden="true" className="size-5" />
              {t("licence.heading")}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {licenceFactsIn(t).map((fact) => (
                <div key={fact.number} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-brand-100">{fact.label}</dt>
                  <dd className="font-mono font-medium">{fact.number}</dd>
                </div>
              ))}
            </dl>
            {total !== null ? (
              <p className="mt-5 border-t border-white/20 pt-4 text-sm text-brand-50">
                {withLargePart(t("home.total", { total: numberFormat.format(total) }), numberFormat.format(total))}
              </p>
            ) : null}
          </section>
        </div>
      </section>

      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="why-us" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("home.why.heading")}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t("home.why.text")}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={cardClasses({ raised: true, className: "p-6" })}>
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="categories" className="border-y border-slate-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="categories" className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {t("home.categories.heading")}
                </h2>
                <p className="mt-2 text-slate-600">{t("home.categories.text")}</p>
              </div>
              <Link
                to={CATALOGUE_PATH}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
              >
                {t("home.categories.all")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
              {categories.map((category) => {
                const { icon: Icon, tint } = CATEGORY_ICONS[category.id] ?? { icon: Pill, tint: "bg-brand-50" };
                return (
                  <li key={category.id}>
                    <Link
                      to={categoryHref(category.id)}
                      className={cardClasses({
                        className:
                          "group flex h-full flex-col p-5 transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md",
                      })}
                    >
                      <span className={`flex size-11 items-center justify-center rounded-lg ${tint}`}>
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <span className="mt-4 font-semibold text-slate-900 group-hover:text-brand-800">
                        {homeCategoryName(category.id, t) ?? category.name}
                      </span>
                      {category.count !== null ? (
                        <span className="mt-0.5 text-sm text-slate-600">
                          {t("home.categories.count", { count: category.count })}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="closing" className="mx-auto max-w-7xl px-4 pt-14">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="closing" className="text-2xl font-bold tracking-tight">
              {t("home.closing.heading")}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">{t("home.closing.text")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={CONTACT_PATH}
              className={buttonClasses({ variant: "inverse", size: "xl", className: "inline-flex items-center" })}
            >
              {t("home.closing.contact")}
            </Link>
            <a
              href={`tel:${site.phone.tel}`}
              className={buttonClasses({
                variant: "inverse-outline",
                size: "xl",
                className: "inline-flex items-center gap-2",
              })}
            >
              <Phone aria-hidden="true" className="size-4" />
              {site.phone.display}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

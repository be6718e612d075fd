import {
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
import { HOME_CATEGORIES } from "~/catalogue/categories";
import { categoryCount } from "~/catalogue/query/query";
import { OrganizationJsonLd } from "~/components/organization-json-ld";
import { canonicalUrl, pageMeta } from "~/seo";
import { licenceFacts, site } from "~/site";
import { CATALOGUE_PATH, categoryHref } from "~/catalogue/links";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { catalogueContext } from "~/load-context";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ url: canonicalUrl(matches, "/"), title: site.name, description: site.description });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.get(catalogueContext).read();
  return {
    // null while no catalogue could be read: the tiles then show no count rather than a wrong 0.
    total: snapshot ? snapshot.medicines.length : null,
    categories: HOME_CATEGORIES.map((category) => ({
      ...category,
      count: snapshot ? categoryCount(snapshot.medicines, category.id) : null,
    })),
  };
}

const REASONS = [
  {
    icon: ShieldCheck,
    title: "Licensed & certified",
    text: "A licensed wholesale drug dealer under the Drugs and Cosmetics Rules, with every licence on record.",
  },
  {
    icon: Truck,
    title: "Fast delivery",
    text: "Prompt dispatch to pharmacies, clinics and hospitals across Patna and Bihar.",
  },
  {
    icon: Clock,
    title: "Always available",
    text: "Open every day of the week, with a catalogue you can check at any hour.",
  },
  {
    icon: BadgeCheck,
    title: "Quality assured",
    text: "Genuine medicines sourced directly from manufacturers and authorised stockists.",
  },
] as const;

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

const numberFormat = new Intl.NumberFormat("en-IN");

export default function Home({ loaderData }: Route.ComponentProps) {
  const { total, categories } = loaderData;
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
              {site.tagline}
            </p>
            <h1 className="mt-5 max-w-3xl text-[2.125rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              Genuine medicines for pharmacies, hospitals and clinics
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">
              Find a medicine by brand, generic name, manufacturer or category, and check its price, availability and
              prescription status before you order.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={CATALOGUE_PATH}
                className={buttonClasses({
                  variant: "inverse",
                  size: "xl",
                  className: "inline-flex items-center gap-2 shadow-sm",
                })}
              >
                Browse medicines
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link
                to="/contact"
                className={buttonClasses({
                  variant: "inverse-outline",
                  size: "xl",
                  className: "inline-flex items-center",
                })}
              >
                Contact us
              </Link>
            </div>
          </div>

          <section
            aria-labelledby="licences"
            className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm sm:p-7"
          >
            <h2 id="licences" className="flex items-center gap-2 text-lg font-semibold">
              <FileBadge aria-hidden="true" className="size-5" />
              Licensed and registered
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {licenceFacts.map((fact) => (
                <div key={fact.number} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-brand-100">{fact.label}</dt>
                  <dd className="font-mono font-medium">{fact.number}</dd>
                </div>
              ))}
            </dl>
            {total !== null ? (
              <p className="mt-5 border-t border-white/20 pt-4 text-sm text-brand-50">
                <span className="text-2xl font-bold text-white">{numberFormat.format(total)}</span> medicines in our
                catalogue, updated through the day.
              </p>
            ) : null}
          </section>
        </div>
      </section>

      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="why-us" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Why choose us
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Pharmacies and hospitals rely on us for the medicines their patients need, on time and in good condition.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={cardClasses({ raised: true, className: "p-6" })}>
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="categories" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Browse by category
              </h2>
              <p className="mt-2 text-slate-600">Jump straight to the medicines of one therapeutic area.</p>
            </div>
            <Link
              to={CATALOGUE_PATH}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
            >
              All medicines
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
                      {category.name}
                    </span>
                    {category.count !== null ? (
                      <span className="mt-0.5 text-sm text-slate-600">
                        {numberFormat.format(category.count)} {category.count === 1 ? "medicine" : "medicines"}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing" className="mx-auto max-w-7xl px-4 pt-14">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="closing" className="text-2xl font-bold tracking-tight">
              Need a medicine that is not listed?
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">
              Call or write to us: we source medicines for pharmacies, hospitals and institutions every day.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/contact"
              className={buttonClasses({ variant: "inverse", size: "xl", className: "inline-flex items-center" })}
            >
              Get in touch
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

import { ArrowRight, Eye, HeartHandshake, ShieldCheck, Target, Truck, Users } from "lucide-react";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/about";
import { canonicalUrl, pageMeta } from "~/seo";
import { licenceFacts, site } from "~/site";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalUrl(matches, "/about"),
    title: "About us",
    description: `${site.name} is a licensed pharmaceutical dealer and distributor in Patna, Bihar: our mission, vision and values.`,
  });
}

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Integrity",
    text: "Genuine products from authorised sources, with full documentation for every batch.",
  },
  {
    icon: Truck,
    title: "Reliability",
    text: "Stock you can count on and deliveries that arrive when promised.",
  },
  {
    icon: HeartHandshake,
    title: "Care",
    text: "Every order ends with a patient; we store and handle medicines accordingly.",
  },
  {
    icon: Users,
    title: "Service",
    text: "Knowledgeable staff who answer pharmacists, doctors and buyers quickly.",
  },
] as const;

export default function About() {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:py-16">
          <p className="font-semibold text-brand-700">{site.tagline}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight">About {site.name}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
            We are a licensed pharmaceutical dealer and distributor based in {site.address.locality}, supplying
            pharmacies, hospitals, clinics and institutions across {site.address.region} with genuine medicines from
            trusted manufacturers.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 pt-12">
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="mission" className={cardClasses({ raised: true, className: "p-7" })}>
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Target aria-hidden="true" className="size-6" />
            </span>
            <h2 id="mission" className="mt-4 text-xl font-semibold">
              Our mission
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              To make genuine, affordable medicines reliably available to every pharmacy and hospital we serve.
            </p>
          </section>
          <section aria-labelledby="vision" className={cardClasses({ raised: true, className: "p-7" })}>
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Eye aria-hidden="true" className="size-6" />
            </span>
            <h2 id="vision" className="mt-4 text-xl font-semibold">
              Our vision
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              To be the most trusted medicine distributor in Bihar, known for quality, transparency and service.
            </p>
          </section>
        </div>

        <section aria-labelledby="values" className="mt-14">
          <h2 id="values" className="text-2xl font-bold tracking-tight">
            Our values
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className={cardClasses({ raised: true, className: "p-6" })}>
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="licensed" className={cardClasses({ className: "mt-14 p-7" })}>
          <h2 id="licensed" className="text-xl font-semibold">
            Licensed and registered
          </h2>
          <p className="mt-2 text-slate-700">
            We hold wholesale drug licences under the Drugs and Cosmetics Rules, 1945, and are registered for GST.
          </p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            {licenceFacts.map((fact) => (
              <div key={fact.number} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-600">{fact.label}</dt>
                <dd className="mt-0.5 font-mono font-medium">{fact.number}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="talk"
          className="mt-14 flex flex-col gap-5 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="talk" className="text-xl font-semibold">
              Talk to us
            </h2>
            <p className="mt-1.5 text-brand-100">
              Questions about a medicine, stock or supply terms? We are happy to help.
            </p>
          </div>
          <Link
            to="/contact"
            className={buttonClasses({
              variant: "inverse",
              size: "xl",
              className: "inline-flex shrink-0 items-center gap-2 self-start sm:self-auto",
            })}
          >
            Contact us
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      </div>
    </>
  );
}

import { ArrowRight, Eye, HeartHandshake, ShieldCheck, Target, Truck, Users, type LucideIcon } from "lucide-react";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/about";
import { canonicalUrl, pageMeta } from "~/seo";
import { licenceFactsIn, site, siteText } from "~/site";
import { languageOfPath } from "~/i18n/languages";
import type { MessageId } from "~/i18n/message-id";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { ABOUT_PATH, CONTACT_PATH } from "~/components/links";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import "~/i18n/areas/about";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  const { locality, region } = siteText(language);
  return pageMeta({
    url: canonicalUrl(matches, ABOUT_PATH),
    title: t("about.meta.title"),
    description: t("about.meta.description", { name: site.name, locality, region }),
  });
}

const VALUES: readonly { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: ShieldCheck, title: "about.value.integrity.title", text: "about.value.integrity.text" },
  { icon: Truck, title: "about.value.reliability.title", text: "about.value.reliability.text" },
  { icon: HeartHandshake, title: "about.value.care.title", text: "about.value.care.text" },
  { icon: Users, title: "about.value.service.title", text: "about.value.service.text" },
];

export default function About() {
  const t = useT();
  const text = siteText(useLanguage());
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:py-16">
          <p className="font-semibold text-brand-700">{text.tagline}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight">{t("about.heading", { name: site.name })}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
            {t("about.intro", { locality: text.locality, region: text.region })}
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
              {t("about.mission.heading")}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t("about.mission.text")}</p>
          </section>
          <section aria-labelledby="vision" className={cardClasses({ raised: true, className: "p-7" })}>
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Eye aria-hidden="true" className="size-6" />
            </span>
            <h2 id="vision" className="mt-4 text-xl font-semibold">
              {t("about.vision.heading")}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t("about.vision.text")}</p>
          </section>
        </div>

        <section aria-labelledby="values" className="mt-14">
          <h2 id="values" className="text-2xl font-bold tracking-tight">
            {t("about.values.heading")}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className={cardClasses({ raised: true, className: "p-6" })}>
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold">{t(title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="licensed" className={cardClasses({ className: "mt-14 p-7" })}>
          <h2 id="licensed" className="text-xl font-semibold">
            {t("licence.heading")}
          </h2>
          <p className="mt-2 text-slate-700">{t("about.licensed.text")}</p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            {licenceFactsIn(t).map((fact) => (
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
              {t("about.talk.heading")}
            </h2>
            <p className="mt-1.5 text-brand-100">{t("about.talk.text")}</p>
          </div>
          <Link
            to={CONTACT_PATH}
            className={buttonClasses({
              variant: "inverse",
              size: "xl",
              className: "inline-flex shrink-0 items-center gap-2 self-start sm:self-auto",
            })}
          >
            {t("about.talk.contact")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      </div>
    </>
  );
}

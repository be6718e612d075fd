import { data } from "react-router";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/manufacturers";
import {
  MANUFACTURERS_PATH,
  manufacturerPageHref,
  groupByInitial,
  OTHER_INITIAL,
  manufacturerDirectory,
} from "~/catalogue";
import { ErrorPanel } from "~/catalogue/components";
import { catalogueStatusOf } from "~/catalogue/index.server";
import { BreadcrumbTrail } from "~/seo";
import { canonicalUrl, pageMeta } from "~/seo";
import { catalogueContext, configContext } from "~/composition/load-context";

import { translatorOfPath } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/manufacturers";

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  return pageMeta({
    title: t("manufacturers.heading"),
    description:
      loaderData?.state === "loaded"
        ? t("manufacturers.meta.descriptionCount", { count: String(loaderData.count) })
        : t("manufacturers.meta.description"),
    url: canonicalUrl(matches, MANUFACTURERS_PATH),
  });
}

/**
 * Every manufacturer of the current catalogue, grouped by initial (docs/product.md 11.5). The
 * list is worked out once per catalogue version; only names and counts travel to the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    // 503, as the catalogue answers: temporarily unable to serve, not empty.
    return data({ state: "error" as const, message: error, retryHref: new URL(request.url).pathname }, { status: 503 });
  }
  const { all } = manufacturerDirectory(snapshot.medicines);
  return {
    state: "loaded" as const,
    count: all.length,
    groups: groupByInitial(all),
    catalogue: catalogueStatusOf(snapshot, context.get(configContext).INSTANT_CATALOGUE_MAX_BYTES),
  };
}

/** The id of a letter's section, the target of its jump link. */
const sectionId = (initial: string) => `letter-${initial === OTHER_INITIAL ? "other" : initial}`;

export default function Manufacturers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BreadcrumbTrail
        trail={[
          { name: t("nav.home"), path: "/" },
          { name: t("manufacturers.heading"), path: MANUFACTURERS_PATH },
        ]}
      />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t("manufacturers.heading")}</h1>
      {loaderData.state === "error" ? (
        <ErrorPanel message={loaderData.message} retryHref={loaderData.retryHref} />
      ) : (
        <ManufacturerIndex {...loaderData} />
      )}
    </div>
  );
}

type ManufacturerIndexProps = Pick<
  Extract<Route.ComponentProps["loaderData"], { state: "loaded" }>,
  "count" | "groups"
>;

/** The letters as jump links, then each letter's manufacturers: plain links, no script needed. */
function ManufacturerIndex({ count, groups }: ManufacturerIndexProps) {
  const t = useT();
  return (
    <>
      <p className="mt-2 text-slate-700">{t("manufacturers.summary", { count })}</p>
      <nav aria-label={t("manufacturers.letters")} className="z-10 -mx-4 mt-6 bg-slate-50 px-4 py-2 sm:sticky sm:top-0">
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ initial }) => (
            <li key={initial}>
              <a
                href={`#${sectionId(initial)}`}
                className="inline-flex size-9 items-center justify-center rounded-md text-sm font-semibold text-brand-800 ring-1 ring-slate-200 ring-inset hover:bg-brand-50"
              >
                <InitialLabel initial={initial} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ initial, manufacturers }) => (
        <section
          key={initial}
          id={sectionId(initial)}
          aria-labelledby={`${sectionId(initial)}-heading`}
          className="mt-8 scroll-mt-4 sm:scroll-mt-16"
        >
          <h2
            id={`${sectionId(initial)}-heading`}
            className="border-b border-slate-200 pb-1 text-xl font-semibold text-slate-900"
          >
            <InitialLabel initial={initial} />
          </h2>
          {/* Hundreds of items: their common styles are set once, on the list. */}
          <ul className="mt-3 gap-x-8 *:flex *:break-inside-avoid *:items-baseline *:justify-between *:gap-3 *:py-1 sm:columns-2 lg:columns-3">
            {manufacturers.map(({ name, count }) => (
              <li key={name}>
                <Link to={manufacturerPageHref(name)} className="text-brand-800 hover:underline">
                  {name}
                </Link>
                <span className="shrink-0 text-sm text-slate-600">{t("manufacturers.medicineCount", { count })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A letter as shown; "#" also says what it stands for to screen readers. */
function InitialLabel({ initial }: { initial: string }) {
  const t = useT();
  if (initial !== OTHER_INITIAL) return initial;
  return (
    <>
      {OTHER_INITIAL}
      <span className="sr-only"> {t("manufacturers.otherInitial")}</span>
    </>
  );
}

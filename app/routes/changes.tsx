import type { Route } from "./+types/changes";
import {
  priceChangeText,
  type ChangeGroup,
  type ChangeLine,
  CHANGES_PATH,
  changesHref,
  medicineHref,
  useRateLabel,
} from "~/catalogue";
import { changeFilterOf, changeGroupsOf, CHANGE_DAYS, ROWS_PER_GROUP } from "~/catalogue/index.server";
import { BreadcrumbTrail } from "~/seo";
import { buttonClasses } from "~/components/ui/button";
import { formatIndiaDate } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form, Link } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { translatorOfPath } from "~/i18n/translator";
import { useLanguage, useLocalizedHref, useT } from "~/i18n/use-translation";
import { absoluteUrl } from "~/formatting/absolute-url";
import { canonicalUrl, pageMeta } from "~/seo";
import { changesContext, configContext, pageNotKeptContext } from "~/composition/load-context";
import "~/i18n/areas/changes";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  const tags = pageMeta({
    title: t("changes.heading"),
    description: t("changes.meta.description"),
    url: canonicalUrl(matches, CHANGES_PATH),
  });
  // Feed readers find the feed from the page (docs/product.md 17.1).
  if (loaderData) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: t("changes.heading"),
      href: loaderData.feedUrl,
    });
  }
  return tags;
}

/**
 * `/medicines/changes` (docs/product.md 17.1): what changed in the last 30 days, newest first, by
 * group, with the category and manufacturer filters of a plain GET form. Read from the database
 * at each request (a few indexed queries), never kept by the page cache: a "back in stock" shows
 * once it held, which is a matter of time, not of a new catalogue version.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.get(pageNotKeptContext)();
  const url = new URL(request.url);
  const filter = changeFilterOf(url);
  const now = new Date();
  const changes = context.get(changesContext);
  const [groups, facets] = await Promise.all([
    changeGroupsOf(changes, filter, now, ROWS_PER_GROUP),
    changes.store.facets(new Date(now.getTime() - CHANGE_DAYS * 86_400_000)),
  ]);
  const config = context.get(configContext);
  const feedUrl = absoluteUrl(
    config.SITE_URL,
    pathInLanguage(changesHref(filter, "atom"), languageOfPath(url.pathname)),
  );
  return { filter, groups, facets, feedUrl };
}

const GROUP_HEADING: Record<ChangeGroup, MessageId> = {
  new: "changes.group.new",
  "back-in-stock": "changes.group.backInStock",
  prices: "changes.group.prices",
  scheme: "changes.group.scheme",
};

const LINK_CLASSES = "font-medium text-brand-800 underline-offset-2 hover:underline";

export default function Changes({ loaderData }: Route.ComponentProps) {
  const { filter, groups, facets } = loaderData;
  const t = useT();
  const localized = useLocalizedHref();
  const nothing = groups.every((group) => group.total === 0);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <BreadcrumbTrail
        trail={[
          { name: t("nav.home"), path: "/" },
          { name: t("changes.heading"), path: CHANGES_PATH },
        ]}
      />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t("changes.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("changes.intro")}</p>

      <Form
        method="get"
        action={CHANGES_PATH}
        aria-label={t("changes.filters")}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("changes.category")}
          <select
            name="category"
            defaultValue={filter.category}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
          >
            <option value="">{t("changes.all")}</option>
            {facets.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("changes.manufacturer")}
          <select
            name="manufacturer"
            defaultValue={filter.manufacturer}
            className="max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
          >
            <option value="">{t("changes.all")}</option>
            {facets.manufacturers.map((manufacturer) => (
              <option key={manufacturer.slug} value={manufacturer.slug}>
                {manufacturer.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses({ size: "md" })}>
          {t("changes.apply")}
        </button>
      </Form>

      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <a href={localized(changesHref(filter, "csv"))} download rel="nofollow" className={LINK_CLASSES}>
            {t("changes.download.csv")}
          </a>
        </li>
        <li>
          <a href={localized(changesHref(filter, "xlsx"))} download rel="nofollow" className={LINK_CLASSES}>
            {t("changes.download.xlsx")}
          </a>
        </li>
        <li>
          <a href={localized(changesHref(filter, "atom"))} className={LINK_CLASSES}>
            {t("changes.feed")}
          </a>
        </li>
      </ul>

      {nothing ? (
        <p role="status" className="mt-8 rounded-md bg-slate-50 p-4 text-slate-700">
          {t("changes.empty")}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.group} aria-labelledby={`changes-${group.group}`} className="mt-8">
            <h2 id={`changes-${group.group}`} className="border-b border-slate-200 pb-1 text-xl font-semibold">
              {t(GROUP_HEADING[group.group])}
            </h2>
            {group.lines.length === 0 ? (
              <p className="mt-2 text-slate-600">{t("changes.emptyGroup")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {group.lines.map((line) => (
                  <ChangeItem key={`${line.kind}-${line.medicineId}-${line.at}`} line={line} />
                ))}
              </ul>
            )}
            {group.total > group.lines.length ? (
              <p className="mt-2 text-sm text-slate-600">
                {t("changes.more", { shown: group.lines.length, total: group.total })}
              </p>
            ) : null}
          </section>
        ))
      )}
    </div>
  );
}

/** One change: the medicine as a link, its manufacturer, what changed and when. */
function ChangeItem({ line }: { line: ChangeLine }) {
  const t = useT();
  const language = useLanguage();
  const rateLabel = useRateLabel();
  const detail =
    line.kind === "mrp" || line.kind === "rate"
      ? priceChangeText(line, t, rateLabel)
      : line.kind === "scheme" && line.scheme
        ? t("changes.scheme", { scheme: line.scheme })
        : null;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span>
        <Link to={medicineHref(line.medicineId)} className={LINK_CLASSES}>
          {line.name}
        </Link>
        <span className="text-sm text-slate-600"> · {line.manufacturer}</span>
        {detail ? <span className="block text-slate-800">{detail}</span> : null}
      </span>
      <time dateTime={line.at} className="shrink-0 text-sm text-slate-600">
        {formatIndiaDate(new Date(line.at), language)}
      </time>
    </li>
  );
}

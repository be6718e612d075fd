import { z } from "zod";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/desk-enquiries";
import { DeskPage } from "~/desk";
import { CHANNEL_LABEL, STATUS_LABEL, STATUS_TONE } from "~/desk";
import { DESK_HEADERS, staffForPage } from "~/desk/index.server";
import { DESK_PATH, deskEnquiryPath, deskTodayPath } from "~/desk";
import { DESK_STATUSES } from "~/desk";
import type { DeskFilter } from "~/desk/index.server";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath } from "~/i18n/languages";
import { Form, Link } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { pageMeta } from "~/seo";
import { deskContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.inbox.heading"), description: t("desk.meta.title"), noindex: true });
}

export function headers() {
  return DESK_HEADERS;
}

/** Orders a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 25;

const FILTERS: readonly { value: DeskFilter; label: MessageId }[] = [
  { value: "new", label: "desk.inbox.new" },
  { value: "accepted", label: "desk.inbox.accepted" },
  { value: "billed", label: "desk.inbox.billed" },
  { value: "dispatched", label: "desk.inbox.dispatched" },
  { value: "closed", label: "desk.inbox.closed" },
  // "Duplicates", not the status's own "Closed as duplicate": a link named so would also answer to "Closed".
  { value: "duplicate", label: "desk.inbox.duplicates" },
  { value: "all", label: "desk.inbox.all" },
];

/** Longest "Search orders" text kept (a name, a phone, a medicine, a few words of them). */
const SEARCH_MAX_LENGTH = 100;

// What the address may ask for; anything else is the first page of new orders, or with a search,
// of every order (a search looks through all of them unless a status is chosen).
const querySchema = z.object({
  q: z
    .string()
    .transform((text) => text.trim().slice(0, SEARCH_MAX_LENGTH))
    .catch(""),
  status: z
    .enum([...DESK_STATUSES, "all"])
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const url = new URL(request.url);
  const query = querySchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const filter = query.status ?? (query.q === "" ? "new" : "all");
  const { items, total } = await desk.store.inbox(filter, (query.page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, query.q);
  return {
    staff: staff.email,
    search: query.q,
    filter,
    /** Whether the address chose the status (a search then stays within it). */
    chosen: query.status !== undefined,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    total,
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
  };
}

/** An inbox address: a status, a page, and the search kept while moving between them. */
function inboxHref(status: DeskFilter, page = 1, search = ""): string {
  const query = new URLSearchParams({ status });
  if (page > 1) query.set("page", String(page));
  if (search !== "") query.set("q", search);
  return `${DESK_PATH}?${query}`;
}

export default function DeskEnquiries({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { filter, chosen, page, pages, items, total, search } = loaderData;
  const searchBox = useRef<HTMLInputElement>(null);
  // The box shows the search the page answers (after "Clear search", a filter, back), except while
  // it is being typed in: an answer that arrives then must not undo what was typed since.
  useEffect(() => {
    const box = searchBox.current;
    if (box && document.activeElement !== box) box.value = search;
  }, [search]);
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.inbox.heading")}</h1>
      <section aria-labelledby="today" className="mt-4">
        <h2 id="today" className="text-xl font-semibold">
          {t("desk.inbox.today")}
        </h2>
        <p className="mt-1 text-slate-600">{t("desk.inbox.todayHint")}</p>
        {/* Plain downloads, the same address in both languages: their columns are the billing software's. */}
        <p className="mt-2 flex flex-wrap gap-3">
          <a href={deskTodayPath("csv")} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("desk.inbox.todayCsv")}
          </a>
          <a href={deskTodayPath("xml")} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("desk.inbox.todayXml")}
          </a>
        </p>
      </section>
      {/* A GET form: works without JavaScript, and the address keeps the search (back, reload, a link). */}
      <Form method="get" action={DESK_PATH} role="search" aria-label={t("desk.inbox.search")} className="mt-6">
        <label htmlFor="inbox-search" className="block font-medium">
          {t("desk.inbox.search")}
        </label>
        <p id="inbox-search-hint" className="text-sm text-slate-600">
          {t("desk.inbox.searchHint")}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={search}
            ref={searchBox}
            maxLength={SEARCH_MAX_LENGTH}
            aria-describedby="inbox-search-hint"
            className="min-h-11 w-full max-w-md rounded-md border border-slate-400 px-3 py-2 sm:w-auto sm:flex-1"
          />
          {chosen && filter !== "all" && <input type="hidden" name="status" value={filter} />}
          <button type="submit" className={buttonClasses({ className: "min-h-11" })}>
            {t("desk.inbox.searchButton")}
          </button>
        </div>
      </Form>
      <nav aria-label={t("desk.inbox.filters")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <li key={option.value}>
              <Link
                to={inboxHref(option.value, 1, search)}
                aria-current={option.value === filter ? "page" : undefined}
                className="inline-block rounded-full px-4 py-1.5 font-medium text-brand-800 ring-1 ring-slate-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:ring-brand-700"
              >
                {t(option.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-slate-600">
        {search === "" ? t("desk.inbox.count", { count: total }) : t("desk.inbox.found", { count: total, search })}
        {search !== "" && (
          <>
            {" "}
            <Link to={inboxHref(filter)} className="font-medium text-brand-800 underline">
              {t("desk.inbox.clearSearch")}
            </Link>
          </>
        )}
      </p>
      {items.length === 0 ? (
        // A search that found nothing has said so above.
        search === "" && <p className="mt-6">{t("desk.inbox.empty")}</p>
      ) : (
        <div className="mt-4 space-y-3">
          {items.map((item) => (
            <article key={item.id} className={cardClasses({ className: "p-4" })}>
              <h2 className="text-lg font-semibold">
                <Link to={deskEnquiryPath(item.id)} className="text-brand-800 underline-offset-4 hover:underline">
                  {t("desk.inbox.itemHeading", { id: item.id, name: item.name })}
                </Link>
              </h2>
              <p className="mt-1 text-slate-700">
                {[item.shop, item.city, item.phone ?? item.email].filter(Boolean).join(" · ")}
              </p>
              {item.duplicateOf !== null && (
                <p className="mt-1 font-medium text-amber-900">
                  <Link to={deskEnquiryPath(item.duplicateOf)} className="underline">
                    {t("desk.duplicate.of", { id: item.duplicateOf })}
                  </Link>
                </p>
              )}
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[item.status]}`}>
                  {t(STATUS_LABEL[item.status])}
                </span>
                <span>{t(CHANNEL_LABEL[item.channel])}</span>
                <span>{t("desk.inbox.lines", { count: item.lines })}</span>
                <time dateTime={item.createdAt}>{formatIndiaTime(new Date(item.createdAt), language)}</time>
              </p>
            </article>
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t("desk.inbox.paging")} className="mt-6 flex flex-wrap items-center gap-4">
          {page > 1 && (
            <Link to={inboxHref(filter, page - 1, search)} className="font-medium text-brand-800 underline">
              {t("desk.inbox.newer")}
            </Link>
          )}
          <span className="text-slate-600">{t("desk.inbox.page", { page, pages })}</span>
          {page < pages && (
            <Link to={inboxHref(filter, page + 1, search)} className="font-medium text-brand-800 underline">
              {t("desk.inbox.older")}
            </Link>
          )}
        </nav>
      )}
    </DeskPage>
  );
}

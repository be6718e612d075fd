import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-sheet";
import { DeskPage } from "~/desk";
import { DESK_HEADERS, staffForAction, staffForPage } from "~/desk/index.server";
import { DESK_SHEET_PATH } from "~/desk";
import { acceptCatalogue } from "~/catalogue/index.server";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { catalogueContext, configContext, deskContext, loggerContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.sheet.heading"), description: t("desk.sheet.intro"), noindex: true });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...actionHeaders.entries()]);
}

/**
 * The sheet's health (docs/product.md 16.11): the served catalogue's import report, when it was
 * read, the last failure, and a held-back catalogue with "Accept this catalogue".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await staffForPage(request, context.get(deskContext));
  const store = context.get(catalogueContext);
  const health = store.health();
  const { snapshot } = await store.read();
  return {
    staff: staff.email,
    accepted: new URL(request.url).searchParams.has("accepted"),
    health: {
      status: health.status,
      medicines: health.medicines,
      loadedAt: health.loadedAt,
      checkedAt: health.checkedAt,
      lastError: health.lastError,
      heldBack: health.heldBack,
    },
    report: snapshot?.report ?? null,
  };
}

/**
 * "Accept this catalogue": what `npm run catalogue:check -- --accept` does (the acceptance kept in
 * DATA_DIR for every process), then the sheet is read again; recorded as the staff's action.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForAction(request, desk);
  const store = context.get(catalogueContext);
  const heldBack = store.health().heldBack;
  const form = await request.formData();
  // Only the version the page showed: another one held back meanwhile is looked at first.
  if (!heldBack || form.get("version") !== heldBack.version) {
    return data({ stale: true }, { status: 409, headers: DESK_HEADERS });
  }
  await acceptCatalogue(context.get(configContext).DATA_DIR, {
    version: heldBack.version,
    medicines: heldBack.medicines,
  });
  await desk.store.record({
    staff: staff.email,
    action: "accept-catalogue",
    detail: `${heldBack.version} (${heldBack.medicines} medicines)`,
    at: new Date(),
  });
  const logger = context.get(loggerContext);
  logger.warn({ version: heldBack.version, medicines: heldBack.medicines }, "held-back catalogue accepted on the desk");
  // Read in the background: a large sheet takes seconds, the page says it is being taken.
  store.refresh().catch((error: unknown) => logger.error({ err: error }, "reading the accepted catalogue failed"));
  const language = languageOfPath(new URL(request.url).pathname);
  return redirect(`${pathInLanguage(DESK_SHEET_PATH, language)}?accepted`, { status: 303, headers: DESK_HEADERS });
}

const STATUS: Record<"loading" | "ok" | "degraded" | "stale" | "error", MessageId> = {
  loading: "desk.sheet.status.loading",
  ok: "desk.sheet.status.ok",
  degraded: "desk.sheet.status.degraded",
  stale: "desk.sheet.status.stale",
  error: "desk.sheet.status.error",
};

function Problems<T>({
  title,
  items,
  count,
  columns,
}: {
  title: string;
  items: readonly T[];
  count: number;
  columns: readonly { header: string; cell: (item: T) => string | number }[];
}) {
  const t = useT();
  return (
    <section className={cardClasses({ className: "p-4" })}>
      <h2 className="text-xl font-semibold">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="mt-1 text-slate-600">{t("desk.sheet.noProblems")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="py-2 pr-3">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <tr key={index} className="border-b border-slate-200 align-top">
                  {columns.map((column) => (
                    <td key={column.header} className="py-2 pr-3 break-words">
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {items.length < count && (
            <p className="mt-2 text-sm text-slate-600">{t("desk.sheet.more", { shown: items.length, count })}</p>
          )}
        </div>
      )}
    </section>
  );
}

export default function DeskSheet({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { health, report } = loaderData;
  const time = (iso: string | null) => (iso ? formatIndiaTime(new Date(iso), language) : t("desk.sheet.never"));
  const row = { header: t("desk.sheet.col.row"), cell: (item: { row: number }) => item.row };
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.sheet.heading")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("desk.sheet.intro")}</p>
      <div role="status" className="mt-4">
        {loaderData.accepted && (
          <p className="rounded-md bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-300">
            {t("desk.sheet.accepted")}
          </p>
        )}
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">{t("desk.sheet.state")}</dt>
        <dd className="font-medium">{t(STATUS[health.status])}</dd>
        <dt className="text-slate-600">{t("desk.sheet.loadedAt")}</dt>
        <dd className="font-medium">{time(health.loadedAt)}</dd>
        <dt className="text-slate-600">{t("desk.sheet.checkedAt")}</dt>
        <dd className="font-medium">{time(health.checkedAt)}</dd>
        <dt className="text-slate-600">{t("desk.sheet.medicines")}</dt>
        <dd className="font-medium">{health.medicines}</dd>
        {report && (
          <>
            <dt className="text-slate-600">{t("desk.sheet.rowsRead")}</dt>
            <dd className="font-medium">{report.rowsRead}</dd>
          </>
        )}
      </dl>
      {health.lastError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-300">
          {t("desk.sheet.lastError", { message: health.lastError.message, at: time(health.lastError.at) })}
        </p>
      )}

      <section className={cardClasses({ className: "mt-6 p-4" })}>
        {health.heldBack ? (
          <>
            <h2 className="text-xl font-semibold">{t("desk.sheet.heldBack")}</h2>
            <p className="mt-1">
              {t("desk.sheet.heldBackText", { medicines: health.heldBack.medicines, reason: health.heldBack.reason })}
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="version" value={health.heldBack.version} />
              <button type="submit" className={buttonClasses()}>
                {t("desk.sheet.accept")}
              </button>
            </Form>
            {actionData?.stale && <p className="mt-2 text-amber-900">{t("desk.sheet.heldBack")}</p>}
          </>
        ) : (
          <p>{t("desk.sheet.nothingHeld")}</p>
        )}
      </section>

      {report && (
        <div className="mt-6 space-y-4">
          <Problems
            title={t("desk.sheet.skipped")}
            items={report.skippedRows}
            count={report.skippedRowCount}
            columns={[row, { header: t("desk.sheet.col.reason"), cell: (item) => item.reason }]}
          />
          <Problems
            title={t("desk.sheet.invalid")}
            items={report.invalidCells}
            count={report.invalidCellCount}
            columns={[
              row,
              { header: t("desk.sheet.col.column"), cell: (item) => item.column },
              { header: t("desk.sheet.col.value"), cell: (item) => item.value },
              { header: t("desk.sheet.col.reason"), cell: (item) => item.reason },
            ]}
          />
          <Problems
            title={t("desk.sheet.warnings")}
            items={report.warnings}
            count={report.warningCount}
            columns={[row, { header: t("desk.sheet.col.reason"), cell: (item) => item.message }]}
          />
          <Problems
            title={t("desk.sheet.unknownHeaders")}
            items={report.unknownHeaders}
            count={report.unknownHeaders.length}
            columns={[{ header: t("desk.sheet.col.column"), cell: (item) => item }]}
          />
        </div>
      )}
    </DeskPage>
  );
}

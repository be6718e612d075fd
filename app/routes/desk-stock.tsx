import { whatsappHref } from "~/formatting/phone";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/desk-stock";
import { shownContact } from "~/back-in-stock";
import { CHANNELS } from "~/back-in-stock";
import { medicineHref } from "~/catalogue";
import { buttonClasses } from "~/components/ui/button";
import { DeskPage } from "~/desk";
import { DESK_HEADERS, staffForAction, staffForPage } from "~/desk/index.server";
import { formatIndiaDate } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form, Link } from "~/i18n/link";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { backInStockContext, deskContext } from "~/composition/load-context";
import { site } from "~/site";
import "~/i18n/areas/desk";

/**
 * "Waiting for stock" (docs/product.md 17.4): the open back-in-stock requests per medicine, most
 * waited for first (what to restock), and the buyers of medicines back in stock who wait to be
 * told from the company's own WhatsApp (and, without a mail server, by e-mail), each with its
 * prepared message and "Mark told". Staff only.
 */

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.stock.heading"), description: t("desk.stock.intro"), noindex: true });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries(), ...actionHeaders.entries()]);
}

/** Rows each list shows. */
const SHOWN_ROWS = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForPage(request, desk);
  const notify = context.get(backInStockContext);
  const [waitedFor, waiting] = await Promise.all([
    notify.store.waitedFor(SHOWN_ROWS),
    notify.store.waitingForDesk({ emails: !notify.mailing, limit: SHOWN_ROWS }),
  ]);
  return data(
    {
      staff: staff.email,
      mailing: notify.mailing,
      waitedFor: waitedFor.map((row) => ({ ...row, since: row.since.toISOString() })),
      waiting: waiting.map((row) => {
        // The message in the language the buyer asked in, naming the medicine's page in it.
        const t = translatorFor(row.language);
        const link = `${desk.siteUrl.replace(/\/$/, "")}${pathInLanguage(medicineHref(row.medicineId), row.language)}`;
        const text = t("desk.stock.message", { name: row.name, company: site.name, link });
        return {
          medicineId: row.medicineId,
          name: row.name,
          contact: row.contact,
          channel: row.channel,
          shown: shownContact(row),
          backAt: (row.backAt ?? row.createdAt).toISOString(),
          href:
            row.channel === "phone"
              ? whatsappHref(row.contact, text)
              : `mailto:${row.contact}?subject=${encodeURIComponent(t("desk.stock.subject", { name: row.name }))}&body=${encodeURIComponent(text)}`,
        };
      }),
    },
    { headers: DESK_HEADERS },
  );
}

const toldSchema = z.object({
  intent: z.literal("told"),
  medicineId: z.string().min(1).max(300),
  contact: z.string().min(1).max(320),
  channel: z.enum(CHANNELS),
});

export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForAction(request, desk);
  const form = await request.formData();
  const parsed = toldSchema.safeParse(
    Object.fromEntries(["intent", "medicineId", "contact", "channel"].map((k) => [k, form.get(k)])),
  );
  if (!parsed.success) return data({ told: null }, { status: 400, headers: DESK_HEADERS });
  const { medicineId, contact, channel } = parsed.data;
  const now = new Date();
  const told = await context.get(backInStockContext).store.told(medicineId, contact, now);
  if (told) await desk.store.record({ staff: staff.email, action: "stock-told", detail: medicineId, at: now });
  return data({ told: told ? { contact: shownContact({ channel, contact }) } : null }, { headers: DESK_HEADERS });
}

export default function DeskStock({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { waitedFor, waiting, mailing } = loaderData;
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.stock.heading")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("desk.stock.intro")}</p>
      {!mailing ? (
        <p className="mt-3 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("desk.stock.noMail")}
        </p>
      ) : null}
      <p role="status" className="mt-3 font-medium text-green-800">
        {actionData?.told ? t("desk.stock.toldDone", { contact: actionData.told.contact }) : null}
      </p>

      <section aria-labelledby="stock-back" className="mt-6">
        <h2 id="stock-back" className="text-xl font-semibold">
          {t("desk.stock.backHeading")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("desk.stock.backIntro")}</p>
        {waiting.length === 0 ? (
          <p className="mt-3">{t("desk.stock.backEmpty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
            {waiting.map((row) => (
              <li key={`${row.medicineId} ${row.contact}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={medicineHref(row.medicineId)} className="font-medium text-brand-800 underline">
                    {row.name}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {row.shown} · {t("desk.stock.backSince", { date: formatIndiaDate(new Date(row.backAt), language) })}
                  </p>
                </div>
                <a
                  href={row.href}
                  target={row.channel === "phone" ? "_blank" : undefined}
                  rel="noreferrer"
                  className={buttonClasses({ variant: "primary", size: "sm" })}
                >
                  {row.channel === "phone" ? t("desk.stock.whatsapp") : t("desk.stock.email")}
                </a>
                <Form method="post">
                  <input type="hidden" name="intent" value="told" />
                  <input type="hidden" name="medicineId" value={row.medicineId} />
                  <input type="hidden" name="contact" value={row.contact} />
                  <input type="hidden" name="channel" value={row.channel} />
                  <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
                    {t("desk.stock.told")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="stock-waited" className="mt-8">
        <h2 id="stock-waited" className="text-xl font-semibold">
          {t("desk.stock.waitedHeading")}
        </h2>
        {waitedFor.length === 0 ? (
          <p className="mt-3">{t("desk.stock.empty")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t("desk.stock.col.medicine")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("desk.stock.col.requests")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("desk.stock.col.since")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {waitedFor.map((row) => (
                  <tr key={row.medicineId} className="border-b border-slate-200">
                    <td className="py-2 pr-3">
                      <Link to={medicineHref(row.medicineId)} className="text-brand-800 underline">
                        {row.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 text-right font-semibold">{row.requests}</td>
                    <td className="py-2 whitespace-nowrap">
                      <time dateTime={row.since}>{formatIndiaDate(new Date(row.since), language)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </DeskPage>
  );
}

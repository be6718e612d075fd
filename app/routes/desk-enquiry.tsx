import { data, isRouteErrorResponse, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/desk-enquiry";
import { DeskPage } from "~/desk";
import { CHANNEL_LABEL, STATUS_LABEL, STATUS_TONE } from "~/desk";
import type { DeskStatus } from "~/desk";
import { DESK_HEADERS, enquiryNumber, loadDeskOrder, moveOrder, notFound, staffForAction } from "~/desk/index.server";
import type { DeskOrder, LineChoice } from "~/desk/index.server";
import { rateTermsOfConfig } from "~/catalogue/index.server";
import { DESK_PATH, deskBillingPath, deskEnquiryPath } from "~/desk";
import { CopyReply, PlanTable, replyText } from "~/desk";
import { orderNews } from "~/orders/news";
import { orderPath } from "~/orders/links";
import { mailtoHref } from "~/enquiry-list";
import { indianMobile, shownIndianMobile, whatsappHref, whatsappNumber } from "~/formatting/phone";
import { formatInr, medicineHref } from "~/catalogue";
import { formatIndiaTime } from "~/formatting/india-time";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form, Link } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import { buttonClasses } from "~/components/ui/button";
import { cardClasses } from "~/components/ui/card";
import { NotFoundPage } from "~/components/not-found-page";
import { BROWSE_PATH } from "~/composition/site-nav";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import {
  catalogueContext,
  configContext,
  deskContext,
  enquiriesContext,
  orderNoticesContext,
} from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location, params }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({
    title: t("desk.enquiry.heading", { id: params.id }),
    description: t("desk.meta.title"),
    noindex: true,
  });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries(), ...actionHeaders.entries()]);
}

/** Longest staff note kept. */
export const NOTE_MAX_LENGTH = 2000;

/** The plan, the replies written from it and the order's news, as the page shows them. */
async function pageOf(context: Route.LoaderArgs["context"], order: DeskOrder) {
  const { enquiry, plan } = order;
  // The reply is in the buyer's language: the page the order was sent from.
  const buyerLanguage = languageOfPath(enquiry.page.split(/[?#]/)[0] ?? "");
  const t = translatorFor(buyerLanguage);
  const text = replyText(enquiry, plan, order.schemes, site.name, t);
  const number = whatsappNumber(enquiry.phone);
  // "Tell on WhatsApp": the news of the order's status for the buyer's phone, as the e-mail tells it.
  const [stored] = await context.get(enquiriesContext).store.ordersByNumber([enquiry.id]);
  const address =
    stored && `${context.get(configContext).SITE_URL}${pathInLanguage(orderPath(stored.token), buyerLanguage)}`;
  const news = stored && address ? orderNews(stored, stored.status, { company: site.name, address }, t) : null;
  return {
    tell: number && news ? whatsappHref(number, news.text) : null,
    staff: order.staff.email,
    enquiry: { ...enquiry, createdAt: enquiry.createdAt.toISOString(), lines: undefined },
    buyerLanguage,
    lines: order.lines,
    plan: { rows: plan.rows, totals: plan.plan.totals, gstUnknown: plan.gstUnknown, refused: plan.refused },
    recorded: order.recorded,
    rateIncludesGst: rateTermsOfConfig(context.get(configContext)).rateIncludesGst,
    replyText: text,
    whatsapp: number ? whatsappHref(number, text) : null,
    email: mailtoHref(enquiry.email, t("desk.reply.subject", { id: enquiry.id, company: site.name }), text),
  };
}

function orderServices(context: Route.LoaderArgs["context"]) {
  return {
    desk: context.get(deskContext),
    catalogue: context.get(catalogueContext),
    enquiries: context.get(enquiriesContext).store,
    rateIncludesGst: rateTermsOfConfig(context.get(configContext)).rateIncludesGst,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return pageOf(context, await loadDeskOrder(request, params.id, orderServices(context)));
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["billed", "dispatched", "closed", "duplicate", "reopen"]) }),
  z.object({ intent: z.literal("note"), note: z.string().max(NOTE_MAX_LENGTH) }),
  z.object({ intent: z.enum(["plan", "accept"]) }),
  z.object({ intent: z.literal("phone"), phone: z.string().max(40) }),
]);

/** The staff's choices of each line, as posted ("supply-3", "substitute-3"); a blank quantity leaves today's limit. */
function postedChoices(form: FormData): Map<number, LineChoice> {
  const choices = new Map<number, LineChoice>();
  for (const [name, value] of form) {
    const match = /^(supply|substitute)-([1-9]\d{0,3})$/.exec(name);
    if (!match || typeof value !== "string" || value.trim() === "") continue;
    const position = Number(match[2]);
    const choice = choices.get(position) ?? {};
    if (match[1] === "supply") choice.supply = /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    else choice.substitute = value.slice(0, 200);
    choices.set(position, choice);
  }
  return choices;
}

/** Status changes, the plan, the buyer's phone and the note, posted to the page's own address; each recorded with who and when. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForAction(request, desk);
  const id = enquiryNumber(params.id);
  const form = await request.formData();
  const parsed = actionSchema.safeParse({
    intent: form.get("intent"),
    note: form.get("note") ?? undefined,
    phone: form.get("phone") ?? undefined,
  });
  if (!parsed.success) return data({ noteTooLong: true }, { status: 400, headers: DESK_HEADERS });
  const now = new Date();
  const language = languageOfPath(new URL(request.url).pathname);
  const services = {
    enquiries: context.get(enquiriesContext).store,
    desk: desk.store,
    notices: context.get(orderNoticesContext),
  };
  const posted = parsed.data;
  if (posted.intent === "note") {
    if (!(await desk.store.setNote(id, posted.note.trim(), staff.email, now))) notFound();
  } else if (posted.intent === "phone") {
    const phone = indianMobile(posted.phone);
    if (phone === null)
      return data({ phoneInvalid: true, phone: posted.phone }, { status: 400, headers: DESK_HEADERS });
    if (!(await services.enquiries.setOrderPhone(id, shownIndianMobile(phone)))) notFound();
    await desk.store.record({ staff: staff.email, action: "phone", enquiryId: id, at: now });
  } else {
    let move: Parameters<typeof moveOrder>[2];
    let plan: DeskOrder["plan"]["plan"] | undefined;
    if (posted.intent === "plan" || posted.intent === "accept") {
      const order = await loadDeskOrder(request, params.id, orderServices(context), postedChoices(form));
      // A refused choice, or only a look at the changed plan: the page shows it, nothing is recorded.
      if (order.plan.refused || posted.intent === "plan") {
        const page = await pageOf(context, order);
        return data({ page }, { status: order.plan.refused ? 400 : 200, headers: DESK_HEADERS });
      }
      move = "accepted";
      plan = order.plan.plan;
    } else move = posted.intent;
    const done = await moveOrder(services, id, move, { staff: staff.email, now, plan });
    if (done === "not-found") notFound();
    // Two staff pressing at once: the second is told, nothing changes twice.
    if (done === "refused") return data({ statusRefused: true }, { status: 409, headers: DESK_HEADERS });
  }
  return redirect(pathInLanguage(deskEnquiryPath(id), language), { status: 303, headers: DESK_HEADERS });
}

const BUYER_ROWS: readonly {
  key: "name" | "shop" | "phone" | "email" | "drugLicence" | "gstin" | "city";
  label: MessageId;
}[] = [
  { key: "name", label: "desk.enquiry.name" },
  { key: "shop", label: "desk.enquiry.shop" },
  { key: "phone", label: "desk.enquiry.phone" },
  { key: "email", label: "desk.enquiry.email" },
  { key: "drugLicence", label: "desk.enquiry.drugLicence" },
  { key: "gstin", label: "desk.enquiry.gstin" },
  { key: "city", label: "desk.enquiry.city" },
];

/** The desk's buttons that move an order, and where each may start. */
const MOVES: readonly {
  intent: "billed" | "dispatched" | "closed" | "reopen";
  label: MessageId;
  from: readonly DeskStatus[];
  variant: "primary" | "secondary";
}[] = [
  { intent: "billed", label: "desk.enquiry.markBilled", from: ["new", "accepted"], variant: "primary" },
  {
    intent: "dispatched",
    label: "desk.enquiry.markDispatched",
    from: ["new", "accepted", "billed"],
    variant: "primary",
  },
  {
    intent: "closed",
    label: "desk.enquiry.close",
    from: ["new", "accepted", "billed", "dispatched"],
    variant: "secondary",
  },
  { intent: "reopen", label: "desk.enquiry.reopen", from: ["closed", "duplicate"], variant: "secondary" },
];

/** Where "Close as duplicate" may start (docs/product.md 12.3c): an order not closed yet. */
const CLOSABLE_AS_DUPLICATE: readonly DeskStatus[] = ["new", "accepted", "billed", "dispatched"];

const LANGUAGE_NAME: Record<"en" | "hi", MessageId> = { en: "desk.language.en", hi: "desk.language.hi" };

export default function DeskEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  // "Update plan", or an accept refused: the plan as posted, with its replies.
  const page = actionData && "page" in actionData ? actionData.page : loaderData;
  const { enquiry, lines } = page;
  const money = (value: number | null) => (value === null ? t("desk.enquiry.none") : formatInr(value));
  const statusButton = "min-h-11";
  return (
    <DeskPage staff={loaderData.staff}>
      <p>
        <Link to={DESK_PATH} className="text-brand-800 underline">
          {t("desk.enquiry.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("desk.enquiry.heading", { id: enquiry.id })}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-700">
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_TONE[enquiry.status]}`}>
          {t(STATUS_LABEL[enquiry.status])}
        </span>
        <span>{t(CHANNEL_LABEL[enquiry.channel])}</span>
        <time dateTime={enquiry.createdAt}>{formatIndiaTime(new Date(enquiry.createdAt), language)}</time>
      </p>

      {enquiry.duplicateOf !== null && (
        <section
          aria-labelledby="duplicate"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="duplicate" className="font-semibold">
            <Link to={deskEnquiryPath(enquiry.duplicateOf)} className="underline">
              {t("desk.duplicate.of", { id: enquiry.duplicateOf })}
            </Link>
          </h2>
          <p className="mt-1">{t("desk.duplicate.help")}</p>
          {CLOSABLE_AS_DUPLICATE.includes(enquiry.status) && (
            <Form method="post" className="mt-3">
              <button
                type="submit"
                name="intent"
                value="duplicate"
                className={buttonClasses({ variant: "secondary", className: "min-h-11" })}
              >
                {t("desk.duplicate.close")}
              </button>
            </Form>
          )}
        </section>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="lines" className="min-w-0">
          <h2 id="lines" className="text-xl font-semibold">
            {t("desk.enquiry.lines")}
          </h2>
          {lines.length === 0 ? (
            <p className="mt-2">{t("desk.enquiry.noLines")}</p>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-300">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t("desk.enquiry.col.sent")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("desk.enquiry.col.quantity")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("desk.enquiry.col.medicine")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("desk.enquiry.col.stock")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("desk.enquiry.col.rate")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("desk.enquiry.col.scheme")}
                    </th>
                    <th scope="col" className="py-2">
                      {t("desk.enquiry.col.mrp")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, index) => (
                    <tr key={index} className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-3">
                        {line.sent.name}
                        {line.sent.outOfStock && (
                          <span className="block text-amber-900">{t("desk.enquiry.outOfStockWhenSent")}</span>
                        )}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {line.sent.unit ? `${line.sent.quantity} ${line.sent.unit}` : line.sent.quantity}
                      </td>
                      {line.today ? (
                        <>
                          <td className="py-2 pr-3">
                            <Link to={medicineHref(line.today.id)} className="text-brand-800 underline">
                              {line.today.name}
                            </Link>
                            {line.pack && <span className="block text-slate-600">{line.pack}</span>}
                          </td>
                          <td className="py-2 pr-3">{line.today.stock ?? t("desk.enquiry.stockUnknown")}</td>
                          <td className="py-2 pr-3 whitespace-nowrap">
                            {line.today.rate === null ? t("desk.enquiry.onRequest") : money(line.today.rate)}
                          </td>
                          <td className="py-2 pr-3">{line.today.scheme ?? t("desk.enquiry.none")}</td>
                          <td className="py-2 whitespace-nowrap">{money(line.today.mrp)}</td>
                        </>
                      ) : (
                        <td colSpan={5} className="py-2 text-amber-900">
                          {line.sent.notInCatalogue ? t("desk.enquiry.notInCatalogue") : t("desk.enquiry.gone")}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2 id="plan" className="mt-6 text-xl font-semibold">
            {t("desk.plan.heading")}
          </h2>
          <p className="mt-1 text-slate-700">{page.recorded ? t("desk.plan.accepted") : t("desk.plan.notAccepted")}</p>
          {page.plan.rows.length > 0 && (
            <PlanTable
              plan={page.plan}
              canAccept={enquiry.status === "new" || enquiry.status === "accepted"}
              rateIncludesGst={page.rateIncludesGst}
            />
          )}
          {enquiry.message && (
            <>
              <h3 className="mt-4 font-semibold">{t("desk.enquiry.message")}</h3>
              <p className="mt-1 whitespace-pre-wrap">{enquiry.message}</p>
            </>
          )}
          {lines.length > 0 && (
            <p className="mt-4 flex flex-wrap gap-3">
              <a
                href={deskBillingPath(enquiry.id, "csv")}
                download
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                {t("desk.enquiry.billingCsv")}
              </a>
              <a
                href={deskBillingPath(enquiry.id, "xlsx")}
                download
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                {t("desk.enquiry.billingXlsx")}
              </a>
              <a
                href={deskBillingPath(enquiry.id, "xml")}
                download
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                {t("desk.enquiry.billingXml")}
              </a>
            </p>
          )}
        </section>

        <div className="min-w-0 space-y-6">
          <section aria-labelledby="buyer" className={cardClasses({ className: "p-4" })}>
            <h2 id="buyer" className="text-xl font-semibold">
              {t("desk.enquiry.buyer")}
            </h2>
            <dl className="mt-2 space-y-1">
              {BUYER_ROWS.map((row) =>
                enquiry[row.key] ? (
                  <div key={row.key} className="flex flex-wrap gap-x-2">
                    <dt className="text-slate-600">{t(row.label)}</dt>
                    <dd className="font-medium break-all">{enquiry[row.key]}</dd>
                  </div>
                ) : null,
              )}
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-slate-600">{t("desk.enquiry.language")}</dt>
                <dd className="font-medium">{t(LANGUAGE_NAME[page.buyerLanguage])}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="reply" className={cardClasses({ className: "space-y-2 p-4" })}>
            <h2 id="reply" className="text-xl font-semibold">
              {t("desk.enquiry.reply")}
            </h2>
            {page.whatsapp ? (
              <a href={page.whatsapp} className={buttonClasses({ className: "block text-center" })}>
                {t("desk.enquiry.replyWhatsapp")}
              </a>
            ) : (
              <Form method="post" className="space-y-2">
                <label htmlFor="buyer-phone" className="block font-medium">
                  {t("desk.phone.label")}
                </label>
                <input
                  id="buyer-phone"
                  type="tel"
                  name="phone"
                  required
                  autoComplete="off"
                  inputMode="tel"
                  defaultValue={actionData && "phoneInvalid" in actionData ? actionData.phone : ""}
                  aria-invalid={(actionData && "phoneInvalid" in actionData) || undefined}
                  aria-describedby="buyer-phone-help"
                  className="block min-h-11 w-full rounded-md border border-slate-300 px-3"
                />
                <p
                  id="buyer-phone-help"
                  className={
                    actionData && "phoneInvalid" in actionData ? "text-sm text-red-800" : "text-sm text-slate-600"
                  }
                >
                  {actionData && "phoneInvalid" in actionData ? t("desk.phone.invalid") : t("desk.phone.help")}
                </p>
                <button type="submit" name="intent" value="phone" className={buttonClasses({ variant: "secondary" })}>
                  {t("desk.phone.save")}
                </button>
              </Form>
            )}
            <a href={page.email} className={buttonClasses({ variant: "outline", className: "block text-center" })}>
              {t("desk.enquiry.replyEmail")}
            </a>
            <CopyReply text={page.replyText} />
            {page.tell && (
              <>
                <a
                  href={page.tell}
                  aria-describedby="tell-help"
                  className={buttonClasses({ variant: "outline", className: "block text-center" })}
                >
                  {t("desk.enquiry.tellWhatsapp")}
                </a>
                <p id="tell-help" className="text-sm text-slate-600">
                  {t("desk.enquiry.tellHelp")}
                </p>
              </>
            )}
          </section>

          <section aria-labelledby="status" className={cardClasses({ className: "p-4" })}>
            <h2 id="status" className="text-xl font-semibold">
              {t("desk.enquiry.statusHeading")}
            </h2>
            <p className="mt-1">{t("desk.enquiry.statusNow", { status: t(STATUS_LABEL[enquiry.status]) })}</p>
            {actionData && "statusRefused" in actionData && (
              <p role="alert" className="mt-2 text-amber-900">
                {t("desk.enquiry.statusRefused")}
              </p>
            )}
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              {/* Forward only (docs/product.md 12.3c); "Accept order" is the supply plan's. */}
              {MOVES.filter((move) => move.from.includes(enquiry.status)).map((move) => (
                <button
                  key={move.intent}
                  type="submit"
                  name="intent"
                  value={move.intent}
                  className={buttonClasses({ variant: move.variant, className: statusButton })}
                >
                  {t(move.label)}
                </button>
              ))}
            </Form>
          </section>

          <section aria-labelledby="note-heading" className={cardClasses({ className: "p-4" })}>
            <Form method="post" className="space-y-2">
              <h2 id="note-heading" className="text-xl font-semibold">
                <label htmlFor="staff-note">{t("desk.enquiry.note")}</label>
              </h2>
              <textarea
                id="staff-note"
                name="note"
                rows={4}
                maxLength={NOTE_MAX_LENGTH}
                defaultValue={enquiry.note}
                aria-describedby="staff-note-help"
                aria-invalid={(actionData && "noteTooLong" in actionData) || undefined}
                className="w-full rounded-md border border-slate-300 px-3 py-2"
              />
              <p id="staff-note-help" className="text-sm text-slate-600">
                {actionData && "noteTooLong" in actionData ? t("desk.enquiry.noteTooLong") : t("desk.enquiry.noteHelp")}
              </p>
              <button type="submit" name="intent" value="note" className={buttonClasses({ variant: "secondary" })}>
                {t("desk.enquiry.saveNote")}
              </button>
            </Form>
          </section>
        </div>
      </div>
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold">{t("desk.forbidden")}</h1>
      </div>
    );
  }
  return <NotFoundPage browseTo={BROWSE_PATH} />;
}

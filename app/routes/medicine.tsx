import { FileText, Star } from "lucide-react";
import { Fragment } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/i18n/link";
import { z } from "zod";
import type { Route } from "./+types/medicine";
import {
  DETAIL_PAGE_MAX_AGE_MS,
  type CatalogueHandle,
  medicineJsonLd,
  medicineView,
  type MedicineView,
  sharedImagePath,
  useRateTerms,
  PRICE_ON_REQUEST,
  CATALOGUE_PATH,
  compositionHref,
  manufacturerPageHref,
  medicineAnchor,
  medicineHref,
  type Availability,
} from "~/catalogue";
import {
  MedicineBreadcrumbs,
  MedicineGallery,
  MedicineTabs,
  PharmacistHelp,
  ShareButtons,
  MedicinePrice,
  type LastPriceChange,
  SameComposition,
} from "~/catalogue/components";
import { sameCompositionView, catalogueStatusOf, rateTermsOfConfig } from "~/catalogue/index.server";
import { cn } from "~/components/ui/cn";
import { firstPaintWith } from "~/page-pipeline/first-paint";
import { UnexpectedError } from "~/components/unexpected-error";
import { absoluteUrl } from "~/formatting/absolute-url";
import { serializeJsonLd } from "~/formatting/json-ld";
import { pageMeta } from "~/seo";
import { site } from "~/site";
import { buttonClasses } from "~/components/ui/button";
import { AddToEnquiry } from "~/enquiry-list";
import { AskOnWhatsApp } from "~/enquiry-list";
import {
  backInStockContext,
  catalogueContext,
  changesContext,
  clientAddressContext,
  configContext,
  loggerContext,
} from "~/composition/load-context";
import { NotifyForm, NotifyLink, type NotifyAnswer } from "~/back-in-stock";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import type { MessageId } from "~/i18n/message-id";
import { type Translate, translatorFor } from "~/i18n/translator";
import { useLanguage, useT } from "~/i18n/use-translation";
import "~/i18n/areas/medicine";

export function meta({ loaderData, location }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  if (!loaderData) {
    return pageMeta({
      title: t("medicine.notFound.heading"),
      description: t("medicine.notFound.description"),
      noindex: true,
    });
  }
  const { medicine, siteUrl } = loaderData;
  const view = medicineView(medicine, { language }, t);
  // The site's own address of the first photo (decision 026), never the sheet's URL.
  const image = view.images[0] === undefined ? undefined : sharedImagePath(medicine.id, 0, view.images[0]);
  return [
    ...pageMeta({
      title: view.genericName ? `${view.name} (${view.genericName})` : view.name,
      description: describe(view, t),
      url: absoluteUrl(siteUrl, pathInLanguage(medicineHref(medicine.id), language)),
      image: image === undefined ? undefined : absoluteUrl(siteUrl, image),
    }),
    firstPaintWith(MEDICINE_NAME_ID),
  ];
}

/** The medicine's name, the page's first paint waits for it (app/page-pipeline/first-paint.ts). */
const MEDICINE_NAME_ID = "medicine-name";

const AVAILABILITY_IN_SENTENCE: Record<Availability, MessageId> = {
  "In Stock": "medicine.meta.availability.inStock",
  "Low Stock": "medicine.meta.availability.lowStock",
  "Out of Stock": "medicine.meta.availability.outOfStock",
};

/** "Dolo 650 Tablet by Micro Labs: Paracetamol (650mg). Price ₹30.91, in stock, prescription required." */
function describe(view: MedicineView, t: Translate): string {
  const { name, manufacturer, genericName: composition } = view;
  const first =
    manufacturer && composition
      ? t("medicine.meta.nameByManufacturerWithComposition", { name, manufacturer, composition })
      : manufacturer
        ? t("medicine.meta.nameByManufacturer", { name, manufacturer })
        : composition
          ? t("medicine.meta.nameWithComposition", { name, composition })
          : t("medicine.meta.name", { name });
  // A list of facts, each a phrase of its own; the list is joined, never a sentence from pieces.
  const { price } = view;
  // The description names a price only with its name: "PTR ₹704.35 + GST 12%", "MRP ₹432.18".
  const named = price.rate
    ? `${price.rate.label} ${price.rate.amount} ${price.rate.gst}`
    : price.mrp && `${price.mrp.label} ${price.mrp.amount}`;
  const facts = [named ? t("medicine.meta.price", { price: named }) : t(PRICE_ON_REQUEST)];
  if (view.availability !== undefined) facts.push(t(AVAILABILITY_IN_SENTENCE[view.availability]));
  if (view.prescription) facts.push(t("medicine.meta.prescription"));
  if (view.schedule !== undefined) facts.push(view.schedule.badge);
  return `${first} ${t("medicine.meta.facts", { facts: facts.join(", ") })}`;
}

const paramsSchema = z.object({ id: z.string().min(1).max(300) });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    // docs/product.md §8: a failed load is logged and the visitor sees "Medicine not found";
    // 503 (not 404) tells search engines the page is only temporarily missing.
    context.get(loggerContext).error({ id: parsed.data.id, reason: error }, "medicine page without a catalogue");
    throw data(null, { status: 503 });
  }
  const medicine = snapshot.byId.get(parsed.data.id);
  if (!medicine) throw data(null, { status: 404 });
  const config = context.get(configContext);
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    medicine,
    lastPriceChange: await lastPriceChangeOf(context, medicine.id),
    // The groups were built when the catalogue loaded: this is a lookup, not a pass over it.
    sameComposition:
      sameCompositionView(snapshot.medicines, medicine, translatorFor(language), language, rateTermsOfConfig(config)) ??
      null,
    siteUrl: config.SITE_URL,
    catalogue: catalogueStatusOf(snapshot, config.INSTANT_CATALOGUE_MAX_BYTES),
  };
}

/**
 * The medicine's last MRP or rate change with its date (docs/product.md 17.3). A side note of the
 * page: when the database cannot say, the page is served without it.
 */
async function lastPriceChangeOf(context: Route.LoaderArgs["context"], id: string): Promise<LastPriceChange> {
  try {
    const change = await context.get(changesContext).store.lastPriceChange(id);
    if (!change || change.oldValue === null || change.newValue === null) return null;
    return { kind: change.kind, oldValue: change.oldValue, newValue: change.newValue, at: change.at.toISOString() };
  } catch (error) {
    context.get(loggerContext).error({ err: error, id }, "last price change not read");
    return null;
  }
}

/**
 * "Notify me when it is back" (docs/product.md 17.4): the form of an out-of-stock medicine's
 * page. The answer says what became of the request; the medicine is read from the catalogue
 * served now, so a request for one back in stock meanwhile is answered so and not stored.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { snapshot } = await context.get(catalogueContext).read();
  const medicine = snapshot?.byId.get(parsed.data.id);
  if (!medicine) throw data(null, { status: 404 });
  const form = await request.formData();
  try {
    const notify = await context.get(backInStockContext).ask(form, {
      clientAddress: context.get(clientAddressContext),
      language: languageOfPath(new URL(request.url).pathname),
      medicine: { id: medicine.id, name: medicine.name, outOfStock: medicine.availability === "Out of Stock" },
    });
    return data<NotifyAnswer>(
      { notify },
      { status: notify === "rate-limited" ? 429 : notify === "invalid" ? 400 : 200 },
    );
  } catch (error) {
    context.get(loggerContext).error({ err: error, id: medicine.id }, "notify request not stored");
    return data<NotifyAnswer>({ notify: "failed" }, { status: 503 });
  }
}

/** The detail page trusts a kept catalogue for an hour, the catalogue page for a day (docs/product.md §4). */
export const handle: CatalogueHandle = { catalogueMaxAgeMs: DETAIL_PAGE_MAX_AGE_MS };

export default function MedicineDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { medicine, siteUrl, sameComposition, lastPriceChange } = loaderData;
  const t = useT();
  const language = useLanguage();
  const view = medicineView(medicine, { language, rateTerms: useRateTerms() }, t);
  const hasImages = view.images.length > 0;
  const jsonLd = serializeJsonLd(medicineJsonLd({ medicine, siteUrl, sellerName: site.name, t, language }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      {/* Escaped by serializeJsonLd: sheet text cannot close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <MedicineBreadcrumbs
        category={view.category && { label: view.category.name, to: view.category.href }}
        name={view.name}
      />

      <article id={medicineAnchor(view.id)} className="mt-6">
        <div className="grid gap-x-10 gap-y-6 md:grid-cols-2 md:grid-rows-[auto_auto_1fr]">
          {/* Name first in reading order; on wide screens the gallery moves to the left column. Without
              an image there is no gallery (no letter tile, decision 030): the name spans both columns,
              the price and the button take the left one and the facts the right one. */}
          <header className={hasImages ? "md:col-start-2" : "md:col-span-2"}>
            {view.brand ? <p className="text-sm font-medium text-brand-700">{view.brand}</p> : null}
            <h1 id={MEDICINE_NAME_ID} className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {view.name}
            </h1>
            {/* A Hindi name's brand as the sheet and the strip write it, so it is recognised (14.5). */}
            {view.latinName ? (
              <p lang="en" className="mt-0.5 text-lg font-medium text-slate-700">
                {view.latinName}
              </p>
            ) : null}
            {view.genericName ? (
              <p className="mt-1 text-slate-600">
                {/* Every medicine containing this composition (docs/product.md 11.3). */}
                <Link
                  to={compositionHref(view.genericName)}
                  className="underline decoration-slate-400 underline-offset-2 hover:text-brand-800"
                >
                  {view.genericName}
                </Link>
              </p>
            ) : null}
            <Badges view={view} />
            {view.schedule?.warning ? (
              <p className="mt-3 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950">
                {view.schedule.warning}
              </p>
            ) : null}
          </header>

          {hasImages ? (
            <div className="md:col-start-1 md:row-span-3 md:row-start-1">
              <MedicineGallery key={view.id} medicineId={view.id} name={view.name} images={view.images} />
            </div>
          ) : null}

          <div className={cn("space-y-5", hasImages ? "md:col-start-2" : "md:col-start-1")}>
            <MedicinePrice
              view={view}
              outOfStockNotice={sameComposition?.outOfStock ?? false}
              lastPriceChange={lastPriceChange}
              backInStock={view.availability === "Out of Stock" ? <NotifyLink /> : null}
            />
            {/* docs/product.md 12.1: one way to put it on the list; the header's "Enquiry list" sends it. */}
            <AddToEnquiry medicine={{ id: view.id, name: view.name }} size="lg" />
            {view.availability === "Out of Stock" ? (
              <NotifyForm medicine={{ id: view.id, name: view.name }} answer={actionData} />
            ) : null}
          </div>

          <div
            className={cn("space-y-5", hasImages ? "md:col-start-2" : "md:col-start-2 md:row-span-2 md:row-start-2")}
          >
            <Facts view={view} />
            <AskOnWhatsApp name={view.name} pack={view.pack} manufacturer={view.manufacturer} />
            <ShareButtons key={view.id} title={view.name} />
          </div>
        </div>

        <div className="mt-10">
          <MedicineTabs key={view.id} tabs={view.tabs} />
        </div>
      </article>

      {sameComposition ? (
        <div className="mt-10">
          <SameComposition view={sameComposition} />
        </div>
      ) : null}

      <div className="mt-10">
        <PharmacistHelp />
      </div>
    </div>
  );
}

function Badges({ view }: { view: MedicineView }) {
  const t = useT();
  if (!view.rating && !view.prescription && !view.schedule) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm font-medium">
      {view.rating ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">
          <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
          <span className="sr-only">{t("medicine.rating.before")} </span>
          {view.rating}
          <span className="sr-only"> {t("medicine.rating.after")}</span>
        </li>
      ) : null}
      {view.prescription ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2.5 py-1 text-rose-900">
          <FileText aria-hidden="true" className="size-4" />
          {t("prescription.required")}
        </li>
      ) : null}
      {view.schedule ? (
        <li className="inline-flex items-center rounded-full bg-violet-100 px-2.5 py-1 text-violet-900">
          {view.schedule.badge}
        </li>
      ) : null}
    </ul>
  );
}

function Facts({ view }: { view: MedicineView }) {
  const t = useT();
  type Fact = { term: string; value: string; href?: string };
  const facts = [
    { term: t("medicine.fact.dosage"), value: view.dosage },
    { term: t("medicine.fact.form"), value: view.form },
    { term: t("medicine.fact.pack"), value: view.pack },
    // Its page lists the manufacturer's other medicines (docs/product.md 11.5).
    {
      term: t("medicine.fact.manufacturer"),
      value: view.manufacturer,
      href: view.manufacturer && manufacturerPageHref(view.manufacturer),
    },
    { term: t("medicine.fact.category"), value: view.category?.name },
  ].filter((fact): fact is Fact => Boolean(fact.value));
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {facts.map((fact) => (
        <Fragment key={fact.term}>
          <dt className="font-medium text-slate-600">{fact.term}</dt>
          <dd className="text-slate-900">
            {fact.href ? (
              <Link to={fact.href} className="text-brand-800 underline hover:text-brand-900">
                {fact.value}
              </Link>
            ) : (
              fact.value
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{t("medicine.notFound.heading")}</h1>
        <p className="mt-2 text-slate-600">{t("medicine.notFound.text")}</p>
        <Link to={CATALOGUE_PATH} className={buttonClasses({ size: "lg", className: "mt-6 inline-block" })}>
          {t("medicine.notFound.back")}
        </Link>
      </section>
    );
  }
  return <UnexpectedError details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />;
}

import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { HeaderSearch } from "~/catalogue";
import { MedicineNavigationOutlet } from "~/catalogue";
import { useCatalogueCopySync } from "~/catalogue";
import { catalogueStatusOf } from "~/catalogue/index.server";
import { EarlyInputScript, useReplayEarlyInput } from "~/page-pipeline/before-script/early-input";
import { InlineStyles } from "~/page-pipeline/inline-styles";
import { WEB_MANIFEST_PATH } from "~/components/links";
import { useNonce } from "~/page-pipeline/nonce";
import { NotFoundPage } from "~/components/not-found-page";
import { OfflineNotice } from "~/components/offline-notice";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useServiceWorker } from "~/service-worker/use-service-worker";
import { UnexpectedError } from "~/components/unexpected-error";
import { AddedAnnouncement } from "~/enquiry-list";
import { ENQUIRY_PATH } from "~/enquiry-list";
import { HeaderListLinks } from "~/enquiry-list";
import { BROWSE_PATH, FOOTER_LINKS, HEADER_NAV, OWN_SEARCH_PATH } from "~/composition/site-nav";
import { catalogueContext, configContext, enquiryListContext } from "~/composition/load-context";
import { LANGUAGE_TAG, languageOfPath, pathWithoutLanguage } from "~/i18n/languages";
import { useLanguage, useT } from "~/i18n/use-translation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = context.get(configContext);
  const { snapshot } = await context.get(catalogueContext).read();
  return {
    siteUrl: config.SITE_URL,
    // Every rate the pages show carries this label (useRateLabel, docs/product.md 11.7).
    rateLabel: config.RATE_LABEL,
    // And whether those rates include GST (useRateTerms, docs/product.md 11.7).
    rateIncludesGst: config.RATE_INCLUDES_GST,
    // Canonical and alternate addresses are per language (app/seo/seo.ts).
    language: languageOfPath(new URL(request.url).pathname),
    // The browser keeps a copy of the catalogue when this allows (useCatalogueCopySync).
    catalogue: snapshot ? catalogueStatusOf(snapshot, config.INSTANT_CATALOGUE_MAX_BYTES) : null,
    // The header's count (docs/product.md 12.1). Read from the cookie, so a page showing it is
    // private (server/http-cache.ts).
    // The order's notes are not medicines (docs/product.md 12.13a; list.ts isNote, not imported here:
    // it brings the list page's texts to every page).
    enquiryCount: context.get(enquiryListContext).list.filter((line) => !(line.freeText && line.note)).length,
  };
}

// The site's address never changes while a visitor browses, and later catalogue versions
// arrive with the catalogue and medicine pages' own data: no need to ask again. Only a change of
// the enquiry list (a form posted to /enquiry or /hi/enquiry) changes the header's count.
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return formAction !== undefined && pathWithoutLanguage(new URL(formAction, "http://site").pathname) === ENQUIRY_PATH;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: WEB_MANIFEST_PATH },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const t = useT();
  const language = useLanguage();
  // Absent on an error page rendered without the root's data.
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={LANGUAGE_TAG[language]}>
      <head>
        <meta charSet="utf-8" />
        <EarlyInputScript nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <InlineStyles />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-white px-4 py-2 font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
        >
          {t("skipToContent")}
        </a>
        <OfflineNotice />
        <SiteHeader
          search={<HeaderSearch />}
          actions={<HeaderListLinks count={rootData?.enquiryCount ?? 0} />}
          nav={HEADER_NAV}
          ownSearchAt={OWN_SEARCH_PATH}
        />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter links={FOOTER_LINKS} />
        <AddedAnnouncement />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useReplayEarlyInput();
  useServiceWorker();
  useCatalogueCopySync();
  return <MedicineNavigationOutlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage browseTo={BROWSE_PATH} />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <UnexpectedError details={details} />;
}

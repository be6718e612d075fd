import { AlertTriangle } from "lucide-react";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import { messageWithElement } from "./message-parts";

/**
 * "Error Loading Data" (docs/product.md §2, §8): shown when the server has no catalogue to serve.
 * The reason is the source's own words (8.1), shown as it came; `retryHref` is a site address
 * written as the English page's, and the link stays in the page's language.
 */
export function ErrorPanel({ message, retryHref }: { message: string; retryHref: string }) {
  const t = useT();
  const localized = useLocalizedHref();
  return (
    <div role="alert" className="mt-6 flex gap-4 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">{t("catalogue.error.heading")}</h2>
        <p className="mt-1 break-words">
          {/* The source's words are English on every page; lang tells a screen reader so. */}
          {message
            ? messageWithElement(t, "catalogue.error.reason", {}, "message", <span lang="en">{message}</span>)
            : t("catalogue.error.unknown")}
        </p>
        <a
          href={localized(retryHref)}
          className="mt-4 inline-block rounded-md bg-white px-4 py-2 text-sm font-medium text-red-900 ring-1 ring-red-300 hover:bg-red-100"
        >
          {t("catalogue.error.retry")}
        </a>
      </div>
    </div>
  );
}

import { formatIndiaTime } from "~/formatting/india-time";
import { useLanguage, useT } from "~/i18n/use-translation";
import { messageWithElement } from "./message-parts";
import "~/i18n/areas/catalogue";

/** "Catalogue updated 23 Nov 2026, 11:35 pm": when the catalogue shown was read (docs/product.md 11.6). */
export function CatalogueUpdated({ at }: { at: string }) {
  const t = useT();
  const language = useLanguage();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className="text-sm text-slate-600">
      {messageWithElement(
        t,
        "catalogue.updated",
        {},
        "time",
        <time dateTime={at}>{formatIndiaTime(date, language)}</time>,
      )}
    </p>
  );
}

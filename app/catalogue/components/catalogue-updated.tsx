import { formatIndiaTime } from "~/india-time";

/** "Catalogue updated 23 Nov 2026, 11:35 pm": when the catalogue shown was read (docs/product.md 11.6). */
export function CatalogueUpdated({ at }: { at: string }) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className="text-sm text-slate-600">
      Catalogue updated <time dateTime={at}>{formatIndiaTime(date)}</time>
    </p>
  );
}

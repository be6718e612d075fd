import type { CatalogueStore } from "~/catalogue/store.server";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import { CSV_CONTENT_TYPE, priceListCsv } from "./csv.server";
import { priceListFileName, type PriceListFormat } from "./file-name";
import { priceListOf } from "./price-list";
import { priceListXlsx, XLSX_CONTENT_TYPE } from "./xlsx.server";
import { translatorOfPath } from "~/i18n/translator";

/**
 * The answer to a price list download (docs/product.md 13.1): the catalogue view of the URL's
 * search parameters (the catalogue's own), every page of it, as a CSV or Excel attachment named
 * after the company and the date. Without a catalogue, a 503 that says why.
 */
export async function priceListDownload(
  catalogue: Pick<CatalogueStore, "read">,
  url: URL,
  format: PriceListFormat,
  now: Date = new Date(),
): Promise<Response> {
  const t = translatorOfPath(url.pathname);
  const { snapshot, error } = await catalogue.read();
  if (!snapshot) {
    return new Response(`${t("priceList.unavailable", { error: error ?? "" })}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const list = priceListOf(snapshot.medicines, snapshot.report.columnsUsed, parseCatalogueQuery(url.searchParams), t);
  const chunks = format === "csv" ? priceListCsv(list) : priceListXlsx(list, now);
  return new Response(readableStreamOf(chunks), {
    headers: {
      "Content-Type": format === "csv" ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${priceListFileName(format, now)}"`,
      // A file, not a page: search engines need not list it (robots.txt keeps crawlers away too).
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * A response body read from `chunks`: the next chunk is made only when the reader wants one,
 * and a reader that goes away ends the generator (its `finally` blocks run).
 */
function readableStreamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

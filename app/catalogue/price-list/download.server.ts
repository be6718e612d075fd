import type { CatalogueStore } from "~/catalogue/store.server";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import { CSV_CONTENT_TYPE, priceListCsv } from "./csv.server";
import type { PriceListFormat } from "~/catalogue/links";
import { priceListFileName } from "./file-name";
import { priceListOf } from "./price-list";
import { priceListXlsx, XLSX_CONTENT_TYPE } from "./xlsx.server";
import { translatorOfPath } from "~/i18n/translator";
import { DEFAULT_RATE_LABEL, type RateLabel } from "~/catalogue/rate-label";

/**
 * Downloads one process builds at once (docs/product.md 13.1). Each is the whole view, up to the
 * whole catalogue: at 100k rows about 1.4 s of CPU for a CSV and 7 s for an Excel file, in slices
 * that let other requests through, but a handful at once would still take every slice of the
 * server. A download past the limit is told to come back in a few seconds.
 */
export const MAX_DOWNLOADS_AT_ONCE = 2;
const RETRY_AFTER_SECONDS = 5;
let downloadsUnderWay = 0;

/**
 * The answer to a price list download (docs/product.md 13.1): the catalogue view of the URL's
 * search parameters (the catalogue's own), every page of it, as a CSV or Excel attachment named
 * after the company and the date. Without a catalogue, a 503 that says why; with
 * {@link MAX_DOWNLOADS_AT_ONCE} under way, a 503 with Retry-After.
 */
export async function priceListDownload(
  catalogue: Pick<CatalogueStore, "read">,
  request: Pick<Request, "url" | "method">,
  format: PriceListFormat,
  now: Date = new Date(),
  rateLabel: RateLabel = DEFAULT_RATE_LABEL,
): Promise<Response> {
  const url = new URL(request.url);
  const t = translatorOfPath(url.pathname);
  const { snapshot, error } = await catalogue.read();
  if (!snapshot) {
    return new Response(`${t("priceList.unavailable", { error: error ?? "" })}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = {
    "Content-Type": format === "csv" ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${priceListFileName(format, now)}"`,
    // A file, not a page: search engines need not list it (robots.txt keeps crawlers away too).
    "X-Robots-Tag": "noindex",
  };
  // React Router drops a HEAD answer's body unread: nothing is built for it (nor counted).
  if (request.method === "HEAD") return new Response(null, { headers });
  if (downloadsUnderWay >= MAX_DOWNLOADS_AT_ONCE) {
    return new Response(`${t("priceList.busy")}\n`, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(RETRY_AFTER_SECONDS),
      },
    });
  }
  downloadsUnderWay++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    downloadsUnderWay--;
  };
  let chunks: AsyncGenerator<Uint8Array>;
  try {
    const list = priceListOf(
      snapshot.medicines,
      snapshot.report.columnsUsed,
      parseCatalogueQuery(url.searchParams),
      t,
      {
        rateLabel,
      },
    );
    chunks = format === "csv" ? priceListCsv(list) : priceListXlsx(list, now);
  } catch (error) {
    release();
    throw error;
  }
  return new Response(readableStreamOf(chunks, release), { headers });
}

/**
 * A response body read from `chunks`: the next chunk is made only when the reader wants one,
 * and a reader that goes away ends the generator (its `finally` blocks run). `done` is called
 * once, when the body ends, fails or is given up.
 */
function readableStreamOf(chunks: AsyncGenerator<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await chunks.next();
      } catch (error) {
        done();
        throw error;
      }
      if (next.done) {
        done();
        controller.close();
      } else controller.enqueue(next.value);
    },
    async cancel() {
      done();
      await chunks.return(undefined);
    },
  });
}

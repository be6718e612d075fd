import type { CatalogueStore } from "~/catalogue/store.server";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { CSV_CONTENT_TYPE } from "./csv.server";
import type { PriceListFormat } from "~/catalogue/links";
import { priceListFileName } from "./file-name";
import { priceListOf } from "./price-list";
import { priceListFile } from "./files.server";
import { XLSX_CONTENT_TYPE } from "./xlsx.server";
import { languageOfPath } from "~/i18n/languages";
import { acceptsGzip } from "~/server/accepts-gzip.server";
import { translatorOfPath } from "~/i18n/translator";
import { DEFAULT_RATE_LABEL, type RateLabel } from "~/catalogue/rate-label";

const RETRY_AFTER_SECONDS = 5;
const gunzipInThreadPool = promisify(gunzip);

/**
 * The answer to a price list download (docs/product.md 13.1): the catalogue view of the URL's
 * search parameters (the catalogue's own), every page of it, as a CSV or Excel attachment named
 * after the company and the date, built once and kept (files.server.ts). Without a catalogue, a
 * 503 that says why; with the most files being built that may be (files.server.ts), a 503 with Retry-After.
 */
export async function priceListDownload(
  catalogue: Pick<CatalogueStore, "read">,
  request: Pick<Request, "url" | "method" | "headers">,
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
  const language = languageOfPath(url.pathname);
  const list = priceListOf(snapshot.medicines, snapshot.report.columnsUsed, parseCatalogueQuery(url.searchParams), t, {
    rateLabel,
  });
  const file = priceListFile({ catalogue: snapshot.medicines, list, format, language, now });
  if (!file) {
    return new Response(`${t("priceList.busy")}\n`, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(RETRY_AFTER_SECONDS),
      },
    });
  }
  const { bytes, gzipped } = await file;
  if (!gzipped)
    return new Response(new Uint8Array(bytes), { headers: { ...headers, "Content-Length": String(bytes.byteLength) } });
  // Kept gzipped: sent so to a client that takes it, unpacked (on the thread pool) for one that does not.
  const varies = { ...headers, Vary: "Accept-Encoding" };
  if (acceptsGzip(request.headers.get("Accept-Encoding"))) {
    return new Response(new Uint8Array(bytes), {
      headers: { ...varies, "Content-Encoding": "gzip", "Content-Length": String(bytes.byteLength) },
    });
  }
  const plain = await gunzipInThreadPool(bytes);
  return new Response(new Uint8Array(plain), { headers: { ...varies, "Content-Length": String(plain.byteLength) } });
}

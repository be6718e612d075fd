import type { CatalogueStore } from "~/catalogue/store.server";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { CSV_CONTENT_TYPE } from "./csv.server";
import type { PriceListFormat } from "~/catalogue/urls/links";
import { priceListFileName } from "./file-name";
import { priceListOf, priceListPart } from "./price-list";
import { priceListPartCount } from "./parts";
import { priceListFile } from "./files.server";
import { XLSX_CONTENT_TYPE } from "~/formatting/workbook/workbook-plan";
import { languageOfPath } from "~/i18n/languages";
import { acceptsGzip } from "~/server/accepts-gzip.server";
import { translatorOfPath } from "~/i18n/translator";
import { DEFAULT_RATE_TERMS, type RateTerms } from "~/catalogue/trade/rate-label";

const RETRY_AFTER_SECONDS = 5;
/** A part number as an address may carry it: a whole number from 1 (parts.ts). */
const PART_NUMBER = /^[1-9]\d{0,5}$/;
const gunzipInThreadPool = promisify(gunzip);

/**
 * The answer to a price list download (docs/product.md 13.1): the catalogue view of the URL's
 * search parameters (the catalogue's own), every page of it, or the `part` asked for of a view
 * longer than one file (parts.ts), as a CSV or Excel attachment named after the company and the
 * date, built once and kept (files.server.ts). A `part` that is not a number is a 400, one past
 * the view's last part a 404. Without a catalogue, a 503 that says why; with the most files being
 * built that may be (files.server.ts), a 503 with Retry-After.
 */
export async function priceListDownload(
  catalogue: Pick<CatalogueStore, "read">,
  request: Pick<Request, "url" | "method" | "headers">,
  format: PriceListFormat,
  now: Date = new Date(),
  terms: RateTerms = DEFAULT_RATE_TERMS,
): Promise<Response> {
  const url = new URL(request.url);
  const t = translatorOfPath(url.pathname);
  const { snapshot, error } = await catalogue.read();
  if (!snapshot) return plainText(503, t("priceList.unavailable", { error: error ?? "" }));
  const partParameter = url.searchParams.get("part") ?? "1";
  if (!PART_NUMBER.test(partParameter)) return plainText(400, t("priceList.part.invalid"));
  const part = Number(partParameter);
  const language = languageOfPath(url.pathname);
  const whole = priceListOf(snapshot.medicines, snapshot.report.columnsUsed, parseCatalogueQuery(url.searchParams), t, {
    terms,
  });
  const parts = priceListPartCount(whole.total);
  const list = priceListPart(whole, part);
  if (!list) return plainText(404, t("priceList.part.missing", { parts }));
  const headers = {
    "Content-Type": format === "csv" ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${priceListFileName(format, now, { number: part, of: parts })}"`,
    // A file, not a page: search engines need not list it (robots.txt keeps crawlers away too).
    "X-Robots-Tag": "noindex",
  };
  // React Router drops a HEAD answer's body unread: nothing is built for it (nor counted).
  if (request.method === "HEAD") return new Response(null, { headers });
  const file = priceListFile({ catalogue: snapshot.medicines, list, format, language, now });
  if (!file) {
    return plainText(503, t("priceList.busy"), { "Retry-After": String(RETRY_AFTER_SECONDS) });
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

/** A refusal in a line of the page's language, never kept by a cache. */
function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

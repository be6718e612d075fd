import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PriceListFormat } from "~/catalogue/urls/links";
import type { RateTerms } from "~/catalogue/trade/rate-label";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { DEFAULT_QUERY } from "~/catalogue/urls/url-state";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { priceListCsv } from "./csv.server";
import type { PriceListMedicine } from "./columns";
import { priceListOf, priceListPart, type PriceList } from "./price-list";
import { priceListPartCount } from "./parts";
import { priceListXlsx } from "./xlsx.server";

/**
 * Price list files built once and kept (docs/product.md 13.1, docs/decisions/007): a file is the
 * whole view, or a part of 12,000 medicines of a longer one (parts.ts), about 0.3 s of CPU for a
 * CSV and 1.5 s for a workbook of that size. Built once per catalogue version and content, every later download
 * of it is a copy of bytes. The whole catalogue in its default order is built ahead, after the
 * version is served ({@link warmPriceListFiles}); other views when first asked for.
 *
 * A file is known by what it holds, not by the address that asked for it: its medicines in order,
 * its columns, its language and format. Two searches that find the same medicines, or a filter the
 * catalogue does not know (dropped, so the whole catalogue), share one file rather than each
 * costing a build.
 */

/** A built file: a CSV is kept gzipped (a tenth of its size; most downloads accept gzip), a workbook is a zip already. */
export type PriceListFile = { bytes: Buffer; gzipped: boolean };

/**
 * Bytes of built files kept besides those built ahead. At 100k rows the ahead-built files are
 * about 17 MB (a workbook and a gzipped CSV in each language); other views are evicted, least
 * recently downloaded first, past this.
 */
export const PRICE_LIST_FILES_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Files one process builds at once on request (the ahead-built ones aside). Each is built in
 * slices that let other requests through, but a handful at once would take every slice of the
 * server: one past the limit is told to come back in a few seconds.
 */
export const MAX_BUILDS_AT_ONCE = 2;

const gzipInThreadPool = promisify(gzip);

type KeptFile = { file: Promise<PriceListFile>; bytes: number; builtAhead: boolean };

/**
 * The files of each catalogue (its medicines array), dropped with it: a request still answered
 * with the previous version while a new one is served neither sees nor evicts the new one's files.
 */
const filesByCatalogue = new WeakMap<readonly unknown[], Map<string, KeptFile>>();
/** The catalogue whose files are being built ahead: another one served stops that. */
let warming: readonly unknown[] | null = null;
let buildsUnderWay = 0;

export type FileRequest<T extends PriceListMedicine> = {
  /** The catalogue's medicines the list was made from: the files of another catalogue are dropped. */
  catalogue: readonly unknown[];
  list: PriceList<T & { id: string }>;
  format: PriceListFormat;
  language: Language;
  /** The workbook's creation time, when it is built now. */
  now: Date;
};

/**
 * The file of a price list: the kept one, the one being built (shared), or a new build; null when
 * {@link MAX_BUILDS_AT_ONCE} builds are under way and this file is none of them.
 */
export function priceListFile<T extends PriceListMedicine>(request: FileRequest<T>): Promise<PriceListFile> | null {
  const files = filesOf(request.catalogue);
  const key = fileKey(request);
  const found = files.get(key);
  if (found) {
    // Most recently used last: eviction takes the first.
    files.delete(key);
    files.set(key, found);
    return found.file;
  }
  if (buildsUnderWay >= MAX_BUILDS_AT_ONCE) return null;
  buildsUnderWay++;
  return keep(files, key, build(request), false).finally(() => buildsUnderWay--);
}

/**
 * Builds the files every visitor may ask for, one after another, for a catalogue now served: the
 * whole catalogue in its default order (the price list page's links without a filter), each of
 * its parts, in each format and language. They are kept while the catalogue is served, beside the byte budget. Stops
 * early when another catalogue is served meanwhile.
 */
export async function warmPriceListFiles(
  snapshot: Pick<CatalogueSnapshot, "medicines" | "report">,
  terms: RateTerms,
  now: () => Date = () => new Date(),
): Promise<void> {
  const catalogue = snapshot.medicines;
  warming = catalogue;
  for (const language of LANGUAGES) {
    const whole = priceListOf(catalogue, snapshot.report.columnsUsed, DEFAULT_QUERY, translatorFor(language), {
      terms,
    });
    for (let part = 1; part <= priceListPartCount(whole.total); part++) {
      const list = priceListPart(whole, part)!;
      for (const format of ["csv", "xlsx"] as const) await warm({ catalogue, list, format, language, now: now() });
    }
  }
}

/** Builds one file ahead, or marks the one already kept (or being built) as built ahead. */
async function warm<T extends PriceListMedicine>(whole: FileRequest<T>): Promise<void> {
  // Another catalogue is served now: its own files are built for it.
  if (warming !== whole.catalogue) return;
  const files = filesOf(whole.catalogue);
  const key = fileKey(whole);
  const found = files.get(key);
  if (found) found.builtAhead = true;
  await (found?.file ?? keep(files, key, build(whole), true));
}

function filesOf(catalogue: readonly unknown[]): Map<string, KeptFile> {
  let files = filesByCatalogue.get(catalogue);
  if (!files) filesByCatalogue.set(catalogue, (files = new Map()));
  return files;
}

/** Keeps a file being built; a build that fails is not kept (the next request tries again). */
function keep(
  files: Map<string, KeptFile>,
  key: string,
  file: Promise<PriceListFile>,
  builtAhead: boolean,
): Promise<PriceListFile> {
  const entry: KeptFile = { file, bytes: 0, builtAhead };
  files.set(key, entry);
  file.then(
    (built) => {
      entry.bytes = built.bytes.byteLength;
      evictPast(files, PRICE_LIST_FILES_MAX_BYTES);
    },
    () => {
      if (files.get(key) === entry) files.delete(key);
    },
  );
  return file;
}

/** Drops the least recently used built files (not those built ahead) until the others fit in `maxBytes`. */
function evictPast(files: Map<string, KeptFile>, maxBytes: number): void {
  let total = 0;
  for (const entry of files.values()) if (!entry.builtAhead) total += entry.bytes;
  for (const [key, entry] of files) {
    if (total <= maxBytes) return;
    // A file still being built has no size yet: it is counted once built.
    if (entry.builtAhead || entry.bytes === 0) continue;
    files.delete(key);
    total -= entry.bytes;
  }
}

/** What a file holds, as a digest: format, language, columns (with their headers, the rate label among them) and medicines in order. */
function fileKey<T extends PriceListMedicine>({ list, format, language }: FileRequest<T>): string {
  const hash = createHash("sha256");
  hash.update(`${format}\n${language}\n`);
  for (const column of list.columns) hash.update(`${column.key}\t${column.header}\n`);
  // One update: a hundred thousand small ones cost about 25 ms.
  hash.update(list.medicines.map((medicine) => medicine.id).join("\n"));
  return hash.digest("base64url");
}

async function build<T extends PriceListMedicine>({ list, format, now }: FileRequest<T>): Promise<PriceListFile> {
  if (format === "xlsx") {
    const workbook = await priceListXlsx(list, now);
    return { bytes: Buffer.from(workbook.buffer, workbook.byteOffset, workbook.byteLength), gzipped: false };
  }
  return { bytes: await gzipInThreadPool(await bytesOf(priceListCsv(list)), { level: 6 }), gzipped: true };
}

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

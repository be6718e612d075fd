import ExcelJS from "exceljs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../scripts/lib/csv";
import { gvizResponse, money, num, str, type Cell } from "../../../scripts/lib/gviz-writer";
import { sheetColumns } from "../../../scripts/lib/sheet-columns";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import { slugify } from "~/catalogue/text/slug";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { site } from "~/site";

import { priceListDownload } from "./download.server";
import { MAX_BUILDS_AT_ONCE, warmPriceListFiles } from "./files.server";
import { PRICE_LIST_PART_SIZE } from "./parts";
import { priceListOf } from "./price-list";
import { SLICE_ROWS } from "./slices.server";

import { translatorFor } from "~/i18n/translator";
import { DEFAULT_RATE_TERMS } from "~/catalogue/trade/rate-label";

const en = translatorFor("en");

const FORMULA_NAME = '=HYPERLINK("http://x","y")';

/** A sheet as the company might keep it, with a name a spreadsheet would run and a row without a price. */
function snapshotOf(rows: Cell[][]): CatalogueSnapshot {
  const columns = sheetColumns([
    "name",
    "genericName",
    "manufacturer",
    "form",
    "mrp",
    "sellingPrice",
    "gst",
    "stock",
    "prescription",
    "schedule",
  ]);
  const { medicines, report } = catalogueFromGviz(gvizResponse(columns, rows));
  return {
    medicines,
    byId: new Map(medicines.map((medicine) => [medicine.id, medicine])),
    version: "test",
    loadedAt: new Date("2026-11-23T06:05:00Z"),
    report,
  };
}

const ROWS: Cell[][] = [
  [
    str("Dolo 650 Tablet"),
    str("Paracetamol (650mg)"),
    str("Micro Labs Ltd"),
    str("Strip of 15 tablets"),
    money(33.6),
    money(30.5),
    num(12),
    num(120),
    str("No"),
    null,
  ],
  [
    str(FORMULA_NAME),
    str("@SUM(A1)"),
    str("+91 Pharma"),
    str("-5 tablets"),
    null,
    null,
    null,
    num(0),
    str("Yes"),
    str("Sch H1"),
  ],
  [
    str("Azithral 500 Tablet"),
    str("Azithromycin (500mg)"),
    str("Alembic"),
    str("Strip of 5 tablets"),
    money(1234.5),
    money(1100),
    num(5),
    num(8),
    str("Yes"),
    str("H"),
  ],
];

/** Reads a workbook back, as a spreadsheet program would open the file. */
async function workbookOf(bytes: Uint8Array | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes instanceof ArrayBuffer ? bytes : new Uint8Array(bytes).buffer);
  return workbook;
}

const listOf = (snapshot: CatalogueSnapshot, params = "") =>
  priceListOf(snapshot.medicines, snapshot.report.columnsUsed, parseCatalogueQuery(new URLSearchParams(params)), en);

describe("priceListDownload", () => {
  const store = (snapshot: CatalogueSnapshot | null) => ({
    read: async () =>
      snapshot ? { snapshot, error: null } : { snapshot: null, error: "Network response was not ok: Bad Gateway" },
  });
  // 20:00 UTC is 01:30 the next day in India.
  const now = new Date("2026-11-23T20:00:00Z");

  it("answers an attachment named after the company and the date in India", async () => {
    const url = new Request("http://localhost/medicines/price-list.csv?sort=price-desc&page=2");
    const response = await priceListDownload(store(snapshotOf(ROWS)), url, "csv", now);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${slugify(site.name)}-price-list-2026-11-24.csv"`,
    );
    // The page of the link does not apply: all three medicines.
    expect(parseCsv(await response.text())).toHaveLength(4);

    const excel = await priceListDownload(
      store(snapshotOf(ROWS)),
      new Request("http://localhost/medicines/price-list.xlsx"),
      "xlsx",
      now,
    );
    expect(excel.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(excel.headers.get("Content-Disposition")).toMatch(/filename="[a-z0-9-]+-price-list-2026-11-24\.xlsx"$/);
    const workbook = await workbookOf(await excel.arrayBuffer());
    expect(workbook.getWorksheet("Price list")!.rowCount).toBe(4);
  });

  /** Enough medicines, each with its own name and price, that a file takes several turns of the event loop to build. */
  const manyRows = (count = SLICE_ROWS * 3): Cell[][] =>
    Array.from({ length: count }, (_, index): Cell[] => [
      str(`Medicine ${String(index).padStart(4, "0")}`),
      null,
      null,
      null,
      // Prices in another order than names: sorting by price is another file.
      money(1000 + ((index * 37) % 101)),
      money(900 + ((index * 37) % 101)),
      null,
      num(index % 7),
      null,
      null,
    ]);
  const download = (catalogue: ReturnType<typeof store>, path: string, at = now, headers: HeadersInit = {}) =>
    priceListDownload(
      catalogue,
      new Request(`http://localhost${path}`, { headers }),
      path.includes(".xlsx") ? "xlsx" : "csv",
      at,
    );

  it(`builds at most ${MAX_BUILDS_AT_ONCE} files at once: another is told to retry, the same one joins the build`, async () => {
    const catalogue = store(snapshotOf(manyRows()));
    // A HEAD builds nothing and takes no place.
    const head = await priceListDownload(
      catalogue,
      new Request("http://localhost/medicines/price-list.csv", { method: "HEAD" }),
      "csv",
      now,
    );
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();

    // Each order is another file.
    const orders = ["name-asc", "name-desc", "price-asc"];
    const underWay = orders
      .slice(0, MAX_BUILDS_AT_ONCE)
      .map((sort) => download(catalogue, `/medicines/price-list.csv?sort=${sort}`));
    const refused = download(catalogue, `/medicines/price-list.csv?sort=${orders[MAX_BUILDS_AT_ONCE]}`);
    // The same medicines in the same order as a file being built: no new build, so not refused.
    const joined = download(catalogue, `/medicines/price-list.csv?sort=${orders[0]}&page=7&view=list`);

    expect((await refused).status).toBe(503);
    expect((await refused).headers.get("Retry-After")).toBe("5");
    expect(await (await refused).text()).toMatch(/try again in a few seconds/);
    const [first, ...others] = await Promise.all(underWay);
    const firstText = await first!.text();
    expect(parseCsv(firstText)).toHaveLength(SLICE_ROWS * 3 + 1);
    expect((await joined).status).toBe(200);
    expect(await (await joined).text()).toBe(firstText);
    await Promise.all(others.map((response) => response.text()));

    // Once they are built, the refused one is built too.
    const retried = await download(catalogue, `/medicines/price-list.csv?sort=${orders[MAX_BUILDS_AT_ONCE]}`);
    expect(retried.status).toBe(200);
    const prices = parseCsv(await retried.text())
      .slice(1)
      .map((row) => Number(row[4]));
    expect(prices).toHaveLength(SLICE_ROWS * 3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("builds a file once: a later download of the same medicines is the same file, whatever the address", async () => {
    const catalogue = store(snapshotOf(ROWS));
    const first = await download(
      catalogue,
      "/medicines/price-list.xlsx?sort=name-asc",
      new Date("2026-11-23T10:00:00Z"),
    );
    const workbook = await workbookOf(await first.arrayBuffer());
    // A filter the catalogue does not know is dropped: the same three medicines in the same order.
    const again = await download(
      catalogue,
      "/medicines/price-list.xlsx?category=no-such-category",
      new Date("2026-11-24T10:00:00Z"),
    );
    const workbookAgain = await workbookOf(await again.arrayBuffer());
    expect(workbookAgain.created).toEqual(workbook.created);
    expect(workbookAgain.getWorksheet("Price list")!.rowCount).toBe(4);
    // Another order is another file.
    const other = await download(
      catalogue,
      "/medicines/price-list.xlsx?sort=name-desc",
      new Date("2026-11-24T10:00:00Z"),
    );
    expect((await workbookOf(await other.arrayBuffer())).created).toEqual(new Date("2026-11-24T10:00:00Z"));
  });

  it("sends a CSV gzipped to a client that takes gzip, and plain to one that does not", async () => {
    const catalogue = store(snapshotOf(ROWS));
    const gzipped = await download(catalogue, "/medicines/price-list.csv", now, { "Accept-Encoding": "gzip, br" });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzipped.headers.get("Vary")).toBe("Accept-Encoding");
    const unpacked = gunzipSync(Buffer.from(await gzipped.arrayBuffer()));
    const refusing: Record<string, string>[] = [{}, { "Accept-Encoding": "gzip;q=0, identity" }];
    for (const headers of refusing) {
      const plain = await download(catalogue, "/medicines/price-list.csv", now, headers);
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      const bytes = Buffer.from(await plain.arrayBuffer());
      expect(bytes.equals(unpacked)).toBe(true);
      expect(parseCsv(bytes.toString("utf8"))).toHaveLength(4);
    }
  });

  it("builds the whole catalogue's files ahead: each is ready, in both languages, while other builds fill every place", async () => {
    // Workbooks are slow to write: enough rows for two slices, no more.
    const snapshot = snapshotOf(manyRows(SLICE_ROWS + 20));
    const catalogue = store(snapshot);
    const ahead = new Date("2026-11-23T04:00:00Z");
    await warmPriceListFiles(snapshot, DEFAULT_RATE_TERMS, () => ahead);
    const underWay = ["name-desc", "price-asc", "price-desc"]
      .slice(0, MAX_BUILDS_AT_ONCE)
      .map((sort) => download(catalogue, `/medicines/price-list.xlsx?sort=${sort}`));
    const excel = await download(catalogue, "/medicines/price-list.xlsx");
    expect(excel.status).toBe(200);
    expect((await workbookOf(await excel.arrayBuffer())).created).toEqual(ahead);
    const hindi = await download(catalogue, "/hi/medicines/price-list.csv");
    expect(hindi.status).toBe(200);
    expect(parseCsv(await hindi.text())[0]![0]).toBe("नाम");
    await Promise.all((await Promise.all(underWay)).map((response) => response.arrayBuffer()));
  });

  it(`downloads a view longer than ${PRICE_LIST_PART_SIZE} medicines in parts of that many, in its order, each file named by its part`, async () => {
    const snapshot = snapshotOf(manyRows(PRICE_LIST_PART_SIZE * 2 + 5));
    const catalogue = store(snapshot);
    const wholeNames = listOf(snapshot, "sort=price-asc").medicines.map((medicine) => medicine.name);
    const partNames: string[] = [];
    for (const [part, rows] of [
      [1, PRICE_LIST_PART_SIZE],
      [2, PRICE_LIST_PART_SIZE],
      [3, 5],
    ] as const) {
      const path = `/medicines/price-list.csv?sort=price-asc${part > 1 ? `&part=${part}` : ""}`;
      const response = await download(catalogue, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toMatch(new RegExp(`-2026-11-24-part-${part}-of-3\\.csv"$`));
      const [header, ...medicines] = parseCsv(await response.text());
      expect(header![0]).toBe("Name");
      expect(medicines).toHaveLength(rows);
      partNames.push(...medicines.map((row) => row[0]!));
    }
    // Together, the parts are the view: every medicine once, in its order.
    expect(partNames).toEqual(wholeNames);

    const past = await download(catalogue, "/medicines/price-list.csv?part=4");
    expect(past.status).toBe(404);
    expect(await past.text()).toBe(
      "This price list has 3 parts: there is no such part. The catalogue page links to each.\n",
    );
    for (const part of ["0", "-1", "two", "1.5", ""]) {
      const refused = await download(catalogue, `/medicines/price-list.xlsx?part=${part}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("names a view that fits in one file without a part, and has only part 1", async () => {
    const catalogue = store(snapshotOf(ROWS));
    const first = await download(catalogue, "/medicines/price-list.csv?part=1");
    expect(first.headers.get("Content-Disposition")).toMatch(/-price-list-2026-11-24\.csv"$/);
    expect(parseCsv(await first.text())).toHaveLength(4);
    expect((await download(catalogue, "/hi/medicines/price-list.csv?part=2")).status).toBe(404);
  });

  it("answers 503 with the reason when there is no catalogue", async () => {
    const response = await priceListDownload(
      store(null),
      new Request("http://localhost/medicines/price-list.csv"),
      "csv",
      now,
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Network response was not ok: Bad Gateway");
  });
});

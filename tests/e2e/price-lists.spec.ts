import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { parseCsv } from "../../scripts/lib/csv";
import { sheetColumnsWithout } from "../../scripts/lib/sheet-columns";
import type { AppServer } from "./support/fixtures";
import { expect, test as base } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";
import { catalogueStatus, namesWhere, openCatalogue } from "./support/test-catalogue";
import { site } from "~/site";

/**
 * Price lists (docs/product.md §13): the CSV and Excel downloads and the printable page of a
 * catalogue view, on the 60-medicine test catalogue and on a sheet with every column.
 */

const FORMULA_NAME = '=HYPERLINK("http://x","y")';
/** Every column the price list can show, a name a spreadsheet would run, and more rows than the page prints. */
const FULL_COLUMNS = sheetColumnsWithout([
  "id",
  "dosage",
  "uses",
  "sideEffects",
  "contraindications",
  "description",
  "images",
  "rating",
  "brand",
]);
const FULL_ROWS: TestCell[][] = [
  // name, composition, category, manufacturer, form, MRP, rate, GST, stock, Rx, pack, schedule
  [FORMULA_NAME, "@SUM(A1)", "Antibiotics", "+91 Pharma", "Tablet", null, null, null, 0, "Yes", null, "H1"],
  [
    "Dolo 650 Tablet",
    "Paracetamol (650mg)",
    "Pain Relief",
    "Micro Labs Ltd",
    "Tablet",
    33.6,
    30.5,
    12,
    120,
    "No",
    "Strip of 15 tablets",
    "OTC",
  ],
  ...Array.from({ length: 505 }, (_, index): TestCell[] => [
    `Filler Tablet ${String(index + 1).padStart(4, "0")}`,
    "Filler (10mg)",
    "Vitamins",
    "Filler Labs",
    "Tablet",
    null,
    index + 1,
    5,
    50,
    "No",
    "Strip of 10 tablets",
    null,
  ]),
];
const FULL_HEADER = [
  "Name",
  "Composition",
  "Manufacturer",
  "Pack",
  "MRP",
  "Rate (+ GST)",
  // Each rate plus its GST is above its MRP in this sheet: no margin, so no margin column.
  "GST %",
  "Availability",
  "Prescription",
  "Schedule",
];

const test = base.extend<object, { fullApp: AppServer }>({
  fullApp: [
    async ({ appOn }, use) => use(await appOn("price-list-full", buildGviz(FULL_COLUMNS, FULL_ROWS))),
    { scope: "worker" },
  ],
});

const csvLink = (page: Page) => page.getByRole("link", { name: "Download price list (CSV)" });
const excelLink = (page: Page) => page.getByRole("link", { name: "Download price list (Excel)" });
const printLink = (page: Page) => page.getByRole("link", { name: "Print price list" });

/** The number of medicines the catalogue's live count says the view has. */
async function catalogueCount(page: Page): Promise<number> {
  const text = (await catalogueStatus(page).textContent()) ?? "";
  const match = / of (\d+) medicines?$/.exec(text);
  expect(match, `count in "${text}"`).not.toBeNull();
  return Number(match![1]);
}

async function download(page: Page, link: ReturnType<typeof csvLink>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return file;
}

async function csvOf(file: Download): Promise<string[][]> {
  return parseCsv(await readFile((await file.path())!, "utf8"));
}

async function workbookOf(file: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile((await file.path())!)).buffer);
  return workbook.getWorksheet("Price list")!;
}

/** The antibiotics of the test catalogue ("Antibiotics" and "antibiotics" in the sheet), cheapest first. */
const antibioticsByPrice = namesWhere(
  (m) => m.category.toLowerCase() === "antibiotics",
  (a, b) => a.rate - b.rate,
);
const TEST_HEADER = [
  "Name",
  "Composition",
  "Manufacturer",
  "Pack",
  "MRP",
  "Rate (+ GST)",
  // No GST column: a rate without GST gives no margin (docs/product.md 11.8), so no margin column.
  "Availability",
  "Prescription",
];

test.describe("price list links and downloads", () => {
  test("the links carry the filters and the order of the view, not its page", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?category=antibiotics&sort=price-asc&page=2&view=list`);
    await expect(csvLink(page)).toHaveAttribute(
      "href",
      "/medicines/price-list.csv?category=antibiotics&sort=price-asc",
    );
    await expect(excelLink(page)).toHaveAttribute(
      "href",
      "/medicines/price-list.xlsx?category=antibiotics&sort=price-asc",
    );
    await expect(printLink(page)).toHaveAttribute("href", "/medicines/price-list?category=antibiotics&sort=price-asc");

    // Crawlers leave them alone: every view has its own price list, and a download costs the server.
    await expect(csvLink(page)).toHaveAttribute("rel", "nofollow");
    const robots = await (await page.request.get(`${catalogueApp.url}/robots.txt`)).text();
    expect(robots.split("\n")).toContain("Disallow: /medicines/price-list");

    // A filter changed in the page (no reload) changes the links with it.
    await page.getByRole("checkbox", { name: "Prescription only" }).first().check();
    await expect(csvLink(page)).toHaveAttribute(
      "href",
      "/medicines/price-list.csv?category=antibiotics&rx=1&sort=price-asc",
    );
  });

  test("the CSV of a filtered view lists every medicine of it, all pages, in the view's order", async ({
    page,
    catalogueApp,
  }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?category=antibiotics&sort=price-asc`);
    const count = await catalogueCount(page);
    expect(count).toBeGreaterThan(24);
    const file = await download(page, csvLink(page));
    expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-price-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = await csvOf(file);
    // The test sheet has no GST column and leaves its schedule column empty: both are left out.
    // Its pack column is empty too, but the form gives the pack.
    expect(header).toEqual(TEST_HEADER);
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row[0])).toEqual(antibioticsByPrice);
    expect(rows.find((row) => row[0] === "Novamox 500 Tablet")).toEqual([
      "Novamox 500 Tablet",
      "Amoxicillin (500mg) + Clavulanic Acid (125mg)",
      "Cipla Ltd",
      "Strip of 6 tablets",
      "230",
      "201.5",
      "In Stock",
      "Yes",
    ]);
  });

  test("the Excel file of a filtered view has the same rows, prices as numbers", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=cetirizine&sort=price-desc`);
    const count = await catalogueCount(page);
    const file = await download(page, excelLink(page));
    expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-price-list-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await workbookOf(file);
    expect(sheet.getRow(1).values).toEqual([undefined, ...TEST_HEADER]);
    expect(sheet.rowCount).toBe(count + 1);
    const names = Array.from({ length: count }, (_, index) => sheet.getCell(index + 2, 1).value);
    expect(names).toEqual(
      namesWhere(
        (m) => m.generic.startsWith("Cetirizine"),
        (a, b) => b.rate - a.rate,
      ),
    );
    expect(sheet.getCell(2, 6).type).toBe(ExcelJS.ValueType.Number);
  });

  test("every column of a full sheet; a formula-like name stays text in both files", async ({ page, fullApp }) => {
    await openCatalogue(page, `${fullApp.url}/medicines?sort=price-asc`);
    const count = await catalogueCount(page);
    expect(count).toBe(FULL_ROWS.length);

    const [header, ...rows] = await csvOf(await download(page, csvLink(page)));
    expect(header).toEqual(FULL_HEADER);
    expect(rows).toHaveLength(count);
    // Without a price it comes last, says "Price on request", and its formula is defused.
    expect(rows.at(-1)).toEqual([
      `'${FORMULA_NAME}`,
      "'@SUM(A1)",
      "'+91 Pharma",
      "Tablet",
      "",
      "Price on request",
      "",
      "Out of Stock",
      "Yes",
      "Schedule H1",
    ]);

    const sheet = await workbookOf(await download(page, excelLink(page)));
    expect(sheet.rowCount).toBe(count + 1);
    const last = sheet.getRow(count + 1);
    expect(last.getCell(1).value).toBe(FORMULA_NAME);
    expect(last.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(last.getCell(1).formula).toBeFalsy();
    expect(last.getCell(6).value).toBe("Price on request");
  });

  test("a schedule filter travels into the files and the printed page", async ({ page, fullApp }) => {
    await openCatalogue(page, `${fullApp.url}/medicines?schedule=h1`);
    expect(await catalogueCount(page)).toBe(1);
    await expect(csvLink(page)).toHaveAttribute("href", "/medicines/price-list.csv?schedule=h1");
    const [, ...rows] = await csvOf(await download(page, csvLink(page)));
    expect(rows.map((row) => row.at(-1))).toEqual(["Schedule H1"]);
    await printLink(page).click();
    await expect(page.getByRole("definition").filter({ hasText: "Schedule: Schedule H1 (1)" })).toBeVisible();
    await expect(page.getByRole("rowheader")).toHaveText([FORMULA_NAME]);
  });

  test("a view with no medicines has no price list links, and its file is the header alone", async ({
    page,
    catalogueApp,
  }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=zzzzzz`);
    await expect(page.getByRole("heading", { name: "No medicines found for “zzzzzz”" })).toBeVisible();
    await expect(csvLink(page)).toHaveCount(0);
    const response = await page.request.get(`${catalogueApp.url}/medicines/price-list.csv?search=zzzzzz`);
    expect(response.status()).toBe(200);
    expect(parseCsv(await response.text())).toEqual([TEST_HEADER]);
  });

  test("without a catalogue the downloads answer 503 and the page says why", async ({ page, sheet, startApp }) => {
    test.slow();
    sheet.set("price-list-down", { status: 500 });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("price-list-down"), CATALOGUE_REFRESH_SECONDS: "60" });
    for (const format of ["csv", "xlsx"]) {
      const response = await page.request.get(`${app.url}/medicines/price-list.${format}`);
      expect(response.status()).toBe(503);
      expect(await response.text()).toContain("Network response was not ok: Internal Server Error");
    }
    const response = await page.goto(`${app.url}/medicines/price-list?category=antibiotics`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert").getByRole("heading", { name: "Error Loading Data" })).toBeVisible();
  });
});

test.describe("the printable price list", () => {
  test("prints on A4 without navigation, with the company, licences, date, update time and repeated headers", async ({
    page,
    catalogueApp,
  }, testInfo) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?category=antibiotics&sort=price-asc`);
    await printLink(page).click();
    await expect(page).toHaveURL(/\/medicines\/price-list\?category=antibiotics&sort=price-asc$/);
    await expect(page).toHaveTitle(/^Price list \| /);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Price list" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to catalogue" })).toHaveAttribute(
      "href",
      "/medicines?category=antibiotics&sort=price-asc",
    );
    await expect(page.getByText("Category: Antibiotics (29)")).toBeVisible();
    await expect(page.getByText("Price: low to high")).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(antibioticsByPrice.length + 1);
    await expect(page.getByRole("rowheader")).toHaveText(antibioticsByPrice);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner", { includeHidden: true })).toBeHidden();
    await expect(page.getByRole("contentinfo", { includeHidden: true })).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to catalogue", includeHidden: true })).toBeHidden();
    await expect(page.getByRole("columnheader", { name: "Rate (+ GST)" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(site.name, { exact: true })).toBeVisible();
    // The licences and the GSTIN, as the English page names them.
    const licences = [
      ...site.licences.drugLicences.map((licence) => `Drug licence (Form ${licence.form}): ${licence.number}`),
      `GSTIN: ${site.licences.gstin}`,
    ];
    for (const licence of licences) await expect(main.getByText(licence)).toBeVisible();
    const today = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
      new Date(),
    );
    await expect(main.getByRole("definition").filter({ hasText: today })).toBeVisible();
    await expect(main.getByText(/^Catalogue updated \d/)).toBeVisible();
    // The header row repeats on every printed page; a row is never split between two.
    await expect(page.locator("thead")).toHaveCSS("display", "table-header-group");
    await expect(rows.nth(1)).toHaveCSS("break-inside", "avoid");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const screenshot = testInfo.outputPath("price-list-print.png");
    await page.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach("price-list-print", { path: screenshot, contentType: "image/png" });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    // A4 portrait: 595 × 842 points (210 × 297 mm).
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  });

  test("a view longer than the page prints the first 250 medicines and says so", async ({ page, fullApp }) => {
    test.slow();
    await page.goto(`${fullApp.url}/medicines/price-list`);
    await expect(page.getByText(`This page lists the first 250 of ${FULL_ROWS.length} medicines.`)).toBeVisible();
    await expect(page.getByRole("rowheader")).toHaveCount(250);
    // The whole list is one download away.
    await expect(csvLink(page)).toHaveAttribute("href", "/medicines/price-list.csv");
    await expect(page.getByRole("columnheader")).toHaveText(FULL_HEADER);
  });

  test("an empty view says so instead of an empty table", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines/price-list?search=zzzzzz`);
    await expect(page.getByText("No medicines matched your filters.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
  });
});

test.describe("price lists without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the links are plain links: the print page opens and the CSV downloads", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?search=amox&sort=price-desc`);
    const count = await catalogueCount(page);
    const [, ...rows] = await csvOf(await download(page, csvLink(page)));
    expect(rows).toHaveLength(count);

    await printLink(page).click();
    await expect(page).toHaveURL(/\/medicines\/price-list\?search=amox&sort=price-desc$/);
    await expect(page.getByRole("rowheader")).toHaveCount(count);
    // Printing needs the browser's own menu then: the Print button is not offered.
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  });
});

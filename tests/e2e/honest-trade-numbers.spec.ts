import type { Page } from "@playwright/test";
import { sheetColumns } from "../../scripts/lib/sheet-columns";
import type { AppServer } from "./support/fixtures";
import { expect, test as base } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";
import { openCatalogue } from "./support/test-catalogue";

/**
 * Honest trade numbers (docs/product.md 11.7–11.9, 13.1, decision 023): a price shows only under its
 * own name, the rate says whether GST is on top, the margin is worked out on what the chemist pays,
 * "Price per unit: low to high" orders by the tablet, and a column the sheet has not got leaves no
 * placeholder. On a trade sheet whose rate is PTR (some rows without a rate, one without GST) and on
 * a bare sheet without category, GST or manufacturer columns.
 */

const rupees = (v: number): TestCell => ({ v, f: `₹${v.toFixed(2)}` });
const percent = (v: number): TestCell => ({ v, f: `${v}%` });

const TRADE_COLUMNS = sheetColumns([
  "name",
  "genericName",
  "manufacturer",
  "category",
  "pack",
  "mrp",
  "sellingPrice",
  "gst",
  "scheme",
]);
const TRADE_ROWS: TestCell[][] = [
  // The worked numbers: 704.35 + 12% = 788.87 paid of 904.60, a 13% margin (not 22%).
  [
    "Ivabrad 5 Tablet",
    "Ivabradine (5mg)",
    "Abbott",
    "Cardiac Care",
    "Strip of 10 tablets",
    rupees(904.6),
    rupees(704.35),
    percent(12),
    null,
  ],
  // No rate: its MRP is an MRP, never in the rate's place.
  [
    "Ivacard 5 Tablet",
    "Ivabradine (5mg)",
    "Sun Pharma",
    "Cardiac Care",
    "Strip of 15 tablets",
    rupees(432.18),
    null,
    percent(12),
    null,
  ],
  // The cheapest pack but the dearest tablet: ₹45.00 for 2 tablets.
  [
    "Ivatab 5 Tablet",
    "Ivabradine (5mg)",
    "Cipla",
    "Cardiac Care",
    "Strip of 2 tablets",
    rupees(60),
    rupees(45),
    null,
    "10+1",
  ],
  // The cheapest tablet: ₹270 for 30 tablets, ₹9 a tablet, third by pack price.
  [
    "Ivanorm 5 Tablet",
    "Ivabradine (5mg)",
    "Lupin",
    "Cardiac Care",
    "Bottle of 30 tablets",
    rupees(350),
    rupees(270),
    percent(12),
    "10+1",
  ],
];

/** The real catalogue's shape: no category, GST or manufacturer column. */
const BARE_COLUMNS = sheetColumns(["name", "genericName", "mrp"]);
const BARE_ROWS: TestCell[][] = [
  ["Azee 500 Tablet", "Azithromycin (500mg)", rupees(119.5)],
  ["Azithral 500 Tablet", "Azithromycin (500mg)", rupees(124)],
];

type Fixtures = { tradeApp: AppServer; bareApp: AppServer };

const test = base.extend<object, Fixtures>({
  tradeApp: [
    async ({ appOn }, use) =>
      use(await appOn("honest-trade", buildGviz(TRADE_COLUMNS, TRADE_ROWS), { RATE_LABEL: "PTR" })),
    { scope: "worker" },
  ],
  bareApp: [
    async ({ appOn }, use) => use(await appOn("honest-bare", buildGviz(BARE_COLUMNS, BARE_ROWS))),
    { scope: "worker" },
  ],
});

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test.describe("every price under its own name", () => {
  test("cards name the rate with its GST and the MRP as MRP; a row without a rate shows its MRP as MRP", async ({
    page,
    tradeApp,
  }) => {
    await openCatalogue(page, `${tradeApp.url}/medicines`);
    const ivabrad = card(page, "Ivabrad 5 Tablet");
    await expect(ivabrad).toContainText("PTR ₹704.35 + GST 12%");
    await expect(ivabrad).toContainText("MRP ₹904.60");
    await expect(ivabrad).toContainText(/PTR ₹70\.4\d per tablet/);
    const ivacard = card(page, "Ivacard 5 Tablet");
    await expect(ivacard).toContainText("MRP ₹432.18");
    await expect(ivacard).not.toContainText("PTR");
    await expect(ivacard).not.toContainText("Price on request");
    // A rate whose GST the sheet does not give still says GST comes on top.
    await expect(card(page, "Ivatab 5 Tablet")).toContainText(/PTR ₹45\.00 \+ GST(?! \d)/);
  });

  test("the medicine page gives the margin on what the chemist pays, and says so (English and Hindi)", async ({
    page,
    tradeApp,
  }) => {
    await page.goto(`${tradeApp.url}/medicines/ivabrad-5-tablet`);
    const main = page.getByRole("main");
    await expect(main.getByText("Margin 13% after GST", { exact: true })).toBeVisible();
    await expect(main.getByText("Margin 22%")).toHaveCount(0);
    await expect(main).toContainText("+ GST 12%");
    await expect(main.locator("[data-price=mrp]")).toHaveText(/^MRP ₹904\.60$/);

    await page.goto(`${tradeApp.url}/hi/medicines/ivabrad-5-tablet`);
    await expect(page.getByRole("main").getByText("मार्जिन 13%, GST के बाद", { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("GST 12% अलग से");
  });

  test("a rate without GST on a row whose GST is unknown shows no margin rather than a wrong one", async ({
    page,
    tradeApp,
  }) => {
    await page.goto(`${tradeApp.url}/medicines/ivatab-5-tablet`);
    const main = page.getByRole("main");
    await expect(main.getByText("Scheme 10+1: ₹40.91 per pack after scheme")).toBeVisible();
    await expect(main.locator("[data-price=rate]")).toHaveText(/^PTR ₹45\.00 \+ GST$/);
    // The price's card (the same-composition block below gives other brands' margins).
    const priceCard = main.locator("[data-price=rate]").locator("..");
    await expect(priceCard.getByText(/^Margin/)).toHaveCount(0);
  });

  test("the same-composition block shows each line's rate, MRP, margin and scheme beside its price per unit", async ({
    page,
    tradeApp,
  }) => {
    await page.goto(`${tradeApp.url}/medicines/ivabrad-5-tablet`);
    const block = page.getByRole("region", { name: "Same composition" });
    const ivanorm = block.getByRole("listitem").filter({ hasText: "Ivanorm 5 Tablet" });
    await expect(ivanorm).toContainText("PTR ₹9.00 per tablet");
    await expect(ivanorm).toContainText("PTR ₹270.00 + GST 12%");
    await expect(ivanorm).toContainText("MRP ₹350.00");
    // 270 × 10/11 = 245.45, + 12% = 274.91 of 350: 21%.
    await expect(ivanorm).toContainText("Margin 21% after GST and scheme");
    await expect(ivanorm).toContainText("Scheme 10+1");
    // The MRP of a row without a rate is compared with no rate.
    await expect(block.getByRole("listitem").filter({ hasText: "Ivacard 5 Tablet" })).toContainText(
      "MRP ₹28.81 per tablet",
    );
  });
});

test.describe("the price list", () => {
  test("never puts a rate under MRP nor an MRP under the rate, and fits a 1280 px screen", async ({
    page,
    tradeApp,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${tradeApp.url}/medicines/price-list?sort=name-asc`);
    const table = page.getByRole("table");
    const headers = await table.getByRole("columnheader").allTextContents();
    expect(headers).toContain("PTR (+ GST)");
    const column = (name: string) => headers.indexOf(name);
    const cellOf = async (medicine: string, header: string) => {
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: medicine }) });
      // The row header is the first column; cells are the others.
      return row.getByRole("cell").nth(column(header) - 1);
    };
    await expect(await cellOf("Ivacard 5 Tablet", "MRP")).toHaveText("₹432.18");
    await expect(await cellOf("Ivacard 5 Tablet", "PTR (+ GST)")).toHaveText("Price on request");
    await expect(await cellOf("Ivabrad 5 Tablet", "MRP")).toHaveText("₹904.60");
    await expect(await cellOf("Ivabrad 5 Tablet", "PTR (+ GST)")).toHaveText("₹704.35");
    await expect(await cellOf("Ivabrad 5 Tablet", "Margin % after GST and scheme")).toHaveText("13%");
    await expect(await cellOf("Ivatab 5 Tablet", "Margin % after GST and scheme")).toHaveText("");

    // No sideways scrolling: neither the page nor the table's region is wider than the screen.
    const widths = await page.evaluate(() => {
      const region = document.querySelector<HTMLElement>("[aria-labelledby=price-table-caption]")!;
      return {
        page: document.documentElement.scrollWidth,
        region: region.scrollWidth - region.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(1280);
    expect(widths.region).toBe(0);
  });

  test("the CSV keeps each price in its own column", async ({ request, tradeApp }) => {
    const text = await (await request.get(`${tradeApp.url}/medicines/price-list.csv?sort=name-asc`)).text();
    expect(text).toContain("MRP,PTR (+ GST),Scheme,PTR after scheme,Margin % after GST and scheme,GST %");
    expect(text).toContain(
      "Ivacard 5 Tablet,Ivabradine (5mg),Sun Pharma,Strip of 15 tablets,432.18,Price on request,,,,12",
    );
    expect(text).toContain("Ivabrad 5 Tablet,Ivabradine (5mg),Abbott,Strip of 10 tablets,904.6,704.35,,,13,12");
  });
});

test.describe("Price per unit: low to high", () => {
  test("orders by the tablet, not the pack, with and without the page's script", async ({ page, tradeApp }) => {
    await openCatalogue(page, `${tradeApp.url}/medicines`);
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort.getByRole("option", { name: "Price per unit: low to high" })).toHaveCount(1);
    await sort.selectOption({ label: "Price per unit: low to high" });
    await expect(page).toHaveURL(/sort=unit-price-asc/);
    const headings = page.getByRole("article").getByRole("heading");
    // ₹9.00, ₹22.50, ₹28.81 (an MRP: no rate), ₹70.44 a tablet; by pack price Ivatab (₹45) came first.
    await expect(headings).toHaveText(["Ivanorm 5 Tablet", "Ivatab 5 Tablet", "Ivacard 5 Tablet", "Ivabrad 5 Tablet"]);
  });

  test("works from the address without JavaScript", async ({ browser, tradeApp }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${tradeApp.url}/medicines?sort=unit-price-asc`);
    await expect(page.getByRole("article").getByRole("heading").first()).toHaveText("Ivanorm 5 Tablet");
    await context.close();
  });

  test("is not offered when no pack tells its units", async ({ page, bareApp }) => {
    await openCatalogue(page, `${bareApp.url}/medicines`);
    await expect(page.getByRole("combobox", { name: "Sort by" }).getByRole("option").first()).toBeAttached();
    await expect(page.getByRole("option", { name: "Price per unit: low to high" })).toHaveCount(0);
  });
});

test.describe("a sheet without category, GST or manufacturer columns", () => {
  for (const prefix of ["", "/hi"]) {
    test(`leaves no placeholder on the catalogue or the medicine page (${prefix || "/"})`, async ({
      page,
      bareApp,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      if (prefix) await page.goto(`${bareApp.url}${prefix}/medicines`);
      else await openCatalogue(page, `${bareApp.url}/medicines`);
      await expect(page.getByRole("combobox", { name: /Category|श्रेणी/ })).toHaveCount(0);
      await expect(page.getByText(/Uncategorized|बिना श्रेणी|N\/A/)).toHaveCount(0);
      await page.goto(`${bareApp.url}${prefix}/medicines/azee-500-tablet`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azee 500 Tablet");
      await expect(page.getByRole("main")).toContainText("₹119.50");
      await expect(page.getByText(/Uncategorized|बिना श्रेणी|N\/A|GST info|GST की जानकारी/)).toHaveCount(0);
    });
  }
});

test.describe("Hindi wording", () => {
  test("one medicine in the order list is 'है', the list is the ऑर्डर लिस्ट, the paste button is not the search button", async ({
    page,
    tradeApp,
  }) => {
    await page.goto(`${tradeApp.url}/hi/medicines/ivabrad-5-tablet`);
    await page.getByRole("button", { name: "Ivabrad 5 Tablet को ऑर्डर लिस्ट में जोड़ें" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: /^ऑर्डर लिस्ट/ })).toContainText("1");
    await page.goto(`${tradeApp.url}/hi/enquiry`);
    await expect(page.getByText(/आपकी ऑर्डर लिस्ट में 1 दवा है।/)).toBeVisible();
    await expect(page.getByText("दवाएँ हैं")).toHaveCount(0);
    await expect(page.getByText("सभी ज़रूरी नहीं")).toHaveCount(0);
    await expect(page.getByText("ये सब भरना ज़रूरी नहीं है।", { exact: false })).toBeVisible();
    const paste = page.getByRole("button", { name: "दवाएँ पहचानें" });
    await expect(paste).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "दवाएँ खोजें" })).toHaveCount(0);
    await expect(page.getByText(/Form 20B|Govind Mitra/)).toHaveCount(0);
  });
});

import type { Page } from "@playwright/test";
import { sheetColumns } from "../../scripts/lib/sheet-columns";
import type { AppServer } from "./support/fixtures";
import { expect, test as base } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";
import { openCatalogue } from "./support/test-catalogue";

/**
 * Trade facts, honestly (docs/product.md 11.7, 3.8, 2.8, 11.3): schemes with the rate after them, the
 * rate's label a setting, margins, identical rows once, empty categories offered nowhere, "cheapest
 * first" only over prices; on a sheet with a Scheme column (labelled PTR) and one without prices or
 * categories, as the real catalogue is.
 */

const rupees = (v: number): TestCell => ({ v, f: `₹${v.toFixed(2)}` });

const SCHEME_COLUMNS = sheetColumns([
  "name",
  "genericName",
  "manufacturer",
  "category",
  "mrp",
  "sellingPrice",
  "pack",
  "scheme",
  "gst",
]);
const SCHEME_ROWS: TestCell[][] = [
  [
    "Azee 500 Tablet",
    "Azithromycin (500mg)",
    "Cipla Ltd",
    "Antibiotics",
    rupees(130),
    rupees(100),
    "Strip of 5 tablets",
    "10+1",
    { v: 12, f: "12%" },
  ],
  [
    "Azithral 500 Tablet",
    "Azithromycin (500mg)",
    "Alembic",
    "Antibiotics",
    rupees(120),
    rupees(96),
    "Strip of 5 tablets",
    "5%",
    { v: 5, f: "5%" },
  ],
  [
    "Dolo 650 Tablet",
    "Paracetamol (650mg)",
    "Micro Labs",
    "Pain Relief",
    rupees(33.6),
    null,
    "Strip of 15 tablets",
    null,
    null,
  ],
  [
    "Crocin 650 Tablet",
    "Paracetamol (650mg)",
    "GSK",
    "Pain Relief",
    rupees(30),
    rupees(25),
    "Strip of 15 tablets",
    "Ask us",
    null,
  ],
];

/** The real catalogue's shape: no price, no category, one row twice. */
const BARE_COLUMNS = sheetColumns(["name", "genericName", "manufacturer"]);
const BARE_ROWS: TestCell[][] = [
  ["Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd"],
  ["Azithral 500 Tablet", "Azithromycin (500mg)", "Alembic"],
  ["Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd"],
];

type Fixtures = { schemeApp: AppServer; bareApp: AppServer };

const test = base.extend<object, Fixtures>({
  schemeApp: [
    async ({ appOn }, use) =>
      use(await appOn("schemes", buildGviz(SCHEME_COLUMNS, SCHEME_ROWS), { RATE_LABEL: "PTR" })),
    { scope: "worker" },
  ],
  bareApp: [
    async ({ appOn }, use) => use(await appOn("bare", buildGviz(BARE_COLUMNS, BARE_ROWS))),
    { scope: "worker" },
  ],
});

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test.describe("a sheet with schemes, the rate called PTR", () => {
  test("cards label the rate PTR (MRP where there is no rate) and give the rate after the scheme", async ({
    page,
    schemeApp,
  }) => {
    await openCatalogue(page, `${schemeApp.url}/medicines`);
    await expect(card(page, "Azee 500 Tablet")).toContainText("PTR ₹100.00");
    await expect(card(page, "Azee 500 Tablet")).toContainText("Scheme 10+1: ₹90.91 per pack after scheme");
    await expect(card(page, "Azithral 500 Tablet")).toContainText("Scheme 5%: ₹91.20 per pack after scheme");
    await expect(card(page, "Dolo 650 Tablet")).toContainText("MRP ₹33.60");
    await expect(card(page, "Dolo 650 Tablet")).not.toContainText("PTR");
    // An unreadable scheme is reported by the import, never shown as if it were one.
    await expect(card(page, "Crocin 650 Tablet")).not.toContainText("Scheme");
  });

  for (const language of ["en", "hi"] as const) {
    test(`the medicine page gives the labelled rate, the scheme and the margin to MRP (${language})`, async ({
      page,
      schemeApp,
    }) => {
      const prefix = language === "hi" ? "/hi" : "";
      await page.goto(`${schemeApp.url}${prefix}/medicines/azee-500-tablet`);
      const main = page.getByRole("main");
      await expect(main.getByText("PTR", { exact: true })).toBeVisible();
      await expect(main).toContainText("MRP ₹130.00");
      if (language === "en") {
        await expect(main.getByText("Scheme 10+1: ₹90.91 per pack after scheme")).toBeVisible();
        // 90.91 + 12% GST = 101.82 paid: (130 − 101.82) ÷ 130, the margin on what is really paid.
        await expect(main.getByText("Margin 22% after GST and scheme", { exact: true })).toBeVisible();
        await expect(main.getByRole("button", { name: /enquir/i })).toHaveCount(1);
      } else {
        await expect(main.getByText("स्कीम 10+1: स्कीम के बाद ₹90.91 प्रति पैक")).toBeVisible();
        await expect(main.getByText("मार्जिन 22%, GST और स्कीम के बाद", { exact: true })).toBeVisible();
        await expect(main.getByText(/एमआरपी|जीएसटीआईएन/)).toHaveCount(0);
      }
    });
  }

  test("the printed price list heads the rate PTR and adds scheme, rate after scheme and margin", async ({
    page,
    schemeApp,
  }) => {
    await page.goto(`${schemeApp.url}/medicines/price-list?sort=name-asc`);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Name",
      "Composition",
      "Manufacturer",
      "Pack",
      "MRP",
      "PTR (+ GST)",
      "Scheme",
      "PTR after scheme",
      "Margin % after GST and scheme",
      "GST %",
    ]);
    const azee = table.getByRole("row").filter({ hasText: "Azee 500 Tablet" });
    await expect(azee.getByRole("rowheader")).toHaveText("Azee 500 Tablet");
    await expect(azee.getByRole("cell")).toHaveText([
      "Azithromycin (500mg)",
      "Cipla Ltd",
      "Strip of 5 tablets",
      "₹130.00",
      "₹100.00",
      "10+1",
      "₹90.91",
      "22%",
      "12%",
    ]);
  });

  test("the CSV carries the scheme, the rate after it and the margin", async ({ request, schemeApp }) => {
    const response = await request.get(`${schemeApp.url}/medicines/price-list.csv?sort=name-asc`);
    const text = await response.text();
    expect(text).toContain("MRP,PTR (+ GST),Scheme,PTR after scheme,Margin % after GST and scheme,GST %");
    expect(text).toContain(
      "Azee 500 Tablet,Azithromycin (500mg),Cipla Ltd,Strip of 5 tablets,130,100,10+1,90.91,22,12",
    );
  });

  test("home tiles offer only categories with medicines", async ({ page, schemeApp }) => {
    await page.goto(schemeApp.url);
    const tiles = page.getByRole("region", { name: "Browse by category" }).getByRole("listitem");
    await expect(tiles).toHaveCount(2);
    await expect(tiles.nth(0)).toContainText("Antibiotics");
    await expect(tiles.nth(1)).toContainText("Pain Relief");
    await expect(tiles.getByText(/^0 medicines$/)).toHaveCount(0);
  });
});

test.describe("a sheet without prices or categories (the real catalogue's shape)", () => {
  test("no made-up rating, no empty category, identical rows once, no 'cheapest first' without prices", async ({
    page,
    bareApp,
  }) => {
    await page.goto(bareApp.url);
    await expect(page.getByRole("region", { name: "Browse by category" })).toHaveCount(0);

    await openCatalogue(page, `${bareApp.url}/medicines`);
    await expect(page.getByRole("heading", { name: "Azee 500 Tablet" })).toHaveCount(1);
    // No category column: no Category filter offering one placeholder (docs/product.md 11.8).
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveCount(0);
    await expect(page.getByText("Uncategorized")).toHaveCount(0);

    await page.goto(`${bareApp.url}/medicines/azee-500-tablet`);
    const main = page.getByRole("main");
    await expect(main.getByText(/Rating/)).toHaveCount(0);
    const alternatives = main.getByRole("region", { name: "Same composition" });
    await expect(alternatives).toContainText("Other brands of Azithromycin (500mg) in the same form.");
    await expect(alternatives).not.toContainText("cheapest");
  });

  test("a medicine page names no category the sheet does not have, in either language", async ({ page, bareApp }) => {
    for (const prefix of ["", "/hi"]) {
      await page.goto(`${bareApp.url}${prefix}/medicines/azee-500-tablet`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/Uncategorized|बिना श्रेणी/)).toHaveCount(0);
      await expect(page.getByText(/GST info not available|GST की जानकारी उपलब्ध नहीं/)).toHaveCount(0);
    }
  });
});

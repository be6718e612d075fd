import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fixtureGviz } from "../../bench/lib/catalogues";
import { sheetColumns } from "../../scripts/lib/sheet-columns";
import { parseGviz } from "~/catalogue/sheet/gviz";
import type { AppServer } from "./support/fixtures";
import { expect, test as base } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";
import { cardNames, openCatalogue } from "./support/test-catalogue";

/**
 * Missing is not zero, price per unit and "Catalogue updated" (docs/product.md 11.1, 11.2, 11.6):
 * on a small sheet with a pack column, and on the real 11.8k catalogue as its source publishes
 * it, with no price and no stock column at all.
 */

const TRADE_COLUMNS = sheetColumns([
  "name",
  "genericName",
  "manufacturer",
  "form",
  "mrp",
  "sellingPrice",
  "stock",
  "pack",
]);
const rupees = (v: number): TestCell => ({ v, f: `₹${v.toFixed(2)}` });
const TRADE_ROWS: TestCell[][] = [
  ["Crocin Advance Tablet", "Paracetamol (500mg)", "GSK", "Tablet", rupees(20), rupees(18), 50, "Strip of 15 tablets"],
  [
    "Benadryl Cough Syrup",
    "Diphenhydramine (14.08mg/5ml)",
    "Johnson & Johnson",
    "Bottle of 100 ml Syrup",
    rupees(120),
    null,
    8,
    null,
  ],
  ["Zincovit Drops", "Multivitamin", "Apex Laboratories", "Drops", null, null, 12, "Bottle of 15 ml"],
  ["Glycomet 500 Tablet", "Metformin (500mg)", "USV", "Tablet", null, rupees(25), 0, null],
  ["Ascoril LS Syrup", "Ambroxol (30mg/5ml)", "Glenmark", "Syrup", null, "on request", 40, null],
];

type TradeFixtures = { tradeApp: AppServer; realApp: AppServer };

/** The real dataset's own columns only: name, composition, manufacturer, uses and side effects. */
function realCatalogueGviz(): string {
  const fields = ["name", "genericName", "manufacturer", "uses", "sideEffects"] as const;
  const columns = sheetColumns(fields);
  const rows = parseGviz(fixtureGviz()).rows.map((row) => columns.map((column) => row[column.label] ?? null));
  return buildGviz(columns, rows);
}

const test = base.extend<object, TradeFixtures>({
  tradeApp: [
    async ({ appOn }, use) => use(await appOn("trade", buildGviz(TRADE_COLUMNS, TRADE_ROWS))),
    { scope: "worker" },
  ],
  realApp: [async ({ appOn }, use) => use(await appOn("real-11k", realCatalogueGviz())), { scope: "worker" }],
});

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
const sortSelect = (page: Page) => page.getByRole("combobox", { name: "Sort by" });

test.describe("a sheet with prices, packs and gaps", () => {
  test('cards show the price per unit, and "Price on request" instead of ₹0.00 for rows without a price', async ({
    page,
    tradeApp,
  }) => {
    await openCatalogue(page, `${tradeApp.url}/medicines`);
    await expect(card(page, "Crocin Advance Tablet")).toContainText("₹18.00");
    await expect(card(page, "Crocin Advance Tablet")).toContainText("₹1.20 per tablet");
    // The pack is read from the form when the pack column is empty.
    await expect(card(page, "Benadryl Cough Syrup")).toContainText("₹1.20 per ml");
    // A price without a known pack has no price per unit.
    await expect(card(page, "Glycomet 500 Tablet")).toContainText("₹25.00");
    await expect(card(page, "Glycomet 500 Tablet")).not.toContainText("per");
    for (const name of ["Zincovit Drops", "Ascoril LS Syrup"]) {
      await expect(card(page, name)).toContainText("Price on request");
      await expect(card(page, name)).not.toContainText("₹");
    }
    await expect(page.getByText("₹0.00")).toHaveCount(0);
  });

  test("medicines without a price come last in both price orders", async ({ page, tradeApp }) => {
    await openCatalogue(page, `${tradeApp.url}/medicines`);
    await sortSelect(page).selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(cardNames(page)).toHaveText([
      "Crocin Advance Tablet",
      "Glycomet 500 Tablet",
      "Benadryl Cough Syrup",
      "Ascoril LS Syrup",
      "Zincovit Drops",
    ]);
    await sortSelect(page).selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(cardNames(page)).toHaveText([
      "Benadryl Cough Syrup",
      "Glycomet 500 Tablet",
      "Crocin Advance Tablet",
      "Ascoril LS Syrup",
      "Zincovit Drops",
    ]);
  });

  test('the detail page shows the price per unit and the pack, or "Price on request"', async ({ page, tradeApp }) => {
    await page.goto(`${tradeApp.url}/medicines/crocin-advance-tablet`);
    await expect(page.getByRole("heading", { level: 1, name: "Crocin Advance Tablet" })).toBeVisible();
    await expect(page.getByText("₹1.20 per tablet")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Strip of 15 tablets" })).toBeVisible();

    await page.goto(`${tradeApp.url}/medicines/zincovit-drops`);
    await expect(page.getByRole("heading", { level: 1, name: "Zincovit Drops" })).toBeVisible();
    await expect(page.getByText("Price on request", { exact: true })).toBeVisible();
    await expect(page.getByText("₹0.00")).toHaveCount(0);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("Price on request");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("the catalogue page says when the catalogue was updated, in India time", async ({ page, tradeApp }) => {
    await openCatalogue(page, `${tradeApp.url}/medicines`);
    const updated = page.getByText(/^Catalogue updated /);
    await expect(updated).toBeVisible();
    const time = updated.locator("time");
    const iso = await time.getAttribute("datetime");
    expect(Date.now() - Date.parse(iso ?? "")).toBeLessThan(10 * 60_000);
    const expected = new Intl.DateTimeFormat("en-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    }).format(new Date(iso ?? ""));
    await expect(time).toHaveText(expected);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe("the real 11.8k catalogue, which has no price or stock column", () => {
  test("no card claims a stock or a price it does not know, and there is no Availability sort", async ({
    page,
    realApp,
  }) => {
    await openCatalogue(page, `${realApp.url}/medicines`);
    await expect(page.getByRole("status")).toContainText("of 11,501 medicines");
    await expect(page.getByRole("article")).toHaveCount(24);
    await expect(page.getByText(/in stock|out of stock|low stock/i)).toHaveCount(0);
    await expect(page.getByText("₹0.00")).toHaveCount(0);
    await expect(page.getByRole("article").getByText("Price on request")).toHaveCount(24);
    await expect(sortSelect(page).getByRole("option")).toHaveText([
      "Name (A–Z)",
      "Name (Z–A)",
      "Price: low to high",
      "Price: high to low",
    ]);
  });

  test("a kept link sorted by availability falls back to the default order", async ({ page, realApp }) => {
    await openCatalogue(page, `${realApp.url}/medicines?sort=availability`);
    await expect(sortSelect(page)).toHaveValue("name-asc");
    await expect(page.getByText(/out of stock/i)).toHaveCount(0);
  });

  test("a medicine page says nothing about stock and asks for the price", async ({ page, realApp }) => {
    await openCatalogue(page, `${realApp.url}/medicines`);
    const first = cardNames(page).first();
    const name = (await first.textContent()) ?? "";
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // The medicine's own price; its "Same composition" list, below the article, asks for theirs too.
    await expect(page.getByRole("article").getByText("Price on request", { exact: true })).toBeVisible();
    // Nor does the list say anything about stock: the sheet has no stock column.
    await expect(page.getByText(/in stock|out of stock/i)).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

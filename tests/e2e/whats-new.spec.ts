import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";

/**
 * "What's new" (docs/product.md §17): the fake sheet changes between two reads, the server
 * compares the versions and records the changes, and the page, its files, its feed and the
 * medicine's page show them. CATALOGUE_STOCK_HOLD_MINUTES=0: a medicine back in stock is news at once.
 */

const COLUMNS = [
  { label: "Sl", type: "number" as const },
  "Product Name",
  "Category",
  "Manufacturer",
  { label: "MRP", type: "number" as const },
  { label: "Rate", type: "number" as const },
  { label: "Stock", type: "number" as const },
  "Scheme",
];

const BEFORE: TestCell[][] = [
  [1, "Dolo 650 Tablet", "Pain Relief", "Micro Labs Ltd", 33.6, 30.5, 100, ""],
  [2, "Azithral 500 Tablet", "Antibiotics", "Alembic Pharmaceuticals", 120, 100, 0, ""],
  [3, "Crocin Advance", "Pain Relief", "GSK Pharmaceuticals", 20, 18, 50, ""],
];
const AFTER: TestCell[][] = [
  [1, "Dolo 650 Tablet", "Pain Relief", "Micro Labs Ltd", 35, 30.5, 100, ""],
  [2, "Azithral 500 Tablet", "Antibiotics", "Alembic Pharmaceuticals", 120, 100, 40, ""],
  [3, "Crocin Advance", "Pain Relief", "GSK Pharmaceuticals", 20, 17, 50, "10+1"],
  [4, "=SUM(1+1) Syrup", "Pain Relief", "Micro Labs Ltd", 50, 45, 30, ""],
  [5, 'Hale <b>"Strong"</b> & Co Inhaler', "Respiratory", "Cipla Ltd", 300, 250, 10, ""],
];

/** A server on the first sheet; then the sheet changes, and this waits until the page shows the changes. */
async function changedCatalogue(
  sheet: { set(name: string, response: { body: string }): void; url(name: string): string },
  startApp: (env: Record<string, string>) => Promise<AppServer>,
  page: Page,
  name: string,
  before?: (app: AppServer) => Promise<void>,
): Promise<AppServer> {
  sheet.set(name, { body: buildGviz(COLUMNS, BEFORE) });
  const app = await startApp({
    CATALOGUE_SOURCE: sheet.url(name),
    CATALOGUE_REFRESH_SECONDS: "1",
    CATALOGUE_STOCK_HOLD_MINUTES: "0",
  });
  await before?.(app);
  sheet.set(name, { body: buildGviz(COLUMNS, AFTER) });
  // Recorded a moment after the new version is served: the page shows it once recorded.
  await expect
    .poll(async () => (await page.request.get(`${app.url}/medicines/changes`)).text(), { timeout: 20_000 })
    .toContain("Hale");
  return app;
}

test.describe("What's new", () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows new medicines, back in stock, price changes and new schemes; filters; files and feed; the medicine's page", async ({
    page,
    sheet,
    startApp,
  }) => {
    const app = await changedCatalogue(sheet, startApp, page, "whats-new", async (first) => {
      // The first catalogue is no news: the empty state, from the header's link.
      await page.goto(first.url);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "What's new" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "What's new" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Nothing changed in the last 30 days." })).toBeVisible();
    });

    await page.goto(app.url);
    await page.getByRole("main").getByRole("link", { name: "What's new" }).click();
    await expect(page).toHaveURL(/\/medicines\/changes$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "New in the catalogue",
      "Back in stock",
      "Price changes",
      "New schemes",
    ]);
    const group = (name: string) => page.getByRole("region", { name });
    await expect(group("New in the catalogue").getByRole("link")).toHaveText([
      "=SUM(1+1) Syrup",
      'Hale <b>"Strong"</b> & Co Inhaler',
    ]);
    await expect(group("Back in stock").getByRole("link")).toHaveText(["Azithral 500 Tablet"]);
    await expect(group("Price changes")).toContainText("MRP ₹33.60 → ₹35.00, up ₹1.40 (4.2%)");
    await expect(group("Price changes")).toContainText("Rate ₹18.00 → ₹17.00, down ₹1.00 (5.6%)");
    await expect(group("New schemes")).toContainText("Crocin Advance");
    await expect(group("New schemes")).toContainText("Scheme 10+1");
    // No change is invented: Dolo's rate and Azithral's prices stayed.
    await expect(group("Price changes").getByRole("listitem")).toHaveCount(2);

    // Filters, as a GET form.
    await page.getByLabel("Manufacturer").selectOption({ label: "Cipla Ltd" });
    await page.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(/manufacturer=cipla-ltd/);
    await expect(group("New in the catalogue").getByRole("link")).toHaveText(['Hale <b>"Strong"</b> & Co Inhaler']);
    await expect(group("Price changes")).toContainText("None in the last 30 days.");

    // Files, formula-safe, and the feed, escaped and found from the page.
    await page.goto(`${app.url}/medicines/changes`);
    const csvHref = await page.getByRole("link", { name: "Download changes (CSV)" }).getAttribute("href");
    const csv = await page.request.get(`${app.url}${csvHref}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename=".*changes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csvText = await csv.text();
    expect(csvText).toContain("'=SUM(1+1) Syrup");
    expect(csvText).toContain("MRP change,Dolo 650 Tablet,Pain Relief,Micro Labs Ltd,33.6,35,1.4");
    const xlsxHref = await page.getByRole("link", { name: "Download changes (Excel)" }).getAttribute("href");
    const xlsx = await page.request.get(`${app.url}${xlsxHref}`);
    expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");

    const feedHref = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
    expect(feedHref).toBe("http://localhost:3000/medicines/changes.atom");
    const feed = await page.request.get(`${app.url}/medicines/changes.atom`);
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const titles = await page.evaluate(
      (xml) => {
        const document = new DOMParser().parseFromString(xml, "application/xml");
        if (document.querySelector("parsererror")) return null;
        return [...document.querySelectorAll("entry > title")].map((title) => title.textContent);
      },
      await feed.text(),
    );
    expect(titles).toContain('Hale <b>"Strong"</b> & Co Inhaler: new in the catalogue');
    expect(titles).toContain("Dolo 650 Tablet: MRP ₹33.60 → ₹35.00");
    expect(titles).toHaveLength(6);

    // The medicine's page shows its last price change with its date.
    await group("Price changes").getByRole("link", { name: "Dolo 650 Tablet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dolo 650 Tablet" })).toBeVisible();
    await expect(page.getByText(/^MRP changed on \d{1,2} \w{3} \d{4}: ₹33\.60 → ₹35\.00$/)).toBeVisible();
    await page.goto(`${app.url}/medicines/2`);
    await expect(page.getByText(/changed on/)).toHaveCount(0);
  });

  test.describe("on a phone without JavaScript, in Hindi", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("the page reads in Hindi and its filters work as a plain form", async ({ page, sheet, startApp }) => {
      const app = await changedCatalogue(sheet, startApp, page, "whats-new-hi");
      await page.goto(`${app.url}/hi/medicines/changes`);
      await expect(page.getByRole("heading", { level: 1, name: "नया क्या है" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        "सूची में नई दवाएँ",
        "फिर से स्टॉक में",
        "दाम में बदलाव",
        "नई स्कीम",
      ]);
      await expect(page.getByRole("region", { name: "दाम में बदलाव" })).toContainText(
        "MRP ₹33.60 → ₹35.00, ₹1.40 (4.2%) बढ़ा",
      );
      await page.getByLabel("श्रेणी").selectOption({ label: "Antibiotics" });
      await page.getByRole("button", { name: "बदलाव दिखाएँ" }).click();
      await expect(page).toHaveURL(/\/hi\/medicines\/changes\?category=antibiotics/);
      await expect(page.getByRole("region", { name: "फिर से स्टॉक में" }).getByRole("link")).toHaveText([
        "Azithral 500 Tablet",
      ]);
      await expect(page.getByRole("region", { name: "सूची में नई दवाएँ" })).toContainText("पिछले 30 दिनों में कोई नहीं।");
      await expect(page.getByRole("link", { name: "बदलाव डाउनलोड करें (CSV)" })).toHaveAttribute(
        "href",
        "/hi/medicines/changes.csv?category=antibiotics",
      );
      // No page wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

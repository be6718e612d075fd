import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { sheetColumns } from "../../scripts/lib/sheet-columns";
import { test, expect } from "./support/fixtures";
import { buildGviz } from "./support/sheet-builder";
import { cardNames, catalogueStatus, namesWhere, TEST_MEDICINES } from "./support/test-catalogue";
import { waitForScript } from "./support/hydration";

/** The manufacturers' pages (docs/product.md 11.5) on the 60-medicine test catalogue. */

const countOf = (manufacturer: string) => TEST_MEDICINES.filter((m) => m.manufacturer === manufacturer).length;
const of = (manufacturer: string) => (m: { manufacturer: string }) => m.manufacturer === manufacturer;

const REDDY = "Dr. Reddy's Laboratories Ltd";
const REDDY_PATH = "/manufacturers/dr-reddy-s-laboratories-ltd";
const CIPLA = "Cipla Ltd";

/** Every manufacturer of the test catalogue, A–Z. */
const ALL = [
  "Alembic Pharmaceuticals Ltd",
  "Apex Laboratories Pvt Ltd",
  CIPLA,
  REDDY,
  "GlaxoSmithKline Pharmaceuticals Ltd",
  "Micro Labs Ltd",
  "Pfizer Ltd",
  "Sanofi India Ltd",
  "Sun Pharmaceutical Industries Ltd",
];

const SITE = "http://localhost:3000";

/** The list items of the index, each a manufacturer's link and its count. */
const indexEntries = (page: Page) => page.getByRole("main").getByRole("region").getByRole("listitem");

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}

test.describe("the manufacturers index", () => {
  test("lists every manufacturer A–Z with its number of medicines, each linking to its page", async ({
    page,
    catalogueApp,
  }) => {
    const response = await page.goto(`${catalogueApp.url}/manufacturers`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Manufacturers" })).toBeVisible();
    await expect(page.getByText(`${ALL.length} manufacturers, A–Z`)).toBeVisible();
    await expect(indexEntries(page).getByRole("link")).toHaveText(ALL);
    await expect(indexEntries(page)).toHaveText(
      ALL.map((name) => `${name}${countOf(name)} ${countOf(name) === 1 ? "medicine" : "medicines"}`),
    );
    await expect(page.getByRole("link", { name: CIPLA })).toHaveAttribute("href", "/manufacturers/cipla-ltd");

    // The letters jump to their sections.
    const letters = page.getByRole("navigation", { name: "Manufacturers by letter" }).getByRole("link");
    await expect(letters).toHaveText(["A", "C", "D", "G", "M", "P", "S"]);
    await letters.filter({ hasText: "S" }).click();
    await expect(page).toHaveURL(/\/manufacturers#letter-S$/);
    await expect(page.getByRole("heading", { level: 2, name: "S", exact: true })).toBeInViewport();

    await page.getByRole("link", { name: REDDY }).click();
    await expect(page).toHaveURL(new RegExp(`${REDDY_PATH}$`));
    await expect(page.getByRole("heading", { level: 1, name: REDDY })).toBeVisible();
  });

  test("has its own title and description, its canonical address and a BreadcrumbList", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}/manufacturers`);
    await expect(page).toHaveTitle("Manufacturers | Ganga Pharma Distributors");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /all 9 manufacturers/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/manufacturers`);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(await jsonLdBlocks(page)).toContainEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Manufacturers", item: `${SITE}/manufacturers` },
      ],
    });
  });

  test("the footer's Manufacturers link leads to it", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/about`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Manufacturers" }).click();
    await expect(page).toHaveURL(/\/manufacturers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manufacturers" })).toBeVisible();
  });

  test("axe finds no violations", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/manufacturers`);
    await expect(indexEntries(page)).toHaveCount(ALL.length);
    await expectNoAxeViolations(page);
  });
});

test.describe("a manufacturer's page", () => {
  test("shows only its medicines, named by its heading, 24 to a page", async ({ page, catalogueApp }) => {
    const response = await page.goto(`${catalogueApp.url}${REDDY_PATH}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: REDDY })).toBeVisible();
    const reddy = namesWhere(of(REDDY));
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${reddy.length} medicines`);
    await expect(cardNames(page)).toHaveText(reddy.slice(0, 24));

    const pageTwo = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" });
    await waitForScript(pageTwo);
    await pageTwo.click();
    await expect(page).toHaveURL(new RegExp(`${REDDY_PATH}\\?page=2$`));
    await expect(catalogueStatus(page)).toHaveText(`Showing 25–26 of ${reddy.length} medicines`);
    await expect(cardNames(page)).toHaveText(reddy.slice(24));
    await expect(page.getByRole("heading", { name: "Medicines", exact: true })).toBeFocused();

    await page.goto(`${catalogueApp.url}/manufacturers/cipla-ltd`);
    await expect(page.getByRole("heading", { level: 1, name: CIPLA })).toBeVisible();
    await expect(cardNames(page)).toHaveText(namesWhere(of(CIPLA)));
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("its cards do not repeat the manufacturer its heading names; the catalogue's cards do", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}${REDDY_PATH}`);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(24);
    await expect(cards.filter({ hasText: REDDY })).toHaveCount(0);
    // Its brand stays: "Dr. Reddy's" on each card.
    await expect(cards.filter({ hasText: "Dr. Reddy's" })).toHaveCount(24);

    await page.goto(`${catalogueApp.url}/medicines?manufacturer=${encodeURIComponent(REDDY)}`);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: REDDY })).toHaveCount(await cards.count());
  });

  test("Sort by reorders its medicines and stays on its page", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}${REDDY_PATH}?page=2`);
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await waitForScript(sort);
    await sort.selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(new RegExp(`${REDDY_PATH}\\?sort=price-desc$`));
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 26 medicines");
    await expect(cardNames(page)).toHaveText(namesWhere(of(REDDY), (a, b) => b.rate - a.rate).slice(0, 24));
    await expect(sort).toHaveValue("price-desc");
  });

  test("offers its price list in its order: the downloads and the printable page hold its medicines only", async ({
    page,
    request,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}${REDDY_PATH}?sort=price-desc`);
    const csvHref = await page.getByRole("link", { name: "Download price list (CSV)" }).getAttribute("href");
    const csv = await (await request.get(`${catalogueApp.url}${csvHref}`)).text();
    const reddyByPrice = namesWhere(of(REDDY), (a, b) => b.rate - a.rate);
    // One row per medicine after the heading, in the page's order, nobody else's.
    const rows = csv.trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(reddyByPrice.length);
    rows.forEach((row, index) => expect(row).toContain(reddyByPrice[index]!));
    await expect(page.getByRole("link", { name: "Download price list (Excel)" })).toHaveAttribute("href", /\.xlsx\?/);

    await page.getByRole("link", { name: "Print price list" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(reddyByPrice.length + 1);
  });

  test("has its own title and description, its canonical address, neighbours and a BreadcrumbList", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}${REDDY_PATH}`);
    await expect(page).toHaveTitle(`${REDDY} medicines | Ganga Pharma Distributors`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `26 medicines by ${REDDY} in our catalogue: compare prices, check stock and prescription status.`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${REDDY_PATH}`);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${SITE}${REDDY_PATH}?page=2`);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link")).toHaveText(["Home", "Manufacturers"]);
    await expect(trail.getByText(REDDY)).toHaveAttribute("aria-current", "page");
    expect(await jsonLdBlocks(page)).toContainEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Manufacturers", item: `${SITE}/manufacturers` },
        { "@type": "ListItem", position: 3, name: REDDY, item: `${SITE}${REDDY_PATH}` },
      ],
    });

    await page.goto(`${catalogueApp.url}${REDDY_PATH}?page=2&sort=price-asc`);
    await expect(page).toHaveTitle(`${REDDY} medicines, page 2 | Ganga Pharma Distributors`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE}${REDDY_PATH}?sort=price-asc&page=2`,
    );
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${SITE}${REDDY_PATH}?sort=price-asc`);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
  });

  test("an unknown manufacturer answers 404 with a way to the list of manufacturers", async ({
    page,
    catalogueApp,
  }) => {
    const response = await page.goto(`${catalogueApp.url}/manufacturers/no-such-company`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Manufacturer not found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "All manufacturers" }).click();
    await expect(page).toHaveURL(/\/manufacturers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manufacturers" })).toBeVisible();
  });

  test("a medicine's page links its manufacturer to the manufacturer's page", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/manufacturers/cipla-ltd`);
    await page.getByRole("link", { name: "Novamox 500 Tablet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Novamox 500 Tablet" })).toBeVisible();
    await page.getByRole("link", { name: CIPLA, exact: true }).click();
    await expect(page).toHaveURL(/\/manufacturers\/cipla-ltd$/);
    await expect(page.getByRole("heading", { level: 1, name: CIPLA })).toBeVisible();
  });

  test("axe finds no violations", async ({ page, catalogueApp }) => {
    test.slow();
    await page.goto(`${catalogueApp.url}${REDDY_PATH}`);
    await expect(page.getByRole("article")).toHaveCount(24);
    await expectNoAxeViolations(page);
  });
});

test.describe("manufacturers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the index links, the page numbers and the sort work as plain links and a form", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}/manufacturers`);
    await page.getByRole("link", { name: REDDY }).click();
    await expect(page.getByRole("heading", { level: 1, name: REDDY })).toBeVisible();

    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${REDDY_PATH}\\?page=2$`));
    await expect(catalogueStatus(page)).toHaveText("Showing 25–26 of 26 medicines");

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`${REDDY_PATH}\\?sort=price-asc$`));
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 26 medicines");
    await expect(cardNames(page)).toHaveText(namesWhere(of(REDDY), (a, b) => a.rate - b.rate).slice(0, 24));
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
  });
});

test.describe("manufacturers and the sheet", () => {
  test("spellings that make the same address share one page, named as most medicines spell it", async ({
    page,
    appOn,
  }) => {
    const columns = sheetColumns(["name", "manufacturer", "sellingPrice"]);
    const body = buildGviz(columns, [
      ["Ciplox 500 Tablet", "Cipla Ltd", 40],
      ["Cetzine Tablet", "Cipla Ltd.", 20],
      ["Azee 500 Tablet", "Cipla Ltd", 90],
      ["Lonely Tablet", "  ", 10],
      ["Ganga Drops", "गंगा फार्मा", 15],
    ]);
    const app = await appOn("manufacturers-spellings", body);
    await page.goto(`${app.url}/manufacturers`);
    // Without a manufacturer, "Lonely Tablet" is on no page.
    await expect(indexEntries(page)).toHaveText(["Cipla Ltd3 medicines", "गंगा फार्मा1 medicine"]);
    await page.getByRole("link", { name: "Cipla Ltd" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cipla Ltd" })).toBeVisible();
    await expect(cardNames(page)).toHaveText(["Azee 500 Tablet", "Cetzine Tablet", "Ciplox 500 Tablet"]);

    // A name in Devanagari has a page too, listed under "#".
    await page.goto(`${app.url}/manufacturers`);
    const letters = page.getByRole("navigation", { name: "Manufacturers by letter" }).getByRole("link");
    await expect(letters).toHaveText(["C", "# (digits and other characters)"]);
    await page.getByRole("link", { name: "गंगा फार्मा" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "गंगा फार्मा" })).toBeVisible();
    await expect(cardNames(page)).toHaveText(["Ganga Drops"]);
  });

  test("without a catalogue both pages say so and answer 503", async ({ page, sheet, startApp }) => {
    test.slow();
    sheet.set("manufacturers-down", { status: 500 });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("manufacturers-down") });
    for (const path of ["/manufacturers", "/manufacturers/cipla-ltd"]) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status()).toBe(503);
      const alert = page.getByRole("alert");
      await expect(alert.getByRole("heading", { name: "Error Loading Data" })).toBeVisible();
      await expect(alert).toContainText("Network response was not ok: Internal Server Error");
      await expect(alert.getByRole("link", { name: "Try again" })).toHaveAttribute("href", path);
    }
  });

  test("the sitemap lists the index and every manufacturer's page", async ({ request, catalogueApp }) => {
    const xml = await (await request.get(`${catalogueApp.url}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations).toContain(`${SITE}/manufacturers`);
    const pages = locations.filter((loc) => loc.startsWith(`${SITE}/manufacturers/`));
    expect(pages).toHaveLength(ALL.length);
    expect(pages).toContain(`${SITE}${REDDY_PATH}`);
    for (const loc of pages) {
      const response = await request.get(loc.replace(SITE, catalogueApp.url));
      expect(response.status()).toBe(200);
    }
  });
});

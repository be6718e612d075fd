import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { cardNames, catalogueStatus } from "./support/test-catalogue";

/**
 * "Same composition, other brands" (docs/product.md 11.3) on the sample catalogue: the section
 * on the detail page, its order and price comparison, the out-of-stock notice, and the
 * composition's link to the catalogue search.
 */

const section = (page: Page) => page.getByRole("region", { name: "Same composition" });
const rows = (page: Page) => section(page).getByRole("listitem");

// Albimol 650mg Tablet: ₹12.79 for 10 tablets, ₹1.279 a tablet. Its group, by price per tablet:
// Pacimol ₹19.12/15 = ₹1.2747 (0.3% less: the same after rounding), Algina ₹133.39/100 = ₹1.3339
// (4.3% more), Macfast ₹33.26/15 = ₹2.2173 (73.4% more), and Parvis, whose pack size is unknown:
// priced per pack only, last, with no percentage.
const ALBIMOL = { path: "/medicines/96", name: "Albimol 650mg Tablet", composition: "Paracetamol (650mg)" };
const ALBIMOL_ALTERNATIVES = [
  { name: "Pacimol 650 Tablet", price: "Rate ₹1.27 per tablet", comparison: "Same price" },
  { name: "Algina 650 Tablet", price: "Rate ₹1.33 per tablet", comparison: "4% dearer" },
  { name: "Macfast 650 Tablet", price: "Rate ₹2.22 per tablet", comparison: "73% dearer" },
  // Parvis has an MRP and no rate: named MRP, and never compared with a rate (decision 023).
  { name: "Parvis 650 Tablet", price: "MRP ₹23.57 per pack", comparison: null },
];

// Almox-CV 625 Tablet is out of stock (₹116.51 for 6 tablets, ₹19.42 a tablet); three other
// brands of amoxicillin 500 mg + clavulanic acid 125 mg tablets are in stock, all cheaper.
const ALMOX = {
  path: "/medicines/144",
  name: "Almox-CV 625 Tablet",
  composition: "Amoxycillin (500mg) + Clavulanic Acid (125mg)",
};
const ALMOX_ALTERNATIVES = ["Amoxyclav 625 Tablet", "Augpen 625 BID Tablet", "Advent 625 Tablet"];

test.describe("same composition, other brands", () => {
  test("lists the other brands cheapest per unit first, with their price per unit and the difference", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}${ALBIMOL.path}`);
    await expect(page.getByRole("heading", { level: 1, name: ALBIMOL.name })).toBeVisible();
    await expect(section(page).getByRole("heading", { level: 2, name: "Same composition" })).toBeVisible();
    await expect(section(page).getByRole("link")).toHaveText(ALBIMOL_ALTERNATIVES.map((item) => item.name));
    // The medicine itself is not its own alternative.
    await expect(section(page).getByRole("link", { name: ALBIMOL.name })).toHaveCount(0);

    for (const [index, alternative] of ALBIMOL_ALTERNATIVES.entries()) {
      const row = rows(page).nth(index);
      await expect(row.getByText(alternative.price, { exact: true })).toBeVisible();
      if (alternative.comparison) await expect(row.getByText(alternative.comparison, { exact: true })).toBeVisible();
      else await expect(row.getByText(/cheaper|dearer|Same price/)).toHaveCount(0);
      // The sample has a stock column: every alternative shows its availability. None needs a prescription.
      await expect(row.getByText(/^(In Stock|Low Stock|Out of Stock)$/)).toBeVisible();
      await expect(row.getByText("Prescription required")).toHaveCount(0);
      await expect(row.getByText("OTC", { exact: true })).toBeVisible();
    }
    // Parvis has 0 in stock.
    await expect(rows(page).nth(3).getByText("Out of Stock", { exact: true })).toBeVisible();
    // In stock, nothing points to the section.
    await expect(page.getByRole("link", { name: "see medicines with the same composition" })).toHaveCount(0);

    await section(page).getByRole("link", { name: "Algina 650 Tablet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Algina 650 Tablet" })).toBeVisible();
    // From Algina (₹1.3339 a tablet), Albimol is 4% cheaper.
    const albimol = rows(page).filter({ has: page.getByRole("link", { name: ALBIMOL.name }) });
    await expect(albimol.getByText("4% cheaper", { exact: true })).toBeVisible();
  });

  test("an out-of-stock medicine points from its price to the section", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}${ALMOX.path}`);
    await expect(page.getByRole("heading", { level: 1, name: ALMOX.name })).toBeVisible();
    await expect(page.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(section(page).getByRole("link")).toHaveText(ALMOX_ALTERNATIVES);
    // Almox-CV has an MRP and no rate: its MRP is compared with no alternative's rate (decision 023).
    await expect(
      rows(page)
        .first()
        .getByText(/cheaper|dearer|Same price/),
    ).toHaveCount(0);
    await expect(
      rows(page)
        .first()
        .getByText(/^Rate ₹[\d.,]+ per tablet$/),
    ).toBeVisible();
    // Rx and schedule badges of the alternatives (all Schedule H, prescription only).
    await expect(rows(page).first().getByText("Prescription required")).toBeAttached();
    await expect(rows(page).first().getByText("Schedule H", { exact: true })).toBeVisible();

    const notice = page.getByRole("link", { name: "see medicines with the same composition" });
    await expect(notice).toHaveAttribute("href", "#same-composition");
    await notice.click();
    await expect(page).toHaveURL(/#same-composition$/);
    await expect(section(page).getByRole("heading", { name: "Same composition" })).toBeInViewport();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("a medicine whose composition no other medicine shares has no section and no notice", async ({
    page,
    sampleApp,
  }) => {
    // Aciloc RD 20 is out of stock, and nothing else has domperidone 10 mg + omeprazole 20 mg.
    await page.goto(`${sampleApp.url}/medicines/29`);
    await expect(page.getByRole("heading", { level: 1, name: "Aciloc RD 20 Tablet" })).toBeVisible();
    await expect(page.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Same composition" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "see medicines with the same composition" })).toHaveCount(0);
  });

  test("the composition links to the catalogue searched for every medicine containing it", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}${ALMOX.path}`);
    await page.getByRole("main").getByRole("link", { name: ALMOX.composition, exact: true }).click();
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue(ALMOX.composition);
    await expect(catalogueStatus(page)).toHaveText(/^Showing 1–5 of 5 medicines$/);
    // The four brands, and the one that adds lactobacillus: it contains the composition too.
    expect((await cardNames(page).allTextContents()).sort()).toEqual(
      [ALMOX.name, ...ALMOX_ALTERNATIVES, "Augpen LB 625 Tablet"].sort(),
    );
  });
});

test.describe("same composition without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the section, the notice and the links work from the server's page alone", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}${ALMOX.path}`);
    await expect(section(page).getByRole("link")).toHaveText(ALMOX_ALTERNATIVES);
    await page.getByRole("link", { name: "see medicines with the same composition" }).click();
    await expect(page).toHaveURL(/#same-composition$/);
    await section(page).getByRole("link", { name: "Augpen 625 BID Tablet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Augpen 625 BID Tablet" })).toBeVisible();
    await expect(section(page).getByRole("link", { name: ALMOX.name })).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: ALMOX.composition, exact: true }).click();
    await expect(catalogueStatus(page)).toHaveText(/^Showing 1–5 of 5 medicines$/);
  });
});

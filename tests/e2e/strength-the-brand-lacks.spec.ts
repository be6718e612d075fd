import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

/**
 * A brand with a strength the catalogue lacks (decision 017, docs/search.md "When nothing is
 * found"): the sample catalogue sells Abevia as acebrophylline 100 mg (and Abevia-N, which adds
 * acetylcysteine), and acebrophylline 200 mg under other brands. "abevia 200" leads to the same
 * composition at 200 first, then to Abevia's own medicines.
 */
const search = "abevia 200";

const combobox = (page: Page) => page.getByRole("search").getByRole("combobox", { name: "Search medicines" });

for (const javaScriptEnabled of [true, false]) {
  test(`the page offers the composition at that strength, then the brand (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    sampleApp,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${sampleApp.url}/medicines?search=${encodeURIComponent(search)}`);
    await expect(page.getByRole("heading", { name: `No medicines found for “${search}”` })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Same composition and strength" })
        .getByRole("link", { name: /^Acebrophylline 200/ }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Closest in our catalogue" }).getByRole("link").first()).toHaveText(
      /^abevia/,
    );
    await page
      .getByRole("region", { name: "Same composition and strength" })
      .getByRole("link", { name: /^Acebrophylline 200/ })
      .click();
    await expect(page).toHaveURL(/\/medicines\?search=Acebrophylline\+200$/);
    await expect(page.getByRole("heading", { name: /No medicines found/ })).toHaveCount(0);
    await context.close();
  });
}

test("the header's suggestions offer the same, on a phone too", async ({ page, sampleApp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${sampleApp.url}/about`);
  await waitForScript(combobox(page));
  await combobox(page).pressSequentially(search);
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toHaveText(/Acebrophylline 200\s*Composition · 4 medicines/);
  await expect(options.nth(1)).toContainText("Abevia 100 Capsule");
});

test("the header's suggestions offer the same on a Hindi page, in Hindi", async ({ page, sampleApp }) => {
  await page.goto(`${sampleApp.url}/hi/about`);
  const hindiCombobox = page.getByRole("search").getByRole("combobox", { name: "दवाएँ खोजें" });
  await waitForScript(hindiCombobox);
  await hindiCombobox.pressSequentially(search);
  const options = page.getByRole("listbox", { name: "सुझाव" }).getByRole("option");
  await expect(options.first()).toHaveText(/Acebrophylline 200\s*कंपोज़िशन \(साल्ट\) · 4 दवाएँ/);
  await expect(options.nth(1)).toContainText("Abevia 100 Capsule");
  // The composition leads to its medicines on the Hindi catalogue page.
  await options.first().click();
  await expect(page).toHaveURL(/\/hi\/medicines\?/);
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForKeptCopy } from "./support/test-catalogue";
import { waitForScript } from "./support/hydration";

// The service worker is what these tests are about (the other specs block it).
test.use({ serviceWorkers: "allow" });

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search catalogue" });
const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline" });

/**
 * Waits until the service worker is active (pages saved at install are in its cache) and the
 * browser keeps the catalogue, with the code that answers from it. The current page itself may stay without a controller: a
 * page that started loading while the worker activated is not claimed.
 */
async function waitUntilReadyForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await waitForKeptCopy(page);
}

test.describe("offline", () => {
  test("after one visit, the catalogue and a visited medicine page open without a network, with a notice", async ({
    page,
    context,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/medicines`);
    await waitForScript(searchBox(page));
    await waitUntilReadyForOffline(page);
    // The link below is followed in the page: its data request must pass through the worker.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const first = page.getByRole("article").first();
    const name = (await first.getByRole("heading").textContent())!;
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const medicineUrl = page.url();
    await expect(offlineNotice(page)).toHaveCount(0);

    await context.setOffline(true);

    await page.goto(`${sampleApp.url}/medicines`);
    await expect(offlineNotice(page)).toHaveText(
      "You are offline. This is a saved copy of the page: prices and stock may have changed since.",
    );
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText("Showing 1–24 of 717 medicines");
    // Filtering works from the browser's copy of the catalogue.
    await waitForScript(searchBox(page));
    await searchBox(page).fill("amox");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/search=amox$/);
    await expect(page.getByRole("article").first()).toContainText(/amox/i);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.goto(medicineUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(offlineNotice(page)).toBeVisible();

    // Back online, the notice goes away.
    await context.setOffline(false);
    await expect(offlineNotice(page)).toHaveCount(0);
  });

  test("after a visit to the home page alone, a catalogue address never opened, such as a category tile's link, shows its own results offline", async ({
    page,
    context,
    browser,
    sampleApp,
  }) => {
    const address = `${sampleApp.url}/medicines?category=painkillers&sort=price-asc`;
    // Read online in a browser context of its own: it shares no HTTP cache with the visitor's, who
    // has opened the home page only, so the catalogue's scripts must come from what the worker saved.
    const online = await browser.newContext();
    const onlinePage = await online.newPage();
    await onlinePage.goto(address);
    const expected = {
      status: (await onlinePage.getByRole("status").textContent())!,
      names: await onlinePage.getByRole("article").getByRole("heading").allTextContents(),
    };
    await online.close();
    await page.goto(`${sampleApp.url}/`);
    await waitUntilReadyForOffline(page);
    await context.setOffline(true);

    await page.goto(address);
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(expected.status);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText(expected.names);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("painkillers");
  });

  test("a page never opened before says it is not saved, and links to the catalogue", async ({
    page,
    context,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/medicines`);
    await waitUntilReadyForOffline(page);
    await context.setOffline(true);

    const response = await page.goto(`${sampleApp.url}/about`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.getByRole("link", { name: "the medicine catalogue" })).toHaveAttribute("href", "/medicines");
  });
});

test.describe("what the service worker saves", () => {
  test("a price list download is not saved among the pages", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/medicines?category=antibiotics`);
    await waitUntilReadyForOffline(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Opened by its address (a bookmark, a shared link): a navigation the worker sees.
    const download = page.waitForEvent("download");
    await page.goto(`${sampleApp.url}/medicines/price-list.csv?category=antibiotics`).catch(() => {
      // Navigating to a download ends in the download, not in a page.
    });
    await (await download).path();
    // A page opened after the download is saved: the worker has had its turn at both.
    await page.goto(`${sampleApp.url}/about`);
    const saved = async () =>
      page.evaluate(async () => {
        const cache = await caches.open("pages-v1");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
    await expect.poll(saved).toContain("/about");
    expect(await saved()).not.toContain("/medicines/price-list.csv");
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { waitForScript } from "./support/hydration";
import { test, expect } from "./support/fixtures";
import { waitForKeptCopy } from "./support/test-catalogue";

/** The header search's suggestions (docs/product.md 10.6, 15.1). */

const combobox = (page: Page) => page.getByRole("search").getByRole("combobox", { name: "Search medicines" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggestions" });

/** Opens a page and waits until its script runs (the header's combobox then answers typing). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForScript(combobox(page));
}

/** Every request the page makes to the server's suggestions. */
function watchSuggestionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/search-suggestions") seen.push(url.search);
  });
  return seen;
}

test.describe("header suggestions", () => {
  test("typing lists at most 8 suggestions; the arrow keys and Enter open a medicine; no axe violations", async ({
    page,
    sampleApp,
  }) => {
    await open(page, `${sampleApp.url}/about`);
    const box = combobox(page);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.pressSequentially("azi");
    await expect(suggestions(page)).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const options = suggestions(page).getByRole("option");
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(options.first()).toContainText("Azibact 500 Tablet");
    await expect(options.first()).toContainText("Azithromycin (500mg) · Tablet");
    await expect(
      suggestions(page).getByRole("option", { name: /Azithromycin \(500mg\)\s*Composition · 4 medicines/ }),
    ).toBeVisible();

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/medicines\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azicip 500 Tablet");
    await expect(box).toHaveValue("");
    await expect(suggestions(page)).toBeHidden();
  });

  test("Escape closes the list and a second Escape clears the box; Enter without a choice searches", async ({
    page,
    sampleApp,
  }) => {
    await open(page, `${sampleApp.url}/`);
    const box = combobox(page);
    await box.pressSequentially("azithral");
    await expect(suggestions(page).getByRole("option")).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("azithral");
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");

    await box.pressSequentially("azithral");
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${sampleApp.url}/medicines?search=azithral`);
    await expect(page.getByRole("status")).toHaveText("Showing 1–3 of 3 medicines");
  });

  test("a composition's suggestion searches the catalogue for it, a manufacturer's filters by it", async ({
    page,
    sampleApp,
  }) => {
    await open(page, `${sampleApp.url}/`);
    const box = combobox(page);
    await box.pressSequentially("cipla");
    await suggestions(page)
      .getByRole("option", { name: /Cipla Ltd/ })
      .click();
    await expect(page).toHaveURL(`${sampleApp.url}/medicines?manufacturer=Cipla+Ltd`);
    await expect(page.getByRole("status")).toContainText("of 48 medicines");
  });

  test("without a kept copy the server answers", async ({ page, catalogueApp }) => {
    const asked = watchSuggestionRequests(page);
    await open(page, `${catalogueApp.url}/`);
    // The word arrives in one input event: typed key by key, a pause longer than the debounce on a
    // busy machine would make an extra request for a prefix, which is not what this test is about.
    await combobox(page).fill("azithral");
    await expect(suggestions(page).getByRole("option", { name: /Azithral 500 Tablet/ })).toBeVisible();
    expect(asked).toEqual(["?q=azithral"]);
  });

  test("once the browser keeps the catalogue, suggestions come from its copy without a request", async ({
    page,
    sampleApp,
  }) => {
    const asked = watchSuggestionRequests(page);
    await open(page, `${sampleApp.url}/`);
    await waitForKeptCopy(page);
    await combobox(page).pressSequentially("azithral");
    await expect(suggestions(page).getByRole("option")).toHaveCount(3);
    await expect(suggestions(page).getByRole("option").first()).toContainText("Azithral 100 Liquid");
    expect(asked).toEqual([]);
  });

  test("without JavaScript the header form still searches the catalogue", async ({ browser, sampleApp }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${sampleApp.url}/about`);
      const box = combobox(page);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await box.fill("azithral");
      await page.getByRole("search").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(`${sampleApp.url}/medicines?search=azithral`);
      await expect(page.getByRole("status")).toHaveText("Showing 1–3 of 3 medicines");
    } finally {
      await context.close();
    }
  });
});

test.describe("header suggestions on a 390 px wide screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the list floats under the box within the screen, moves nothing, and a tap opens an option", async ({
    page,
    sampleApp,
  }) => {
    await open(page, `${sampleApp.url}/`);
    const main = page.getByRole("main");
    const before = await main.boundingBox();
    await combobox(page).pressSequentially("azi");
    await expect(suggestions(page)).toBeVisible();
    expect(await main.boundingBox()).toEqual(before);
    const list = (await suggestions(page).boundingBox())!;
    const box = (await combobox(page).boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    expect(list.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await suggestions(page).getByRole("option").first().tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azibact 500 Tablet");
  });
});

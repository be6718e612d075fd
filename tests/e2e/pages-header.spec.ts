import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

test.describe("header", () => {
  test("marks the current page in the navigation", async ({ page, sampleApp }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const { path, current } of [
      { path: "/", current: "Home" },
      { path: "/medicines", current: "Medicines" },
      { path: "/about", current: "About" },
      { path: "/contact", current: "Contact" },
    ]) {
      await page.goto(`${sampleApp.url}${path}`);
      await expect(nav.getByRole("link", { name: current, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("the logo leads home", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/about`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Ganga Pharma Distributors/ })
      .click();
    await expect(page).toHaveURL(`${sampleApp.url}/`);
  });

  test("search: blank text does nothing; trimmed text opens the catalogue search and clears the box", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/contact`);
    const search = page.getByRole("search");
    const box = search.getByRole("combobox", { name: "Search medicines" });
    // Blank text doing nothing and the box clearing are the script's; before it, the form is a plain one.
    await waitForScript(box);
    await search.getByRole("button", { name: "Search" }).click();
    await box.fill("    ");
    await box.press("Enter");
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);

    await box.fill("  azithral ");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/medicines?search=azithral`);
    await expect(box).toHaveValue("");
    await expect(page.getByRole("status")).toContainText(/of \d+ medicines/);
  });
});

test.describe("header on a 390 px wide screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // A long keyboard walk through the menu; slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("the menu button opens and closes the navigation by keyboard", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/about`);
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    // Skip link, logo, "Paste an order" (12.11), the enquiry list (docs/product.md 12.1), the page in
    // Hindi (14.2), then the menu button: the order they sit in on a phone's first row.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Paste an order" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Enquiry list 0 medicines" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "हिन्दी" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The links follow the button in the tab order; the current page is marked.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

    // Escape closes the menu and puts the focus back on its button.
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    // Space opens it again; choosing a page navigates and closes the menu.
    await page.keyboard.press(" ");
    await expect(nav).toBeVisible();
    // Home, Medicines, Manufacturers, What's new, About, Contact.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contact" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap outside the open menu closes it", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav).toBeHidden();
  });

  test("without JavaScript the navigation is simply shown", async ({ browser, sampleApp }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${sampleApp.url}/`);
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await nav.getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL(`${sampleApp.url}/about`);
    } finally {
      await context.close();
    }
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";
import { waitForScript } from "./support/hydration";
import { cardNames, catalogueStatus, TEST_MEDICINES, openCatalogue } from "./support/test-catalogue";

const total = TEST_MEDICINES.length;

test.describe("the catalogue on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the filter panel opens from a button, applies at once and gives focus back", async ({ page, catalogueApp }) => {
    test.slow();
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    // The sidebar is for wide screens.
    await expect(page.getByRole("combobox", { name: "Category" })).toBeHidden();
    const open = page.getByRole("button", { name: "Filters" });
    await open.click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);

    await panel.getByRole("combobox", { name: "Category" }).selectOption({ label: "Antibiotics" });
    await panel.getByRole("checkbox", { name: "Prescription only" }).check();
    await expect(page).toHaveURL(/\/medicines\?category=antibiotics&rx=1$/);
    await panel.getByRole("button", { name: "Show 29 medicines" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters 2 active" })).toBeFocused();
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 29 medicines");

    await page.getByRole("button", { name: "Filters 2 active" }).click();
    await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Reset" }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeFocused();
  });

  test("the panel's Manufacturer filter lists every manufacturer, also when the catalogue came by a link", async ({
    page,
    catalogueApp,
  }) => {
    test.slow();
    const options = [
      "All manufacturers",
      ...[...new Set(TEST_MEDICINES.map((m) => m.manufacturer))].sort((a, b) =>
        a.localeCompare(b, "en-IN", { sensitivity: "base" }),
      ),
    ];
    await page.goto(`${catalogueApp.url}/about`);
    const menu = page.getByRole("button", { name: "Menu" });
    await waitForScript(menu);
    await menu.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Medicines", exact: true }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await page.getByRole("button", { name: "Filters" }).click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel.getByRole("combobox", { name: "Manufacturer" }).getByRole("option")).toHaveText(options);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await panel.getByRole("combobox", { name: "Manufacturer" }).selectOption("Micro Labs Ltd");
    await expect(page).toHaveURL(/\/medicines\?manufacturer=Micro\+Labs\+Ltd$/);
    await panel.getByRole("button", { name: "Show 1 medicine" }).click();
    await expect(cardNames(page)).toHaveText(["Dolo 650 Tablet"]);

    // A page loaded as a document: the panel lists the names the page's own filter has.
    await openCatalogue(page, `${catalogueApp.url}/medicines?manufacturer=Cipla+Ltd`);
    await page.getByRole("button", { name: "Filters 1 active" }).click();
    const select = page.getByRole("dialog", { name: "Filters" }).getByRole("combobox", { name: "Manufacturer" });
    await expect(select.getByRole("option")).toHaveText(options);
    await expect(select).toHaveValue("Cipla Ltd");
  });

  test("search, sort, view and paging stay on the page", async ({ page, catalogueApp }) => {
    test.slow();
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await page.getByRole("searchbox", { name: "Search catalogue" }).fill("dolo");
    await page.getByRole("searchbox", { name: "Search catalogue" }).press("Enter");
    await expect(catalogueStatus(page)).toHaveText("Showing 1–1 of 1 medicine");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
    await expect(page.getByRole("button", { name: "List view" })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Paging" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});

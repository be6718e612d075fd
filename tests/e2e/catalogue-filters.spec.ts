import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForScript } from "./support/hydration";
import {
  byName,
  cardNames,
  catalogueStatus,
  namesWhere,
  TEST_MEDICINES,
  type TestMedicine,
  openCatalogue,
  searchCatalogue,
} from "./support/test-catalogue";

const total = TEST_MEDICINES.length;
const showing = (shown: number, of: number, from = 1) =>
  `Showing ${from}–${from + shown - 1} of ${of} ${of === 1 ? "medicine" : "medicines"}`;

const category = (page: Page) => page.getByRole("combobox", { name: "Category" });
const manufacturer = (page: Page) => page.getByRole("combobox", { name: "Manufacturer" });
const sort = (page: Page) => page.getByRole("combobox", { name: "Sort by" });
const rxOnly = (page: Page) => page.getByRole("checkbox", { name: "Prescription only" });
const chips = (page: Page) => page.getByRole("list", { name: "Active filters" }).getByRole("button");
/** The Manufacturer filter's options: every manufacturer of the catalogue, A–Z (docs/product.md 5.6). */
const manufacturerOptions = [
  "All manufacturers",
  ...[...new Set(TEST_MEDICINES.map((m) => m.manufacturer))].sort((a, b) =>
    a.localeCompare(b, "en-IN", { sensitivity: "base" }),
  ),
];

test.describe("catalogue filters", () => {
  test("the value lists are the catalogue's unique values, sorted", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await expect(category(page).getByRole("option")).toHaveText([
      "All categories",
      "Allergy",
      "Antibiotics",
      "Pain Relief",
      "Vitamins & Supplements",
    ]);
    await expect(manufacturer(page).getByRole("option")).toHaveText(manufacturerOptions);
  });

  // The server's pages do not carry the names as data: the browser reads them back from the page,
  // or asks for them when the page came as data (a link from another page).
  test("the Manufacturer filter lists every manufacturer however the catalogue is reached", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}/about`);
    const medicinesLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Medicines", exact: true });
    await waitForScript(medicinesLink);
    await medicinesLink.click();
    await expect(catalogueStatus(page)).toHaveText(showing(24, total));
    await expect(manufacturer(page).getByRole("option")).toHaveText(manufacturerOptions);
    await manufacturer(page).selectOption("Micro Labs Ltd");
    await expect(cardNames(page)).toHaveText(["Dolo 650 Tablet"]);
    await expect(manufacturer(page).getByRole("option")).toHaveText(manufacturerOptions);

    // A page loaded with a manufacturer chosen, then another search answered by the server.
    await openCatalogue(page, `${catalogueApp.url}/medicines?manufacturer=Cipla+Ltd`);
    await expect(manufacturer(page)).toHaveValue("Cipla Ltd");
    await searchCatalogue(page, "500");
    await expect(page).toHaveURL(/\?search=500&manufacturer=Cipla\+Ltd$/);
    await expect(manufacturer(page).getByRole("option")).toHaveText(manufacturerOptions);
    await expect(manufacturer(page)).toHaveValue("Cipla Ltd");
    await manufacturer(page).selectOption({ label: "All manufacturers" });
    await expect(page).toHaveURL(/\?search=500$/);
  });

  test("each filter applies at once, goes back to page 1 and shows as a chip", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?page=2`);

    await category(page).focus();
    await category(page).selectOption({ label: "Pain Relief" });
    await expect(page).toHaveURL(/\/medicines\?category=painkillers$/);
    await expect(catalogueStatus(page)).toHaveText(showing(3, 3));
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Combiflam Tablet", "Dolo 650 Tablet"]);
    await expect(chips(page)).toHaveText(["Category: Pain Relief"]);
    await expect(category(page)).toBeFocused();

    await category(page).selectOption({ label: "All categories" });
    await manufacturer(page).selectOption("Micro Labs Ltd");
    await expect(page).toHaveURL(/\/medicines\?manufacturer=Micro\+Labs\+Ltd$/);
    await expect(cardNames(page)).toHaveText(["Dolo 650 Tablet"]);
    await expect(chips(page)).toHaveText(["Manufacturer: Micro Labs Ltd"]);

    await manufacturer(page).selectOption({ label: "All manufacturers" });
    await expect(chips(page)).toHaveCount(0);
    await rxOnly(page).check();
    await expect(page).toHaveURL(/\/medicines\?rx=1$/);
    await expect(catalogueStatus(page)).toHaveText(showing(24, 29));
    await expect(cardNames(page)).toHaveText(namesWhere((m) => m.rx).slice(0, 24));
    await expect(chips(page)).toHaveText(["Prescription only"]);
    await expect(rxOnly(page)).toBeFocused();

    await rxOnly(page).uncheck();
    await expect(catalogueStatus(page)).toHaveText(showing(24, total));
  });

  test("filters combine with AND; each chip removes only its own filter", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await page.getByRole("searchbox", { name: "Search catalogue" }).fill("500");
    await page.getByRole("searchbox", { name: "Search catalogue" }).press("Enter");
    await category(page).selectOption({ label: "Antibiotics" });
    await manufacturer(page).selectOption("Cipla Ltd");
    await rxOnly(page).check();
    const all = (m: TestMedicine) =>
      m.generic.includes("500") || m.name.includes("500")
        ? m.category.toLowerCase() === "antibiotics" && m.manufacturer === "Cipla Ltd" && m.rx
        : false;
    await expect(page).toHaveURL(/\?search=500&category=antibiotics&manufacturer=Cipla\+Ltd&rx=1$/);
    await expect(catalogueStatus(page)).toHaveText(showing(namesWhere(all).length, namesWhere(all).length));
    await expect(cardNames(page)).toHaveText(namesWhere(all));
    await expect(chips(page)).toHaveText([
      "Search: “500”",
      "Category: Antibiotics",
      "Manufacturer: Cipla Ltd",
      "Prescription only",
    ]);

    await page.getByRole("button", { name: "Remove filter Category: Antibiotics" }).click();
    await expect(page).toHaveURL(/\?search=500&manufacturer=Cipla\+Ltd&rx=1$/);
    await expect(chips(page)).toHaveText(["Search: “500”", "Manufacturer: Cipla Ltd", "Prescription only"]);
    await expect(category(page)).toHaveValue("");
    // Focus moves to the chip that took the removed one's place.
    await expect(page.getByRole("button", { name: "Remove filter Manufacturer: Cipla Ltd" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(chips(page)).toHaveText(["Search: “500”", "Prescription only"]);
    await expect(page.getByRole("button", { name: "Remove filter Prescription only" })).toBeFocused();
    await expect(rxOnly(page)).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("500");
  });

  const sortCases: { label: string; value: string; order: (a: TestMedicine, b: TestMedicine) => number }[] = [
    { label: "Name (A–Z)", value: "name-asc", order: byName },
    { label: "Name (Z–A)", value: "name-desc", order: (a, b) => byName(b, a) },
    { label: "Price: low to high", value: "price-asc", order: (a, b) => a.rate - b.rate },
    { label: "Price: high to low", value: "price-desc", order: (a, b) => b.rate - a.rate },
    { label: "Availability", value: "availability", order: (a, b) => b.stock - a.stock },
  ];
  test("each sort order, starting again from page 1", async ({ page, catalogueApp }) => {
    for (const [index, { label, value, order }] of sortCases.entries()) {
      const other = sortCases[(index + 1) % sortCases.length]!.value;
      await openCatalogue(page, `${catalogueApp.url}/medicines?sort=${other}&page=2`);
      await expect(catalogueStatus(page)).toHaveText(showing(24, total, 25));
      await sort(page).selectOption({ label });
      await expect(page).toHaveURL(value === "name-asc" ? /\/medicines$/ : new RegExp(`\\?sort=${value}$`));
      await expect(catalogueStatus(page)).toHaveText(showing(24, total));
      await expect(cardNames(page), label).toHaveText(namesWhere(() => true, order).slice(0, 24));
    }
  });

  test("Reset clears every filter and sorts by name, keeping the view", async ({ page, catalogueApp }) => {
    await openCatalogue(
      page,
      `${catalogueApp.url}/medicines?search=amox&category=antibiotics&manufacturer=Cipla+Ltd&rx=1&sort=price-desc&page=2&view=list`,
    );
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(page).toHaveURL(/\/medicines\?view=list$/);
    await expect(catalogueStatus(page)).toHaveText(showing(24, total));
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("");
    await expect(category(page)).toHaveValue("");
    await expect(manufacturer(page)).toHaveValue("");
    await expect(rxOnly(page)).not.toBeChecked();
    await expect(sort(page)).toHaveValue("name-asc");
    await expect(chips(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("back and forward restore each state, controls included", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await box.fill("amox");
    await box.press("Enter");
    await expect(catalogueStatus(page)).toHaveText(showing(24, 28));
    await sort(page).selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(/\?search=amox&sort=price-desc$/);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(catalogueStatus(page)).toHaveText(showing(4, 28, 25));

    await page.goBack();
    await expect(page).toHaveURL(/\?search=amox&sort=price-desc$/);
    await expect(catalogueStatus(page)).toHaveText(showing(24, 28));
    await page.goBack();
    await expect(page).toHaveURL(/\?search=amox$/);
    // With search text and no order chosen, the order is "Best match" (docs/product.md 10.5).
    await expect(sort(page)).toHaveValue("relevance");
    await expect(cardNames(page)).toHaveText(
      namesWhere((m) => m.name.includes("Amox") || m.generic.includes("Amox")).slice(0, 24),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(box).toHaveValue("");
    await expect(catalogueStatus(page)).toHaveText(showing(24, total));

    await page.goForward();
    await expect(box).toHaveValue("amox");
    await expect(catalogueStatus(page)).toHaveText(showing(24, 28));
    await page.goForward();
    await expect(sort(page)).toHaveValue("price-desc");
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, SAMPLE_GVIZ, test } from "./support/fixtures";
import { cardNames, catalogueStatus, namesWhere, TEST_MEDICINES, openCatalogue } from "./support/test-catalogue";

const total = TEST_MEDICINES.length;
const results = (page: Page) => page.getByRole("region", { name: "Results" });
const skeletons = (page: Page) => page.getByRole("list", { name: "Loading medicines" });

/** Holds the page's next catalogue data requests until `release` is called: a slow network. */
async function holdCatalogueData(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/medicines.data",
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}

test.describe("catalogue states", () => {
  test("while results load: at most 8 skeleton cards and a busy results region", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await expect(results(page)).toHaveAttribute("aria-busy", "false");
    const release = await holdCatalogueData(page);

    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Allergy" });
    await expect(results(page)).toHaveAttribute("aria-busy", "true");
    await expect(skeletons(page).getByRole("listitem")).toHaveCount(8);
    await expect(page.getByRole("article")).toHaveCount(0);
    // The controls already show the choice being loaded.
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("allergy");

    release();
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 26 medicines");
    await expect(skeletons(page)).toHaveCount(0);
    await expect(results(page)).toHaveAttribute("aria-busy", "false");
    await expect(cardNames(page)).toHaveText(namesWhere((m) => m.category === "Allergy").slice(0, 24));
  });

  test("load more on a slow connection keeps the cards and adds placeholders after them", async ({
    page,
    catalogueApp,
  }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?paging=more&page=2`);
    const release = await holdCatalogueData(page);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(results(page)).toHaveAttribute("aria-busy", "true");
    await expect(skeletons(page).getByRole("listitem")).toHaveCount(8);
    await expect(page.getByRole("article")).toHaveCount(48);
    release();
    await expect(page.getByRole("article")).toHaveCount(60);
    await expect(skeletons(page)).toHaveCount(0);
  });

  test("no catalogue: the Error Loading Data alert with the reason, and Try again", async ({
    page,
    sheet,
    startApp,
  }) => {
    test.slow();
    sheet.set("catalogue-states-down", { status: 500 });
    const app = await startApp({
      CATALOGUE_SOURCE: sheet.url("catalogue-states-down"),
      CATALOGUE_REFRESH_SECONDS: "1",
    });
    const response = await page.goto(`${app.url}/medicines?search=amox`);
    expect(response?.status()).toBe(503);
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Error Loading Data" })).toBeVisible();
    await expect(alert).toContainText("Network response was not ok: Internal Server Error");
    await expectNoAxeViolations(page);

    // The sheet comes back; Try again shows the catalogue with the same search.
    sheet.set("catalogue-states-down", { body: SAMPLE_GVIZ });
    await expect.poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()).status).toBe("ok");
    await alert.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/medicines\?search=amox$/);
    await expect(catalogueStatus(page)).toContainText(/Showing 1–\d+ of \d+ medicines/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("no results: the message, a hint, the illustration, Clear filters and Start over", async ({
    page,
    catalogueApp,
  }) => {
    test.slow();
    await openCatalogue(
      page,
      `${catalogueApp.url}/medicines?search=zzz&category=antibiotics&sort=price-desc&view=list`,
    );
    await expect(page.getByRole("heading", { name: "No medicines matched “zzz” with the filters set" })).toBeVisible();
    await expect(page.getByText("Try clearing the filters, or a broader search.")).toBeVisible();
    await expect(catalogueStatus(page)).toHaveText("No medicines found");
    const illustration = results(page).locator("img");
    await expect(illustration).toBeVisible();
    await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(illustration).toHaveAttribute("src", /^\/assets\//);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/medicines\?sort=price-desc&view=list$/);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Results" })).toBeFocused();

    await openCatalogue(page, `${catalogueApp.url}/medicines?search=zzz&sort=price-desc&view=list`);
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
  });

  // axe walks every node of a page with 24 cards and 200 options: slow on a busy machine.
  test("axe finds no violations in the default state", async ({ page, catalogueApp }) => {
    test.slow();
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expectNoAxeViolations(page);
  });

  test("axe finds no violations in a filtered state with chips and highlights", async ({ page, catalogueApp }) => {
    test.slow();
    await openCatalogue(
      page,
      `${catalogueApp.url}/medicines?search=amox&category=antibiotics&rx=1&view=list&paging=more`,
    );
    await expect(page.locator("article mark").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("window events (docs/product.md 2.18)", () => {
  const dispatch = (page: Page, name: string, detail?: unknown) =>
    page.evaluate(([name, detail]) => window.dispatchEvent(new CustomEvent(name as string, { detail })), [
      name,
      detail,
    ] as const);

  test("each event sets its filter, and mobileReset clears them", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?sort=price-desc&page=2`);
    await expect(catalogueStatus(page)).toHaveText(`Showing 25–48 of ${total} medicines`);

    // The listeners are attached by an effect, which may run a moment after the script has taken
    // over the search box: the first event is sent again until the catalogue takes it.
    await expect(async () => {
      await dispatch(page, "mobileSearchChanged", "amox");
      await expect(page).toHaveURL(/\?search=amox&sort=price-desc$/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 28 medicines");
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("amox");

    await dispatch(page, "mobileSearchChanged", "");
    await dispatch(page, "mobileCategoryChanged", "Pain Relief");
    await expect(page).toHaveURL(/\?category=painkillers&sort=price-desc$/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–3 of 3 medicines");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("painkillers");

    await dispatch(page, "mobileManufacturerChanged", "Micro Labs Ltd");
    await expect(page).toHaveURL(/\?category=painkillers&manufacturer=Micro\+Labs\+Ltd&sort=price-desc$/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–1 of 1 medicine");
    await expect(page.getByRole("combobox", { name: "Manufacturer" })).toHaveValue("Micro Labs Ltd");

    await dispatch(page, "mobileCategoryChanged", "all");
    await dispatch(page, "mobileManufacturerChanged", "all");
    await dispatch(page, "mobilePrescriptionChanged", true);
    await expect(page).toHaveURL(/\?rx=1&sort=price-desc$/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 29 medicines");
    await expect(page.getByRole("checkbox", { name: "Prescription only" })).toBeChecked();

    // A detail of the wrong type changes nothing.
    await dispatch(page, "mobileSearchChanged", 42);
    await dispatch(page, "mobileReset");
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-asc");
    await expect(page.getByRole("checkbox", { name: "Prescription only" })).not.toBeChecked();
  });
});

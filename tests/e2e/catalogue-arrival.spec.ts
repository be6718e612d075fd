import { expect, test } from "./support/fixtures";
import {
  byName,
  cardNames,
  catalogueStatus,
  matchesSearch,
  namesWhere,
  TEST_MEDICINES,
  openCatalogue,
} from "./support/test-catalogue";

const total = TEST_MEDICINES.length;
const amoxAntibiotics = (m: (typeof TEST_MEDICINES)[number]) =>
  matchesSearch(m, "amox") && m.category.toLowerCase() === "antibiotics";

test.describe("arriving at a catalogue URL: the state is in the server's HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("search, category, sort and page together, as in a shared link", async ({ page, catalogueApp }) => {
    const response = await page.goto(
      `${catalogueApp.url}/medicines?search=amox&category=antibiotics&sort=price-asc&page=2`,
    );
    expect(response?.status()).toBe(200);
    await expect(catalogueStatus(page)).toHaveText("Showing 25–28 of 28 medicines");
    const byPrice = namesWhere(amoxAntibiotics, (a, b) => a.rate - b.rate);
    await expect(cardNames(page)).toHaveText(byPrice.slice(24));
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("amox");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("antibiotics");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  });

  const cases = [
    {
      param: "search",
      query: "search=AMOX",
      status: "Showing 1–24 of 28 medicines",
      names: namesWhere((m) => matchesSearch(m, "amox")).slice(0, 24),
    },
    {
      param: "category (a home category, two sheet spellings)",
      query: "category=painkillers",
      status: "Showing 1–3 of 3 medicines",
      names: ["Calpol 500 Tablet", "Combiflam Tablet", "Dolo 650 Tablet"],
    },
    {
      param: "category (a sheet category of its own)",
      query: "category=allergy",
      status: "Showing 1–24 of 26 medicines",
      names: namesWhere((m) => m.category === "Allergy").slice(0, 24),
    },
    {
      param: "manufacturer",
      query: "manufacturer=Micro+Labs+Ltd",
      status: "Showing 1–1 of 1 medicine",
      names: ["Dolo 650 Tablet"],
    },
    {
      param: "rx",
      query: "rx=1",
      status: "Showing 1–24 of 29 medicines",
      names: namesWhere((m) => m.rx).slice(0, 24),
    },
    {
      param: "sort",
      query: "sort=price-desc",
      status: `Showing 1–24 of ${total} medicines`,
      names: namesWhere(
        () => true,
        (a, b) => b.rate - a.rate,
      ).slice(0, 24),
    },
    {
      param: "page",
      query: "page=3",
      status: `Showing 49–60 of ${total} medicines`,
      names: namesWhere(() => true).slice(48),
    },
    {
      param: "paging mode with a page (load-more: the first 48)",
      query: "paging=more&page=2",
      status: `Showing 1–48 of ${total} medicines`,
      names: namesWhere(() => true).slice(0, 48),
    },
  ];
  for (const { param, query, status, names } of cases) {
    test(`${param}: ?${query}`, async ({ page, catalogueApp }) => {
      await page.goto(`${catalogueApp.url}/medicines?${query}`);
      await expect(catalogueStatus(page)).toHaveText(status);
      await expect(cardNames(page)).toHaveText(names);
    });
  }

  test("the controls show the state of the URL", async ({ page, catalogueApp }) => {
    await page.goto(
      `${catalogueApp.url}/medicines?manufacturer=Cipla+Ltd&rx=1&view=list&paging=more&category=antibiotics`,
    );
    await expect(page.getByRole("combobox", { name: "Manufacturer" })).toHaveValue("Cipla Ltd");
    await expect(page.getByRole("checkbox", { name: "Prescription only" })).toBeChecked();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "false");
    const paging = page.getByRole("radiogroup", { name: "Paging" });
    await expect(paging.getByRole("radio", { name: "Load more" })).toBeChecked();
    await expect(paging.getByRole("radio", { name: "Page numbers" })).not.toBeChecked();
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveText([
      "Category: Antibiotics",
      "Manufacturer: Cipla Ltd",
      "Prescription only",
    ]);
  });

  test("invalid values fall back to defaults instead of an error page", async ({ page, catalogueApp }) => {
    const response = await page.goto(
      `${catalogueApp.url}/medicines?sort=cheapest&page=0&category=no-such-category&manufacturer=Nobody&view=table&paging=endless&rx=maybe`,
    );
    expect(response?.status()).toBe(200);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(cardNames(page)).toHaveText(namesWhere(() => true).slice(0, 24));
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-asc");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Manufacturer" })).toHaveValue("");
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
  });

  test("a page past the end shows the last page", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?page=99`);
    await expect(catalogueStatus(page)).toHaveText(`Showing 49–60 of ${total} medicines`);
    await expect(page.getByRole("link", { name: "Page 3", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("a category without medicines is not offered: an old link to it shows the catalogue", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}/medicines?category=cardiac`);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(
      page.getByRole("combobox", { name: "Category" }).getByRole("option", { name: "Cardiac Care" }),
    ).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
  });
});

test.describe("arriving with JavaScript", () => {
  test("hydration keeps the server's state, without console errors", async ({ page, catalogueApp }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("favicon")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=amox&category=antibiotics&sort=price-asc&page=2`);
    await expect(catalogueStatus(page)).toHaveText("Showing 25–28 of 28 medicines");
    // Hydrated: a client-side change works.
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name (Z–A)" });
    await expect(page).toHaveURL(/sort=name-desc/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 28 medicines");
    await expect(cardNames(page)).toHaveText(namesWhere(amoxAntibiotics, (a, b) => byName(b, a)).slice(0, 24));
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });

  test("home category tiles land on the filtered catalogue", async ({ page, catalogueApp }) => {
    await page.goto(catalogueApp.url);
    await page.getByRole("link", { name: /Antibiotics/ }).click();
    await expect(page).toHaveURL(/\/medicines\?category=antibiotics$/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 29 medicines");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("antibiotics");
  });

  test("the header search on the catalogue page fills the catalogue search", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?category=painkillers`);
    await page.getByRole("combobox", { name: "Search medicines" }).fill("dolo");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/medicines\?search=dolo$/);
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("dolo");
    await expect(catalogueStatus(page)).toHaveText("Showing 1–1 of 1 medicine");
  });
});

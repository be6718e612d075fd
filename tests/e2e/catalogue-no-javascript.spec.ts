import { expect, test } from "./support/fixtures";
import { cardNames, catalogueStatus, namesWhere, TEST_MEDICINES } from "./support/test-catalogue";

const total = TEST_MEDICINES.length;

test.describe("the catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters, sort, paging, views, chips and Reset all work as plain forms and links", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}/medicines`);
    await page.getByRole("searchbox", { name: "Search catalogue" }).fill("amox");
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Antibiotics" });
    await page.getByRole("checkbox", { name: "Prescription only" }).check();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
    await page.getByRole("button", { name: "Apply" }).click();
    // The form sends every field, in the page's order (the results' controls come before the filters').
    await expect(page).toHaveURL((url) => {
      const sent = url.searchParams;
      return (
        sent.get("search") === "amox" &&
        sent.get("category") === "antibiotics" &&
        sent.get("rx") === "1" &&
        sent.get("sort") === "price-desc"
      );
    });
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 28 medicines");
    const amoxByPrice = namesWhere(
      (m) => m.category === "Antibiotics" && (m.name.includes("Amox") || m.generic.includes("Amox")),
      (a, b) => b.rate - a.rate,
    );
    await expect(cardNames(page)).toHaveText(amoxByPrice.slice(0, 24));

    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(catalogueStatus(page)).toHaveText("Showing 25–28 of 28 medicines");

    await page.getByRole("button", { name: "List view" }).click();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await expect(catalogueStatus(page)).toHaveText("Showing 25–28 of 28 medicines");

    await page.getByRole("button", { name: "Remove filter Category: Antibiotics" }).click();
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("amox");
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 28 medicines");

    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-asc");
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the view buttons have their tooltips", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines`);
    await expect(page.getByRole("tooltip", { name: "List view" })).toBeHidden();
    await page.getByRole("button", { name: "List view" }).hover();
    await expect(page.getByRole("tooltip", { name: "List view" })).toBeVisible();
  });

  test("the Manufacturer filter lists every manufacturer and applies with the form", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?manufacturer=Cipla+Ltd`);
    const select = page.getByRole("combobox", { name: "Manufacturer" });
    await expect(select).toHaveValue("Cipla Ltd");
    await expect(select.getByRole("option")).toHaveText([
      "All manufacturers",
      ...[...new Set(TEST_MEDICINES.map((m) => m.manufacturer))].sort((a, b) =>
        a.localeCompare(b, "en-IN", { sensitivity: "base" }),
      ),
    ]);
    await select.selectOption("Micro Labs Ltd");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]manufacturer=Micro\+Labs\+Ltd(&|$)/);
    await expect(cardNames(page)).toHaveText(["Dolo 650 Tablet"]);
    await expect(page.getByRole("combobox", { name: "Manufacturer" })).toHaveValue("Micro Labs Ltd");
  });

  test("a corrected search says so and links to the search as typed; best match is the order", async ({
    page,
    catalogueApp,
  }) => {
    // The header search, a plain GET form.
    await page.goto(`${catalogueApp.url}/about`);
    await page.getByRole("combobox", { name: "Search medicines" }).fill("paracetmol");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/medicines\?search=paracetmol$/);
    await expect(page.getByText("Showing results for “paracetamol”.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sort by" }).locator("option:checked")).toHaveText("Best match");
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Dolo 650 Tablet", "Combiflam Tablet"]);
    await page.getByRole("link", { name: "Search instead for “paracetmol”" }).click();
    await expect(page).toHaveURL(/search=paracetmol&exact=1$/);
    await expect(page.getByRole("heading", { name: "No medicines found for “paracetmol”" })).toBeVisible();
  });

  test("load-more paging works through End of results", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines`);
    await page.getByRole("radio", { name: "Load more" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/paging=more/);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–48 of ${total} medicines`);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–60 of ${total} medicines`);
    await expect(page.getByText("End of results")).toBeVisible();
  });

  test("Enter in the search box searches; the empty state's buttons work", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?sort=price-asc&category=antibiotics`);
    await page.getByRole("searchbox", { name: "Search catalogue" }).fill("no such medicine");
    await page.getByRole("searchbox", { name: "Search catalogue" }).press("Enter");
    await expect(
      page.getByRole("heading", { name: "No medicines matched “no such medicine” with the filters set" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");

    await page.getByRole("searchbox", { name: "Search catalogue" }).fill("no such medicine");
    await page.getByRole("searchbox", { name: "Search catalogue" }).press("Enter");
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-asc");
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
  });

  test("on a phone the filters are on the page, not behind a button that needs JavaScript", async ({
    page,
    catalogueApp,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${catalogueApp.url}/medicines`);
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Pain Relief" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(catalogueStatus(page)).toHaveText("Showing 1–3 of 3 medicines");
  });
});

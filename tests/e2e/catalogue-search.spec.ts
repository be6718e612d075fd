import { expect, test } from "./support/fixtures";
import {
  cardNames,
  catalogueStatus,
  matchesSearch,
  namesWhere,
  TEST_MEDICINES,
  openCatalogue,
} from "./support/test-catalogue";

const total = TEST_MEDICINES.length;
const START = new Date("2026-03-02T10:00:00+05:30");
const LATER = new Date("2026-03-02T11:00:00+05:30");

test.describe("catalogue search", () => {
  test("typing searches 300 ms after the last key, and the focus stays in the box", async ({ page, catalogueApp }) => {
    await page.clock.install({ time: START });
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/medicines.data") dataRequests.push(request.url());
    });
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    // From here on, time in the page moves only when the test says so.
    await page.clock.pauseAt(LATER);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await box.pressSequentially("amo");
    await page.clock.runFor(299);
    expect(dataRequests).toEqual([]);
    await expect(page).toHaveURL(/\/medicines$/);

    // Another key restarts the wait.
    await box.press("x");
    await page.clock.runFor(299);
    expect(dataRequests).toEqual([]);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/medicines\?search=amox$/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 28 medicines");
    expect(dataRequests).toHaveLength(1);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("amox");

    // Typing on after the results arrived refines them; nothing typed is lost.
    await box.pressSequentially("icillin capsule 1");
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/search=amoxicillin\+capsule\+1$/);
    // A number matches that number only (docs/product.md 10.2): capsule 01, not 10–19.
    await expect(catalogueStatus(page)).toHaveText("Showing 1–1 of 1 medicine");
    await expect(box).toHaveValue("amoxicillin capsule 1");
    await expect(box).toBeFocused();
  });

  test("Enter searches at once", async ({ page, catalogueApp }) => {
    await page.clock.install({ time: START });
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await page.clock.pauseAt(LATER);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await box.fill("dolo");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/medicines\?search=dolo$/);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–1 of 1 medicine");
  });

  test("matches name, composition, brand or manufacturer, ignoring case, best match first, from page 1", async ({
    page,
    catalogueApp,
  }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?page=2`);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    for (const [search, expected] of [
      ["NOVAMOX", ["Novamox 500 Tablet"]],
      // The molecule alone before the combination (docs/product.md 10.5).
      ["paracetamol", ["Calpol 500 Tablet", "Dolo 650 Tablet", "Combiflam Tablet"]],
      ["sun pharma", namesWhere((m) => m.brand === "Sun Pharma")],
      ["Labs Ltd", ["Dolo 650 Tablet"]],
      ["Labs Pvt", []],
    ] as const) {
      await box.fill(search);
      await box.press("Enter");
      if (expected.length === 0) {
        await expect(page.getByRole("heading", { name: `No medicines found for “${search}”` })).toBeVisible();
      } else {
        await expect(catalogueStatus(page)).toHaveText(
          `Showing 1–${expected.length} of ${expected.length} ${expected.length === 1 ? "medicine" : "medicines"}`,
        );
        await expect(cardNames(page)).toHaveText(expected);
      }
    }
  });

  test("highlights the match in every field where it occurs", async ({ page, catalogueApp }) => {
    // The most expensive of the "amox" medicines, so on the first page.
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=amox&sort=price-desc`);
    const novamox = page.getByRole("article").filter({ hasText: "Novamox 500 Tablet" });
    await expect(novamox.locator("mark")).toHaveText(["amox", "Amox"]);
    await expect(novamox.getByRole("heading")).toHaveText("Novamox 500 Tablet");

    await openCatalogue(page, `${catalogueApp.url}/medicines?search=${encodeURIComponent("sun pharma")}`);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(namesWhere((m) => matchesSearch(m, "sun pharma")).length);
    // Each word where it matched: the brand "Sun Pharma" and the manufacturer "Sun Pharmaceutical …".
    for (const card of await cards.all()) {
      await expect(card.locator("mark")).toHaveText(["Sun", "Pharma", "Sun", "Pharma"]);
    }

    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await expect(page.locator("article mark")).toHaveCount(0);
  });

  test("a strength matches that strength only, in any unit, and a number never another number", async ({
    page,
    catalogueApp,
  }) => {
    for (const [search, expected] of [
      ["paracetamol 650", ["Dolo 650 Tablet"]],
      ["paracetamol 650mg", ["Dolo 650 Tablet"]],
      ["azithromycin 0.5 g", ["Azithral 500 Tablet"]],
      ["paracetamol 65", []],
    ] as const) {
      await openCatalogue(page, `${catalogueApp.url}/medicines?search=${encodeURIComponent(search)}`);
      if (expected.length === 0) {
        await expect(page.getByRole("heading", { name: `No medicines found for “${search}”` })).toBeVisible();
      } else {
        await expect(cardNames(page)).toHaveText(expected);
      }
    }
    // The strength is marked with its unit where the composition states it.
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=${encodeURIComponent("paracetamol 650")}`);
    await expect(page.getByRole("article").locator("mark")).toHaveText(["650", "Paracetamol", "650mg"]);
  });

  test("another spelling of a molecule finds it, words in any order, and marks it", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=${encodeURIComponent("clavulanic amoxycillin")}`);
    await expect(cardNames(page)).toHaveText(["Novamox 500 Tablet"]);
    await expect(page.getByRole("article").locator("mark")).toHaveText(["Amoxicillin", "Clavulanic"]);
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
  });

  test("a typing error is corrected and said so, and the search as typed is one link away", async ({
    page,
    catalogueApp,
  }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=paracetmol`);
    await expect(page.getByText("Showing results for “paracetamol”.")).toBeVisible();
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Dolo 650 Tablet", "Combiflam Tablet"]);
    await expect(page.getByRole("article").first().locator("mark")).toHaveText(["Paracetamol"]);
    await page.getByRole("link", { name: "Search instead for “paracetmol”" }).click();
    await expect(page).toHaveURL(/\/medicines\?search=paracetmol&exact=1$/);
    await expect(page.getByRole("heading", { name: "No medicines found for “paracetmol”" })).toBeVisible();
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
    // A new search is corrected again.
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await box.fill("cetirizne");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/medicines\?search=cetirizne$/);
    await expect(page.getByText("Showing results for “cetirizine”.")).toBeVisible();
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 26 medicines");
  });

  test("best match is the order of a search on arrival, another order stays chosen, back and forward restore them", async ({
    page,
    catalogueApp,
  }) => {
    // As the header search and home tiles arrive: no order in the address.
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=paracetamol`);
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort.locator("option:checked")).toHaveText("Best match");
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Dolo 650 Tablet", "Combiflam Tablet"]);
    await sort.selectOption({ label: "Name (A–Z)" });
    await expect(page).toHaveURL(/\?search=paracetamol&sort=name-asc$/);
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Combiflam Tablet", "Dolo 650 Tablet"]);

    await page.goBack();
    await expect(page).toHaveURL(/\?search=paracetamol$/);
    await expect(sort.locator("option:checked")).toHaveText("Best match");
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Dolo 650 Tablet", "Combiflam Tablet"]);
    await page.goForward();
    await expect(sort.locator("option:checked")).toHaveText("Name (A–Z)");
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Combiflam Tablet", "Dolo 650 Tablet"]);

    // Without search text there is no best match: the catalogue is in name order.
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(sort.locator("option")).not.toContainText(["Best match"]);
  });

  test("a search in Devanagari finds what its Latin spelling finds, typed or arriving by link", async ({
    page,
    catalogueApp,
  }) => {
    // Typed into the box (the browser's copy answers) and as an address (the server answers).
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await box.fill("पैरासिटामोल");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/medicines\?search=%E0%A4%AA/);
    await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet", "Dolo 650 Tablet", "Combiflam Tablet"]);
    await expect(page.getByRole("article").first().locator("mark")).toHaveText(["Paracetamol"]);
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);

    await openCatalogue(page, `${catalogueApp.url}/medicines?search=${encodeURIComponent("डोलो")}`);
    await expect(cardNames(page)).toHaveText(["Dolo 650 Tablet"]);
    await expect(box).toHaveValue("डोलो");
  });

  test("a manufacturer's name finds its medicines", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=reddy`);
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 26 medicines");
    // In the brand "Dr. Reddy's" and the manufacturer "Dr. Reddy's Laboratories Ltd".
    await expect(page.getByRole("article").first().locator("mark")).toHaveText(["Reddy", "Reddy"]);
  });

  test('"/" focuses the search unless a field has focus', async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await page.getByRole("heading", { level: 1, name: "Medicines" }).click();
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("");

    // In another field "/" is just a character.
    const header = page.getByRole("combobox", { name: "Search medicines" });
    await header.focus();
    await page.keyboard.press("/");
    await expect(header).toHaveValue("/");
    await expect(header).toBeFocused();

    const category = page.getByRole("combobox", { name: "Category" });
    await category.focus();
    await page.keyboard.press("/");
    await expect(category).toBeFocused();

    // From a link, "/" jumps to the search.
    await page.getByRole("link", { name: "Page 2", exact: true }).focus();
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
  });

  test("a search from elsewhere replaces what the box shows", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?search=dolo`);
    const box = page.getByRole("searchbox", { name: "Search catalogue" });
    await expect(box).toHaveValue("dolo");
    await page.getByRole("button", { name: "Remove filter Search: “dolo”" }).click();
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(box).toHaveValue("");
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);
  });
});

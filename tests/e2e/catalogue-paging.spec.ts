import { expect, test } from "./support/fixtures";
import { cardNames, catalogueStatus, namesWhere, TEST_MEDICINES, openCatalogue } from "./support/test-catalogue";

const total = TEST_MEDICINES.length;
const byName = namesWhere(() => true);

test.describe("catalogue paging and views", () => {
  test("page numbers: 24 per page, Previous and Next, the current page marked", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/medicines\?page=2$/);
    await expect(catalogueStatus(page)).toHaveText(`Showing 25–48 of ${total} medicines`);
    await expect(cardNames(page)).toHaveText(byName.slice(24, 48));
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).not.toHaveAttribute("aria-current");
    // Focus moves to the new results, so the next Tab reaches the first new card.
    await expect(page.getByRole("heading", { name: "Results" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: byName[24] })).toBeFocused();

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 49–60 of ${total} medicines`);
    await expect(cardNames(page)).toHaveText(byName.slice(48));
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 25–48 of ${total} medicines`);
  });

  test("the page numbers stay where they are when the visitor jumps down to them", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?page=2`);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    // Where the page numbers are on the page, read after two frames (a frame lays out what came into view).
    const pageNumbersTop = () =>
      pagination.evaluate(
        (nav) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(nav.getBoundingClientRect().top + window.scrollY)),
            ),
          ),
      );
    const before = await pageNumbersTop();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    expect(await pageNumbersTop()).toBe(before);

    await pagination.getByRole("link", { name: "Page 3", exact: true }).click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 49–60 of ${total} medicines`);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const onPage3 = await pageNumbersTop();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    expect(await pageNumbersTop()).toBe(onPage3);
  });

  test("load more adds 24 per press until End of results, and survives a reload", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?sort=price-asc`);
    await page.getByRole("radiogroup", { name: "Paging" }).getByRole("radio", { name: "Load more" }).check();
    await expect(page).toHaveURL(/\?sort=price-asc&paging=more$/);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–24 of ${total} medicines`);

    const loadMore = page.getByRole("button", { name: "Load more" });
    await loadMore.click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–48 of ${total} medicines`);
    await expect(page).toHaveURL(/\?sort=price-asc&page=2&paging=more$/);
    await expect(page.getByRole("article")).toHaveCount(48);
    await expect(loadMore).toBeFocused();

    await loadMore.click();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–60 of ${total} medicines`);
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByText("End of results")).toBeVisible();
    await expect(page.getByText("End of results")).toBeFocused();
    const byPrice = namesWhere(
      () => true,
      (a, b) => a.rate - b.rate,
    );
    await expect(cardNames(page)).toHaveText(byPrice);

    await page.reload();
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–60 of ${total} medicines`);
    await expect(page.getByText("End of results")).toBeVisible();
  });

  test("load more walks past the 96 it shows at most: the earliest 24 leave as the next 24 come, to the end", async ({
    page,
    request,
    sampleApp,
  }) => {
    // LOAD_MORE_MAX_SHOWN (docs/product.md 9.1); the sample catalogue has several hundred medicines.
    const cap = 96;
    const { medicines: count } = (await (await request.get(`${sampleApp.url}/healthz`)).json()) as {
      medicines: number;
    };
    const shown = (from: number, to: number) =>
      `Showing ${from.toLocaleString("en-IN")}–${to.toLocaleString("en-IN")} of ${count.toLocaleString("en-IN")} medicines`;
    const full = cap / 24;
    await openCatalogue(page, `${sampleApp.url}/medicines?paging=more&page=${full}`);
    await expect(catalogueStatus(page)).toHaveText(shown(1, cap));
    await expect(page.getByRole("article")).toHaveCount(cap);
    const second = await cardNames(page).nth(24).textContent();

    const loadMore = page.getByRole("button", { name: "Load more" });
    await loadMore.click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${full + 1}&paging=more$`));
    await expect(catalogueStatus(page)).toHaveText(shown(25, cap + 24));
    await expect(page.getByRole("article")).toHaveCount(cap);
    await expect(cardNames(page).first()).toHaveText(second!);
    await expect(loadMore).toBeFocused();

    // Near the end, the same button reaches the last medicine.
    const pages = Math.ceil(count / 24);
    await openCatalogue(page, `${sampleApp.url}/medicines?paging=more&page=${pages - 1}`);
    await expect(catalogueStatus(page)).toHaveText(shown((pages - 1) * 24 - cap + 1, (pages - 1) * 24));
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(catalogueStatus(page)).toHaveText(shown(pages * 24 - cap + 1, count));
    await expect(page.getByText("End of results")).toBeVisible();
    expect(await page.getByRole("article").count()).toBeLessThanOrEqual(cap);

    // A page number far past the end is the last list, not the whole catalogue.
    await openCatalogue(page, `${sampleApp.url}/medicines?paging=more&page=1000000000000`);
    await expect(catalogueStatus(page)).toHaveText(shown(pages * 24 - cap + 1, count));
  });

  test("a change of filter in load-more mode starts again from the first 24", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?paging=more&page=2`);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–48 of ${total} medicines`);
    await page.getByRole("checkbox", { name: "Prescription only" }).check();
    await expect(catalogueStatus(page)).toHaveText("Showing 1–24 of 29 medicines");
    await expect(page).toHaveURL(/\?rx=1&paging=more$/);
  });

  test("switching back to page numbers keeps the page", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?paging=more&page=2`);
    await page.getByRole("radio", { name: "Page numbers" }).check();
    await expect(page).toHaveURL(/\/medicines\?page=2$/);
    await expect(catalogueStatus(page)).toHaveText(`Showing 25–48 of ${total} medicines`);
  });

  test("grid and list views, with tooltips, kept in the URL", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?page=2`);
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveAttribute("aria-pressed", "false");
    const firstCard = page.getByRole("article").first();
    const gridWidth = (await firstCard.boundingBox())!.width;

    await list.hover();
    await expect(page.getByRole("tooltip", { name: "List view" })).toBeVisible();
    await list.click();
    await expect(page).toHaveURL(/\?page=2&view=list$/);
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await expect(catalogueStatus(page)).toHaveText(`Showing 25–48 of ${total} medicines`);
    // A list row spans the results column; a grid card is a third of it.
    await expect.poll(async () => (await firstCard.boundingBox())!.width).toBeGreaterThan(gridWidth * 2);

    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Grid view" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("each card shows what a buyer needs, and links to the medicine", async ({ page, catalogueApp }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?category=painkillers`);
    const dolo = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Dolo 650 Tablet" }) });
    await expect(dolo).toContainText("Paracetamol (650mg)");
    await expect(dolo).toContainText("Micro Labs");
    await expect(dolo).toContainText("Strip of 15 tablets");
    await expect(dolo).toContainText("₹30.91");
    // The MRP under its own name beside the rate (docs/product.md 11.7), not struck through.
    await expect(dolo.locator("p").filter({ hasText: /^MRP/ })).toHaveText("MRP ₹33.50");
    await expect(dolo).toContainText("In Stock");
    await expect(dolo).not.toContainText("Prescription required");

    const calpol = page.getByRole("article").filter({ hasText: "Calpol 500 Tablet" });
    await expect(calpol).toContainText("Low Stock");
    await expect(calpol.locator("p").filter({ hasText: /^MRP/ })).toHaveCount(0);
    await expect(page.getByRole("article").filter({ hasText: "Combiflam Tablet" })).toContainText("Out of Stock");

    await openCatalogue(page, `${catalogueApp.url}/medicines?category=antibiotics&sort=price-desc`);
    const novamox = page.getByRole("article").first();
    await expect(novamox).toContainText("₹201.50");
    await expect(novamox).toContainText("Prescription required");

    await novamox.getByRole("link", { name: "Novamox 500 Tablet" }).click();
    await expect(page).toHaveURL(/\/medicines\/novamox-500-tablet$/);
    await expect(page.getByRole("heading", { level: 1, name: "Novamox 500 Tablet" })).toBeVisible();
  });

  test("a card shows the sheet's image, and neither image nor letter tile when it is missing or broken", async ({
    page,
    catalogueApp,
  }) => {
    await openCatalogue(page, `${catalogueApp.url}/medicines?category=vitamins`);
    const zincovit = page.getByRole("article").filter({ hasText: "Zincovit Tablet" });
    await expect(zincovit.locator("img")).toHaveJSProperty("complete", true);
    expect(await zincovit.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const becosules = page.getByRole("article").filter({ hasText: "Becosules Capsule" });
    await expect(becosules.locator("img")).toHaveCount(0);
    await expect(becosules.getByText("B", { exact: true })).toHaveCount(0);
    // The name comes first, where the picture would have been (decision 030).
    const cardTop = (await becosules.boundingBox())!.y;
    expect((await becosules.getByRole("heading").boundingBox())!.y - cardTop).toBeLessThan(24);
  });
});

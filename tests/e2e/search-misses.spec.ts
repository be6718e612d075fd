import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { searchMissesOf } from "./support/search-misses";
import { catalogueStatus, openCatalogue, searchCatalogue as search, waitForKeptCopy } from "./support/test-catalogue";

// docs/product.md 10.7: searches that found nothing are counted, with nothing about who searched,
// and listed by `npm run search:misses`.

/** Every request the page sends to the server for the catalogue's pages or a miss report. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data") || pathname === "/search-misses") seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** The counted misses as the company lists them, read again until `expected` is there (the count is written in the background). */
async function expectMisses(dataDir: string, expected: { text: string; count: number }[]): Promise<void> {
  await expect
    .poll(() => searchMissesOf(dataDir).map(({ text, count }) => ({ text, count })), { timeout: 30_000 })
    .toEqual(expected);
}

test.describe("searches that found nothing", () => {
  test.setTimeout(90_000);

  test("the server counts a search its page found nothing for, normalised; found searches are not counted", async ({
    page,
    startApp,
  }) => {
    const app = await startApp({ INSTANT_CATALOGUE_MAX_BYTES: "0" });
    const requests = watchRequests(page);
    await openCatalogue(page, `${app.url}/medicines`);

    await search(page, "paracetamol");
    await expect(catalogueStatus(page)).toContainText("Showing 1–");
    await search(page, "Zolgensma  Onasemnogene");
    await expect(catalogueStatus(page)).toHaveText("No medicines found");
    // The same search typed differently, by its address: one text, counted twice.
    await openCatalogue(page, `${app.url}/medicines?search=${encodeURIComponent("  ZOLGENSMA onasemnogene ")}`);
    await expect(catalogueStatus(page)).toHaveText("No medicines found");

    await expectMisses(app.dataDir, [{ text: "zolgensma onasemnogene", count: 2 }]);
    // Without the browser's copy the server saw every search itself: the page reported nothing.
    expect(requests.filter((request) => request.endsWith("/search-misses"))).toEqual([]);
  });

  test("the browser reports a search its own copy found nothing for, by a beacon", async ({ page, startApp }) => {
    const app = await startApp();
    await openCatalogue(page, `${app.url}/medicines`);
    await waitForKeptCopy(page);
    const requests = watchRequests(page);

    await search(page, "Nusinersen 12mg");
    await expect(catalogueStatus(page)).toHaveText("No medicines found");
    await expectMisses(app.dataDir, [{ text: "nusinersen 12mg", count: 1 }]);

    await search(page, "paracetamol");
    await expect(catalogueStatus(page)).toContainText("Showing 1–");
    await search(page, "NUSINERSEN   12MG");
    await expect(catalogueStatus(page)).toHaveText("No medicines found");
    await expectMisses(app.dataDir, [{ text: "nusinersen 12mg", count: 2 }]);

    // The copy answered: the server's page loader never ran, the two misses came as reports.
    expect(requests).toEqual(["POST /search-misses", "POST /search-misses"]);
  });

  test("POST /search-misses takes a text of 1 to 200 characters, and nothing but POST", async ({
    request,
    startApp,
  }) => {
    const app = await startApp();
    const url = `${app.url}/search-misses`;
    expect((await request.get(url)).status()).toBe(405);
    expect((await request.post(url, { form: { search: "" } })).status()).toBe(400);
    expect((await request.post(url, { form: { search: "x".repeat(201) } })).status()).toBe(400);
    const counted = await request.post(url, { form: { search: " Risdiplam " } });
    expect(counted.status()).toBe(204);
    expect(searchMissesOf(app.dataDir).map(({ text, count }) => ({ text, count }))).toEqual([
      { text: "risdiplam", count: 1 },
    ]);
  });
});

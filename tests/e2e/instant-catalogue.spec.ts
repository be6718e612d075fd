import type { Browser, Page } from "@playwright/test";
import { expect, SAMPLE_GVIZ, test } from "./support/fixtures";
import { buildGviz } from "./support/sheet-builder";
import {
  cardNames,
  catalogueStatus,
  KEPT_COPY_KEY,
  openCatalogue,
  searchBox,
  searchCatalogue as search,
  waitForKeptCopy,
  waitForPreparedCopy,
} from "./support/test-catalogue";

/** The browser storage entry of docs/product.md 4.2. */
const CACHE_KEY = KEPT_COPY_KEY;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Kept = { version: string; timestamp: number; count: number };

/** The kept catalogue as storage holds it, or null. */
function keptCatalogue(page: Page): Promise<Kept | null> {
  return page.evaluate((key) => {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    try {
      const entry = JSON.parse(text) as { timestamp: number; snapshot: { version: string; count: number } };
      return { version: entry.snapshot.version, timestamp: entry.timestamp, count: entry.snapshot.count };
    } catch {
      return null;
    }
  }, CACHE_KEY);
}

async function waitForKeptCatalogue(page: Page): Promise<Kept> {
  await waitForKeptCopy(page);
  return (await keptCatalogue(page))!;
}

/** Makes the kept copy look `ms` older than it is, as if stored that long ago. */
async function ageKeptCatalogue(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ({ key, ms }) => {
      const entry = JSON.parse(localStorage.getItem(key)!) as { timestamp: number };
      entry.timestamp -= ms;
      localStorage.setItem(key, JSON.stringify(entry));
    },
    { key: CACHE_KEY, ms },
  );
}

/** Every request the page makes for catalogue data: page data (`*.data`) and the snapshot. */
function watchCatalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // A card left under the pointer prefetches its medicine's page (prefetch="intent"): that is
    // another page's data, not the catalogue asking the server.
    if (/^\/medicines\/[^/]+\.data$/.test(pathname)) return;
    if (pathname.endsWith(".data") || pathname === "/catalogue.json") seen.push(pathname);
  });
  return seen;
}

type ServerView = { status: string; names: string[]; marks: string[]; notice: string[] };

const resultMarks = (page: Page) => page.getByRole("article").locator("mark").allTextContents();
const correctionNotice = (page: Page) => page.getByText(/^Showing results for/).allTextContents();

/**
 * What the server renders for a URL, read without JavaScript in one page load: the result count,
 * the card names, the highlighted words and the spelling-correction notice.
 */
async function serverRendered(browser: Browser, url: string): Promise<ServerView> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return {
      status: (await catalogueStatus(page).textContent()) ?? "",
      names: await cardNames(page).allTextContents(),
      marks: await resultMarks(page),
      notice: await correctionNotice(page),
    };
  } finally {
    await context.close();
  }
}

async function expectSameAsServer(page: Page, browser: Browser): Promise<ServerView> {
  const expected = await serverRendered(browser, page.url());
  expect(expected.names.length).toBeGreaterThan(0);
  await expect(catalogueStatus(page)).toHaveText(expected.status);
  await expect(cardNames(page)).toHaveText(expected.names);
  return expected;
}

test.describe("instant catalogue: the browser's copy", () => {
  test("after the first page, searching, filtering, sorting and paging ask no server and match its pages", async ({
    page,
    browser,
    sampleApp,
  }) => {
    const requests = watchCatalogueRequests(page);
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    const kept = await waitForKeptCatalogue(page);
    expect(kept.count).toBe(717);
    expect(requests).toEqual(["/catalogue.json"]);
    requests.length = 0;

    await search(page, "tablet");
    await expect(page).toHaveURL(/\/medicines\?search=tablet$/);
    await expectSameAsServer(page, browser);
    await expect(searchBox(page)).toBeFocused();

    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Pain Relief" });
    await expect(page).toHaveURL(/search=tablet&category=painkillers$/);
    await expectSameAsServer(page, browser);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(/sort=price-desc$/);
    await expectSameAsServer(page, browser);

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/medicines$/);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/medicines\?page=2$/);
    await expectSameAsServer(page, browser);

    expect(requests).toEqual([]);
  });

  test("searches answered from the copy find, order, correct and highlight exactly as the server's pages", async ({
    page,
    browser,
    sampleApp,
  }) => {
    // Six searches, each compared with a page the server renders: long on a shared 2-core machine.
    test.slow();
    const requests = watchCatalogueRequests(page);
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await waitForKeptCatalogue(page);
    requests.length = 0;
    // A strength, a spelling variant, a typo, a manufacturer, two words in any order, a unit.
    for (const text of ["paracetamol 650", "amoxicillin", "paracetmol", "cipla", "clavulanic amoxycillin", "1 g"]) {
      await search(page, text);
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, "\\+")}$`));
      const server = await expectSameAsServer(page, browser);
      expect(await resultMarks(page)).toEqual(server.marks);
      expect(await correctionNotice(page)).toEqual(server.notice);
    }
    expect(requests).toEqual([]);
  });

  test("a newer catalogue on the server replaces the kept copy", async ({ page, sheet, startApp }) => {
    const row = (name: string) => [name, "Paracetamol (650mg)", "Micro Labs", "Pain Relief", "Micro Labs Ltd"];
    const columns = ["Name", "Generic Name", "Brand", "Category", "Manufacturer"];
    sheet.set("instant-versions", { body: buildGviz(columns, [row("Dolo 650 Tablet"), row("Calpol 500 Tablet")]) });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("instant-versions"), CATALOGUE_REFRESH_SECONDS: "1" });
    const serverVersion = async () => (await (await page.request.get(`${app.url}/healthz`)).json()).version;

    await openCatalogue(page, `${app.url}/medicines`);
    const first = await waitForKeptCatalogue(page);
    expect(first).toMatchObject({ version: await serverVersion(), count: 2 });

    sheet.set("instant-versions", {
      body: buildGviz(columns, [row("Dolo 650 Tablet"), row("Calpol 500 Tablet"), row("Pacimol 650 Tablet")]),
    });
    await expect.poll(serverVersion).not.toBe(first.version);

    // The next page the visitor opens names the new version: the old copy is not used again.
    const requests = watchCatalogueRequests(page);
    await openCatalogue(page, `${app.url}/medicines`);
    await expect.poll(async () => (await keptCatalogue(page))?.version).toBe(await serverVersion());
    expect((await keptCatalogue(page))?.count).toBe(3);
    expect(requests).toEqual(["/catalogue.json"]);
    await waitForPreparedCopy(page);

    await search(page, "pacimol");
    await expect(cardNames(page)).toHaveText(["Pacimol 650 Tablet"]);
    expect(requests).toEqual(["/catalogue.json"]);
  });

  test("a copy older than a day on the catalogue, or an hour on a medicine page, is fetched again", async ({
    page,
    sampleApp,
  }) => {
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await waitForKeptCatalogue(page);

    await ageKeptCatalogue(page, 25 * HOUR);
    const stale = await keptCatalogue(page);
    let requests = watchCatalogueRequests(page);
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await expect.poll(async () => (await keptCatalogue(page))?.timestamp).toBeGreaterThan(stale!.timestamp + 24 * HOUR);
    expect(requests).toEqual(["/catalogue.json"]);

    // 61 minutes is young enough for the catalogue page: it answers from the copy...
    await ageKeptCatalogue(page, 61 * MINUTE);
    const hourOld = await keptCatalogue(page);
    page.removeAllListeners("request");
    requests = watchCatalogueRequests(page);
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await waitForKeptCopy(page);
    await search(page, "amox");
    await expect(page).toHaveURL(/search=amox$/);
    await expect(page.getByRole("article").first()).toContainText(/amox/i);
    expect(requests).toEqual([]);
    expect((await keptCatalogue(page))?.timestamp).toBe(hourOld!.timestamp);

    // ...but too old for a medicine page, which fetches it again.
    await cardNames(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/medicines\/[^/?]+$/);
    await expect.poll(async () => (await keptCatalogue(page))?.timestamp).toBeGreaterThan(hourOld!.timestamp + HOUR);
    expect(requests.filter((request) => request === "/catalogue.json")).toHaveLength(1);
  });

  test("garbage in storage is cleared: the page answers from the server, then keeps a good copy", async ({
    page,
    browser,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/about`);
    await page.evaluate((key) => localStorage.setItem(key, '{"timestamp":1,"snapshot":{"version":"x",'), CACHE_KEY);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await search(page, "amox");
    await expect(page).toHaveURL(/search=amox$/);
    await expectSameAsServer(page, browser);
    await expect.poll(async () => (await keptCatalogue(page))?.count).toBe(717);
    expect(errors).toEqual([]);
  });

  test("full storage: the catalogue keeps asking the server and works", async ({ page, browser, sampleApp }) => {
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, name, value);
      };
    }, CACHE_KEY);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const requests = watchCatalogueRequests(page);

    const snapshot = page.waitForResponse((response) => new URL(response.url()).pathname === "/catalogue.json");
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await page.keyboard.press("End");
    await snapshot;
    await search(page, "cetirizine");
    await expect(page).toHaveURL(/search=cetirizine$/);
    await expectSameAsServer(page, browser);
    expect(requests).toContain("/medicines.data");
    expect(await keptCatalogue(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  test("disabled storage: the catalogue keeps asking the server and works", async ({ page, browser, sampleApp }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const requests = watchCatalogueRequests(page);

    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await search(page, "cetirizine");
    await expect(page).toHaveURL(/search=cetirizine$/);
    await expectSameAsServer(page, browser);
    expect(requests).toContain("/medicines.data");
    expect(errors).toEqual([]);
  });

  test("a visitor who only looks downloads no catalogue; the first scroll or key starts it", async ({
    page,
    sampleApp,
  }) => {
    const requests = watchCatalogueRequests(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    // Past the moments the download would have started at: the browser idle, twice.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(requests).toEqual([]);
    expect(await keptCatalogue(page)).toBeNull();
    const firstScripts = scripts.length;

    await page.keyboard.press("End");
    const kept = await waitForKeptCatalogue(page);
    expect(kept.count).toBe(717);
    expect(requests).toEqual(["/catalogue.json"]);
    // With it comes the code that answers from the copy, not part of the page's first scripts.
    expect(scripts.length).toBeGreaterThan(firstScripts);
  });

  test("with no copy kept, a search goes to the server at once, without waiting for the copy's code", async ({
    page,
    browser,
    sampleApp,
  }) => {
    // The copy's code never arrives: a search that waited for it first would fail.
    await page.route(/\/page-from-copy-[^/]*\.js$/, (route) => route.abort());
    const requests = watchCatalogueRequests(page);
    await openCatalogue(page, `${sampleApp.url}/medicines`);
    await search(page, "amox");
    await expect(page).toHaveURL(/search=amox$/);
    await expectSameAsServer(page, browser);
    expect(requests).toEqual(["/medicines.data"]);
  });

  test("a catalogue above the size limit stays on the server", async ({ page, browser, sheet, startApp }) => {
    sheet.set("instant-too-big", { body: SAMPLE_GVIZ });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("instant-too-big"), INSTANT_CATALOGUE_MAX_BYTES: "1000" });
    const requests = watchCatalogueRequests(page);
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));

    await openCatalogue(page, `${app.url}/medicines`);
    // The download would start when the browser is next idle: let that moment pass.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await search(page, "tablet");
    await expect(page).toHaveURL(/search=tablet$/);
    await expectSameAsServer(page, browser);
    expect(requests).toEqual(["/medicines.data"]);
    expect(await keptCatalogue(page)).toBeNull();
    // Nor does the code that would answer from a copy load, for this search or any.
    expect(scripts.filter((url) => /\/page-from-copy-[^/]*\.js$/.test(url))).toEqual([]);
    // Nor is it sent to whoever asks for it: it would be megabytes per request on a large catalogue.
    const asked = await page.request.get(`${app.url}/catalogue.json`);
    expect(asked.status()).toBe(404);
    expect(await asked.json()).toEqual({ error: expect.stringMatching(/too large/) });
  });
});

test("the snapshot is compact, gzipped and answers 304 while the catalogue is unchanged", async ({
  request,
  sampleApp,
}) => {
  const response = await request.get(`${sampleApp.url}/catalogue.json`, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  const etag = response.headers()["etag"]!;
  const body = (await response.json()) as { version: string; count: number; columns: Record<string, unknown[]> };
  expect(body.count).toBe(717);
  expect(Object.keys(body.columns)).toContain("name");
  expect(body.columns).not.toHaveProperty("description");

  const again = await request.get(`${sampleApp.url}/catalogue.json`, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("the site is installable: a manifest with icons that load", async ({ page, request, sampleApp }) => {
  await page.goto(sampleApp.url);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(new URL(href!, sampleApp.url).href)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    expect((await request.get(new URL(icon.src, sampleApp.url).href)).status(), icon.src).toBe(200);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(new URL(touchIcon!, sampleApp.url).href)).status()).toBe(200);
});
